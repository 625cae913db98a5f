import { describe, expect, it } from 'vitest';
import { isDue } from './overdue.ts';

const now = { date: '2026-11-25', time: '14:30' };
const row = (date: string, start_time: string, status = 'PENDING') => ({ date, start_time, status });

describe('isDue (OVERDUE marking)', () => {
  it('takes PENDING and CONFIRMED appointments whose start has passed in the company zone', () => {
    expect(isDue(row('2026-11-24', '18:00'), now)).toBe(true);
    expect(isDue(row('2026-11-25', '14:00', 'CONFIRMED'), now)).toBe(true);
    expect(isDue(row('2026-11-25', '14:30'), now)).toBe(false);
    expect(isDue(row('2026-11-26', '08:00'), now)).toBe(false);
  });
  it('leaves the other statuses alone', () => {
    for (const status of ['CANCELLED', 'COMPLETED', 'OVERDUE', 'NO_SHOW'])
      expect(isDue(row('2026-11-20', '08:00', status), now)).toBe(false);
  });
});
