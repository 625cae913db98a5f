import { describe, expect, it } from 'vitest';
import { dailyMetrics } from './metrics.ts';

const a = (date: string, status: string, rescheduled = false) => ({ date, status, rescheduled });

describe('dailyMetrics', () => {
  it('counts the day: Aprovados, Pendentes, Cancelados, Remarcados (from the log) and Total do dia', () => {
    const list = [
      a('2026-11-25', 'CONFIRMED'),
      a('2026-11-25', 'CONFIRMED', true),
      a('2026-11-25', 'PENDING'),
      a('2026-11-25', 'PENDING', true),
      a('2026-11-25', 'PENDING'),
      a('2026-11-25', 'CANCELLED'),
      a('2026-11-25', 'COMPLETED'),
      a('2026-11-25', 'OVERDUE'),
      a('2026-11-25', 'NO_SHOW'),
      a('2026-11-24', 'CONFIRMED', true),
      a('2026-11-26', 'PENDING'),
    ];
    expect(dailyMetrics(list, '2026-11-25')).toEqual({ approved: 2, pending: 3, cancelled: 1, rescheduled: 2, total: 9 });
  });

  it('is all zeros for an empty day', () => {
    expect(dailyMetrics([a('2026-11-25', 'ARRIVED'), a('2026-11-25', 'IN_SERVICE')], '2026-11-25').approved).toBe(2);
    expect(dailyMetrics([], '2026-11-25')).toEqual({ approved: 0, pending: 0, cancelled: 0, rescheduled: 0, total: 0 });
  });
});
