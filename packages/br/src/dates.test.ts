import { afterEach, describe, expect, it } from 'vitest';
import {
  addDays,
  addMinutesToTime,
  compareDates,
  DEFAULT_TIME_ZONE,
  eachDate,
  formatDatePtBR,
  isValidDateString,
  isValidTimeString,
  minutesToTime,
  nowInTimeZone,
  startOfWeekMonday,
  timeToMinutes,
  weekdayOf,
} from './dates';

const attempt = (f: () => number) => {
  try {
    return f();
  } catch {
    return null;
  }
};

describe('nowInTimeZone', () => {
  it('uses the given time zone, not the machine one', () => {
    const instant = new Date('2026-01-01T02:30:00Z');
    expect(nowInTimeZone('America/Sao_Paulo', instant)).toEqual({
      date: '2025-12-31',
      time: '23:30',
    });
    expect(nowInTimeZone('Asia/Tokyo', instant)).toEqual({ date: '2026-01-01', time: '11:30' });
    expect(nowInTimeZone('UTC', instant)).toEqual({ date: '2026-01-01', time: '02:30' });
  });

  it('answers for the instant asked, asked again within a minute, in the next minute or in another zone', () => {
    const at = (iso: string, zone = 'America/Sao_Paulo') => nowInTimeZone(zone, new Date(iso));
    expect(at('2026-03-01T02:59:00Z')).toEqual({ date: '2026-02-28', time: '23:59' });
    expect(at('2026-03-01T02:59:59.999Z')).toEqual({ date: '2026-02-28', time: '23:59' });
    expect(at('2026-03-01T03:00:00Z')).toEqual({ date: '2026-03-01', time: '00:00' });
    expect(at('2026-03-01T03:00:30Z', 'Asia/Kathmandu')).toEqual({ date: '2026-03-01', time: '08:45' });
    expect(at('2026-03-01T02:59:30Z')).toEqual({ date: '2026-02-28', time: '23:59' });
    // The answer is the caller's to change.
    const first = at('2026-03-01T03:00:10Z');
    first.time = '12:00';
    expect(at('2026-03-01T03:00:20Z')).toEqual({ date: '2026-03-01', time: '00:00' });
  });

  it('defaults to São Paulo and writes midnight as 00:00', () => {
    expect(DEFAULT_TIME_ZONE).toBe('America/Sao_Paulo');
    expect(nowInTimeZone(undefined, new Date('2026-06-10T03:00:00Z'))).toEqual({
      date: '2026-06-10',
      time: '00:00',
    });
  });

  it('returns well-formed strings for the current instant', () => {
    const { date, time } = nowInTimeZone();
    expect(isValidDateString(date)).toBe(true);
    expect(isValidTimeString(time)).toBe(true);
  });
});

describe('time arithmetic', () => {
  it('converts between HH:mm and minutes', () => {
    expect(timeToMinutes('08:30')).toBe(510);
    expect(timeToMinutes('00:00')).toBe(0);
    expect(timeToMinutes('23:59')).toBe(1439);
    expect(minutesToTime(510)).toBe('08:30');
    expect(minutesToTime(0)).toBe('00:00');
    expect(minutesToTime(1439)).toBe('23:59');
    for (let m = 0; m < 1440; m += 7) expect(timeToMinutes(minutesToTime(m))).toBe(m);
  });

  it('wraps minutes outside one day', () => {
    expect(minutesToTime(1440)).toBe('00:00');
    expect(minutesToTime(1500)).toBe('01:00');
    expect(minutesToTime(-30)).toBe('23:30');
  });

  it('rejects invalid times', () => {
    expect(() => timeToMinutes('24:00')).toThrow(RangeError);
    expect(() => timeToMinutes('8:30')).toThrow(RangeError);
    expect(() => timeToMinutes('08:60')).toThrow(RangeError);
    for (const odd of ['', '08:3', '08:300', '08-30', '0a:30', '08:3a', ' 8:30', '-1:30', '08:-1', '2 :00'])
      expect(() => timeToMinutes(odd), odd).toThrow(RangeError);
  });

  it('accepts exactly what isValidTimeString accepts', () => {
    const chars = ['0', '1', '2', '3', '5', '6', '9', ':', 'a', '/'];
    for (const a of chars)
      for (const b of chars)
        for (const c of [':', '0'])
          for (const d of chars)
            for (const e of ['0', '9', 'x']) {
              const time = `${a}${b}${c}${d}${e}`;
              expect(Number.isInteger(attempt(() => timeToMinutes(time))), time).toBe(isValidTimeString(time));
            }
  });

  it('adds minutes and flags crossing midnight', () => {
    expect(addMinutesToTime('08:30', 45)).toEqual({ time: '09:15', pastMidnight: false });
    expect(addMinutesToTime('23:00', 59)).toEqual({ time: '23:59', pastMidnight: false });
    expect(addMinutesToTime('23:00', 60)).toEqual({ time: '00:00', pastMidnight: true });
    expect(addMinutesToTime('23:30', 90)).toEqual({ time: '01:00', pastMidnight: true });
    expect(addMinutesToTime('00:15', -30)).toEqual({ time: '23:45', pastMidnight: true });
    expect(addMinutesToTime('10:00', 0)).toEqual({ time: '10:00', pastMidnight: false });
  });
});

describe('date arithmetic', () => {
  it('adds days across months, years and leap days', () => {
    expect(addDays('2026-11-25', 1)).toBe('2026-11-26');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2023-02-28', 1)).toBe('2023-03-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-01-01', 365)).toBe('2027-01-01');
  });

  it('rejects invalid dates', () => {
    expect(() => addDays('2026-02-30', 1)).toThrow(RangeError);
    expect(() => weekdayOf('25/11/2026')).toThrow(RangeError);
  });

  it('finds the Monday of the week', () => {
    expect(startOfWeekMonday('2026-11-25')).toBe('2026-11-23');
    expect(startOfWeekMonday('2026-11-23')).toBe('2026-11-23');
    expect(startOfWeekMonday('2026-11-29')).toBe('2026-11-23');
    expect(startOfWeekMonday('2026-03-01')).toBe('2026-02-23');
  });

  it('lists dates inclusively', () => {
    expect(eachDate('2026-02-27', '2026-03-02')).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
    expect(eachDate('2026-01-01', '2026-01-01')).toEqual(['2026-01-01']);
    expect(eachDate('2026-01-02', '2026-01-01')).toEqual([]);
    expect(eachDate('2026-01-01', '2026-12-31')).toHaveLength(365);
  });

  it('formats and compares', () => {
    expect(formatDatePtBR('2026-11-25')).toBe('25/11/2026');
    expect(compareDates('2026-01-01', '2026-01-02')).toBe(-1);
    expect(compareDates('2026-01-02', '2026-01-01')).toBe(1);
    expect(compareDates('2026-01-01', '2026-01-01')).toBe(0);
    expect(['2026-03-01', '2025-12-31', '2026-01-15'].sort(compareDates)).toEqual(['2025-12-31', '2026-01-15', '2026-03-01']);
  });

  it('validates date and time strings', () => {
    expect(isValidDateString('2024-02-29')).toBe(true);
    expect(isValidDateString('2023-02-29')).toBe(false);
    expect(isValidDateString('2026-13-01')).toBe(false);
    expect(isValidDateString('2026-00-10')).toBe(false);
    expect(isValidDateString('2026-1-1')).toBe(false);
    expect(isValidDateString('2026-01-01T00:00')).toBe(false);
    expect(isValidTimeString('00:00')).toBe(true);
    expect(isValidTimeString('23:59')).toBe(true);
    expect(isValidTimeString('24:00')).toBe(false);
    expect(isValidTimeString('9:00')).toBe(false);
  });
});

describe('weekdayOf', () => {
  const originalTz = process.env.TZ;
  afterEach(() => {
    if (originalTz === undefined) delete process.env.TZ;
    else process.env.TZ = originalTz;
  });

  it.each(['UTC', 'America/Sao_Paulo', 'Pacific/Kiritimati', 'Pacific/Pago_Pago', 'Asia/Tokyo'])(
    'does not depend on the process time zone (%s)',
    (tz) => {
      process.env.TZ = tz;
      expect(weekdayOf('2026-11-25')).toBe(3);
      expect(weekdayOf('2024-02-29')).toBe(4);
      expect(weekdayOf('2000-01-01')).toBe(6);
      expect(weekdayOf('2026-03-01')).toBe(0);
      expect(startOfWeekMonday('2026-11-25')).toBe('2026-11-23');
      expect(eachDate('2026-10-31', '2026-11-02')).toHaveLength(3);
    },
  );
});
