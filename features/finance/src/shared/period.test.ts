import { describe, expect, it } from 'vitest';
import { periodProblem } from './period.ts';

describe('periodProblem', () => {
  it('accepts a period in order, a single day and a half-given one', () => {
    expect(periodProblem('2026-11-01', '2026-11-30')).toBeNull();
    expect(periodProblem('2026-11-30', '2026-11-30')).toBeNull();
    expect(periodProblem('', '2026-11-30')).toBeNull();
  });

  it("says 'De' after 'Até' and a period over five years in the server's words", () => {
    expect(periodProblem('2026-12-01', '2026-11-30')).toBe('A data final deve ser igual ou posterior à data inicial');
    expect(periodProblem('2020-01-01', '2026-01-01')).toBe('O período pode ter no máximo 5 anos');
  });
});
