// Recurring appointments: the rule the 'Repetir' control builds, and what the series answers carry.

export const SERIES_FREQUENCIES = ['WEEKLY', 'BIWEEKLY', 'MONTHLY'] as const;
export type SeriesFrequency = (typeof SERIES_FREQUENCIES)[number];
/** Monthly: the same nth weekday of the month (2nd Tuesday) or the same day of the month (the 10th). */
export const MONTHLY_BY = ['WEEKDAY', 'DAY'] as const;
export type MonthlyBy = (typeof MONTHLY_BY)[number];

/** At most this many members in one series. */
export const MAX_SERIES_OCCURRENCES = 52;

/** Exactly one of `count` and `until` ('yyyy-MM-dd', included). */
export interface SeriesRule {
  frequency: SeriesFrequency;
  count?: number;
  until?: string;
  monthlyBy?: MonthlyBy;
}

/** A member of a change: this one only, or this one and the later open members of its series. */
export const SERIES_SCOPES = ['ONE', 'FOLLOWING'] as const;
export type SeriesScope = (typeof SERIES_SCOPES)[number];

/** One date of a preview: bookable, or why not. */
export interface SeriesOccurrence {
  date: string;
  startTime: string;
  endTime: string;
  available: boolean;
  reason?: string;
}
