import * as rruleModule from 'rrule';
import { MAX_SERIES_OCCURRENCES, type SeriesRule } from '../shared/series.ts';

// The dates of a series, expanded by `rrule` (RFC 5545) on date-only values: every date is a UTC
// midnight read back as 'yyyy-MM-dd', so the clinic's time zone and daylight saving never shift a
// day. The library ships CommonJS to Node and ES modules to the bundler: either shape is accepted.
const { RRule, datetime } = ((rruleModule as { default?: typeof rruleModule }).default ?? rruleModule) as typeof rruleModule;

const FREQUENCY = { WEEKLY: RRule.WEEKLY, BIWEEKLY: RRule.WEEKLY, MONTHLY: RRule.MONTHLY } as const;
const WEEKDAYS = [RRule.SU, RRule.MO, RRule.TU, RRule.WE, RRule.TH, RRule.FR, RRule.SA] as const;

const toUtc = (date: string) => datetime(Number(date.slice(0, 4)), Number(date.slice(5, 7)), Number(date.slice(8, 10)));
const toDate = (d: Date) => d.toISOString().slice(0, 10);

/**
 * The RRULE of a series starting on `date`. Monthly by weekday repeats the start's nth weekday
 * (the 2nd Tuesday); a start on a 5th weekday repeats on the month's last one (most months have no
 * 5th). Monthly by day repeats the day of the month; months without it (31, or 29–30 in February)
 * are skipped, as RFC 5545 says, and do not count towards `count`.
 */
export function seriesRRule(date: string, rule: SeriesRule, limit = MAX_SERIES_OCCURRENCES + 1) {
  const start = toUtc(date);
  const day = Number(date.slice(8, 10));
  const monthly = rule.frequency === 'MONTHLY';
  const nth = Math.ceil(day / 7);
  const weekday = WEEKDAYS[start.getUTCDay()] ?? RRule.MO;
  return new RRule({
    freq: FREQUENCY[rule.frequency],
    ...(rule.frequency === 'BIWEEKLY' ? { interval: 2 } : {}),
    dtstart: start,
    ...(monthly && rule.monthlyBy === 'DAY' ? { bymonthday: day } : {}),
    ...(monthly && rule.monthlyBy !== 'DAY' ? { byweekday: weekday.nth(nth === 5 ? -1 : nth) } : {}),
    ...(rule.count !== undefined ? { count: Math.min(rule.count, limit) } : {}),
    ...(rule.until !== undefined ? { until: toUtc(rule.until), count: limit } : {}),
  });
}

/** The RFC 5545 text kept with the series: without the safety count of an `until` rule. */
export function seriesRRuleText(date: string, rule: SeriesRule): string {
  const text = seriesRRule(date, rule).toString();
  return rule.until !== undefined ? text.replace(/;COUNT=\d+/, '') : text;
}

/**
 * The series' dates, the first one included ('yyyy-MM-dd'): at most one more than the cap, so the
 * caller can refuse a rule that reaches past it.
 */
export function seriesDates(date: string, rule: SeriesRule): string[] {
  return seriesRRule(date, rule)
    .all()
    .map(toDate)
    .filter((d) => d >= date && (rule.until === undefined || d <= rule.until));
}
