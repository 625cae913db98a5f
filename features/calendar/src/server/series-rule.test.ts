import { brazilianHolidays } from '@agenda/br/holidays';
import { blockRefusal } from '@agenda/settings/server';
import { describe, expect, it } from 'vitest';
import { seriesDates, seriesRRuleText } from './series-rule.ts';

// Pure expansion of the 'Repetir' rule (fixed dates: no clock is read).

describe('seriesDates', () => {
  it('weekly: the same weekday each week, a holiday kept in the dates (the booking rules refuse it)', () => {
    const dates = seriesDates('2026-12-11', { frequency: 'WEEKLY', count: 4 });
    expect(dates).toEqual(['2026-12-11', '2026-12-18', '2026-12-25', '2027-01-01']);
    const inputs = {
      settings: {
        nationalHolidays: true,
        stateHolidays: true,
        cityHolidays: true,
        lunchBreakEnabled: false,
        lunchBreakStart: '12:00',
        lunchBreakEnd: '13:00',
      },
      calendar: brazilianHolidays(2026, { state: 'SP', city: 'São Paulo' }),
      customHolidays: [],
      bridges: [],
      blocks: [],
      unblocks: [],
    };
    const refusals = dates.slice(0, 3).map((date) => blockRefusal({ date, startTime: '09:00', endTime: '09:30' }, inputs));
    expect(refusals[0]).toBeNull();
    expect(refusals[2]).toContain('Natal');
  });

  it('every two weeks', () => {
    expect(seriesDates('2026-12-01', { frequency: 'BIWEEKLY', count: 3 })).toEqual(['2026-12-01', '2026-12-15', '2026-12-29']);
  });

  it('monthly on the same weekday of the month (2nd Tuesday)', () => {
    expect(seriesDates('2026-12-08', { frequency: 'MONTHLY', monthlyBy: 'WEEKDAY', count: 4 })).toEqual([
      '2026-12-08',
      '2027-01-12',
      '2027-02-09',
      '2027-03-09',
    ]);
  });

  it('monthly from a 5th weekday: the last one of each month', () => {
    expect(seriesDates('2026-12-29', { frequency: 'MONTHLY', monthlyBy: 'WEEKDAY', count: 3 })).toEqual([
      '2026-12-29',
      '2027-01-26',
      '2027-02-23',
    ]);
  });

  it('monthly on the same day of the month: months without it are skipped (RFC 5545) and do not count', () => {
    expect(seriesDates('2027-01-31', { frequency: 'MONTHLY', monthlyBy: 'DAY', count: 4 })).toEqual([
      '2027-01-31',
      '2027-03-31',
      '2027-05-31',
      '2027-07-31',
    ]);
  });

  it('until a date (included) or a number of occurrences: the same dates', () => {
    const byCount = seriesDates('2026-12-02', { frequency: 'WEEKLY', count: 5 });
    expect(seriesDates('2026-12-02', { frequency: 'WEEKLY', until: '2026-12-30' })).toEqual(byCount);
    expect(seriesDates('2026-12-02', { frequency: 'WEEKLY', until: '2026-12-29' })).toEqual(byCount.slice(0, 4));
  });

  it('stops one past the cap of 52, so a rule reaching further is refused', () => {
    expect(seriesDates('2026-12-02', { frequency: 'WEEKLY', count: 52 })).toHaveLength(52);
    expect(seriesDates('2026-12-02', { frequency: 'WEEKLY', until: '2028-12-31' })).toHaveLength(53);
  });

  it('dates do not move across daylight saving or time zones: computed on dates alone', () => {
    // Brazil had DST starting on the first Sunday of November until 2019; the US switches in March.
    expect(seriesDates('2019-10-28', { frequency: 'WEEKLY', count: 3 })).toEqual(['2019-10-28', '2019-11-04', '2019-11-11']);
    expect(seriesDates('2027-03-08', { frequency: 'WEEKLY', count: 2 })).toEqual(['2027-03-08', '2027-03-15']);
  });
});

describe('seriesRRuleText', () => {
  it('is the RFC 5545 text, without the safety count of an until rule', () => {
    expect(seriesRRuleText('2026-12-08', { frequency: 'MONTHLY', monthlyBy: 'WEEKDAY', count: 6 })).toBe(
      'DTSTART:20261208T000000Z\nRRULE:FREQ=MONTHLY;BYDAY=+2TU;COUNT=6',
    );
    expect(seriesRRuleText('2026-12-01', { frequency: 'BIWEEKLY', until: '2027-02-01' })).toBe(
      'DTSTART:20261201T000000Z\nRRULE:FREQ=WEEKLY;INTERVAL=2;UNTIL=20270201T000000Z',
    );
  });
});
