// The list's texts and rules, for the screens and the tests.
export { WAITLIST_TEXTS, PERIODS, PERIOD_LABELS, WEEKDAY_LABELS, type Period } from './texts.ts';
export { entryWants, periodOf } from './matching.ts';
