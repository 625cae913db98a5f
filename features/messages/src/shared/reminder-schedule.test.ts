import { describe, expect, it } from 'vitest';
import {
  DEFAULT_REMINDER_RULES as RULES,
  inQuietHours,
  instantIn,
  plannedReminders,
  reminderWallTime,
  retryDelaySeconds,
} from './reminder-schedule.ts';

const NOW = { date: '2026-12-01', time: '09:00' };

describe('reminders of an appointment', () => {
  it('are 24 h and 2 h before by default', () => {
    const planned = plannedReminders({ date: '2026-12-03', startTime: '14:30', status: 'PENDING' }, RULES, NOW);
    expect(planned).toEqual([
      { kind: 'reminder-24h', at: { date: '2026-12-02', time: '14:30' } },
      { kind: 'reminder-2h', at: { date: '2026-12-03', time: '12:30' } },
    ]);
  });

  it('are none for a cancelled, completed or no-show appointment', () => {
    for (const status of ['CANCELLED', 'COMPLETED', 'NO_SHOW', 'OVERDUE'])
      expect(plannedReminders({ date: '2026-12-03', startTime: '14:30', status }, RULES, NOW)).toEqual([]);
  });

  it('are none for a past appointment, and leave out those whose time has gone', () => {
    expect(plannedReminders({ date: '2026-11-30', startTime: '14:30', status: 'PENDING' }, RULES, NOW)).toEqual([]);
    // Booked for 10:30 today at 09:00: too late for both.
    expect(plannedReminders({ date: '2026-12-01', startTime: '10:30', status: 'CONFIRMED' }, RULES, NOW)).toEqual([]);
    // 12:00 today: the 2 h reminder (10:00) is still ahead, the 24 h one is not.
    expect(plannedReminders({ date: '2026-12-01', startTime: '12:00', status: 'CONFIRMED' }, RULES, NOW)).toEqual([
      { kind: 'reminder-2h', at: { date: '2026-12-01', time: '10:00' } },
    ]);
  });

  it("follow the clinic's choice of which and when", () => {
    const rules = { ...RULES, hoursBefore: [48] };
    expect(plannedReminders({ date: '2026-12-05', startTime: '10:00', status: 'PENDING' }, rules, NOW)).toEqual([
      { kind: 'reminder-48h', at: { date: '2026-12-03', time: '10:00' } },
    ]);
  });
});

describe('quiet hours (20:00–08:00)', () => {
  it('cover the evening and the early morning, not the day', () => {
    expect(inQuietHours('20:00', RULES)).toBe(true);
    expect(inQuietHours('23:59', RULES)).toBe(true);
    expect(inQuietHours('07:59', RULES)).toBe(true);
    expect(inQuietHours('08:00', RULES)).toBe(false);
    expect(inQuietHours('19:59', RULES)).toBe(false);
    expect(inQuietHours('03:00', { quietStart: '08:00', quietEnd: '08:00' })).toBe(false);
  });

  it('hold a reminder until they end when that is still before the appointment', () => {
    // 2 h before 09:00 is 07:00: sent at 08:00, an hour before.
    expect(reminderWallTime({ date: '2026-12-03', time: '09:00' }, 2, RULES)).toEqual({ date: '2026-12-03', time: '08:00' });
    // 24 h before 21:00 is 21:00 the day before: sent at 08:00 on the day.
    expect(reminderWallTime({ date: '2026-12-03', time: '21:00' }, 24, RULES)).toEqual({ date: '2026-12-03', time: '08:00' });
  });

  it('send it just before they begin when their end would be too late', () => {
    // 2 h before 08:00 is 06:00; 08:00 is the appointment itself: sent at 19:59 the evening before.
    expect(reminderWallTime({ date: '2026-12-03', time: '08:00' }, 2, RULES)).toEqual({ date: '2026-12-02', time: '19:59' });
    // 2 h before 21:30 is 19:30: outside quiet hours, as it is.
    expect(reminderWallTime({ date: '2026-12-03', time: '21:30' }, 2, RULES)).toEqual({ date: '2026-12-03', time: '19:30' });
    // 2 h before 23:00 is 21:00 (quiet, ends tomorrow 08:00 after the appointment): 19:59 the same day.
    expect(reminderWallTime({ date: '2026-12-03', time: '23:00' }, 2, RULES)).toEqual({ date: '2026-12-03', time: '19:59' });
  });

  it('can be a daytime span too', () => {
    const lunch = { hoursBefore: [2], quietStart: '12:00', quietEnd: '13:00' };
    expect(reminderWallTime({ date: '2026-12-03', time: '14:30' }, 2, lunch)).toEqual({ date: '2026-12-03', time: '13:00' });
    expect(reminderWallTime({ date: '2026-12-03', time: '13:00' }, 1, lunch)).toEqual({ date: '2026-12-03', time: '11:59' });
  });
});

describe('instants and retries', () => {
  it('turn a wall time of São Paulo into its instant', () => {
    expect(instantIn('America/Sao_Paulo', { date: '2026-12-03', time: '08:00' }).toISOString()).toBe('2026-12-03T11:00:00.000Z');
  });

  it('back off doubling from 30 s up to an hour', () => {
    expect([1, 2, 3, 4, 10].map(retryDelaySeconds)).toEqual([30, 60, 120, 240, 3600]);
  });
});
