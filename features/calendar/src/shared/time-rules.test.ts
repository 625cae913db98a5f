import { describe, expect, it } from 'vitest';
import { durationBetween, endTimeFor, endsAfterStart, rescheduledEndTime } from './time-rules.ts';

describe('endTimeFor (new appointment: start plus the service duration, modulo 24 hours)', () => {
  it.each([
    ['09:00', 30, '09:30', false],
    ['08:45', 90, '10:15', false],
    ['23:00', 59, '23:59', false],
    ['23:30', 30, '00:00', true],
    ['23:00', 90, '00:30', true],
  ])('%s + %i min → %s (past midnight: %s)', (start, duration, end, pastMidnight) => {
    expect(endTimeFor(start, duration)).toEqual({ endTime: end, pastMidnight });
  });
});

describe('rescheduledEndTime (§5)', () => {
  it('keeps the duration', () => {
    expect(rescheduledEndTime('14:00', 90)).toBe('15:30');
  });
  it('refuses an end past midnight, and midnight itself', () => {
    expect(rescheduledEndTime('23:00', 90)).toBeNull();
    expect(rescheduledEndTime('23:30', 30)).toBeNull();
    expect(rescheduledEndTime('23:29', 30)).toBe('23:59');
  });
  it('refuses a duration that is not positive', () => {
    expect(rescheduledEndTime('10:00', 0)).toBeNull();
  });
});

describe('endsAfterStart and durationBetween', () => {
  it('accepts only an end after the start on the same day', () => {
    expect(endsAfterStart('09:00', '09:30')).toBe(true);
    expect(endsAfterStart('09:00', '09:00')).toBe(false);
    expect(endsAfterStart('23:30', '00:15')).toBe(false);
  });
  it('measures minutes', () => {
    expect(durationBetween('08:15', '09:45')).toBe(90);
  });
});
