import { describe, expect, it } from 'vitest';
import { PLAN_VALIDITY_DAYS, planValidUntil } from './plan.ts';

describe('a printed plan', () => {
  it('holds for 30 days from the day it is issued, across months and years', () => {
    expect(PLAN_VALIDITY_DAYS).toBe(30);
    expect(planValidUntil('2026-11-26')).toBe('2026-12-26');
    expect(planValidUntil('2026-12-15')).toBe('2027-01-14');
    expect(planValidUntil('2028-02-01')).toBe('2028-03-02');
  });
});
