import { addDays, nowInTimeZone } from '@agenda/br';
import { badRequest } from '@agenda/trpc';
import { daysBetween, monthOf } from '../shared/figures.ts';
import { FINANCE_TEXTS as T } from '../shared/texts.ts';

/** Five years and a day of leap: the longest period a figure or a report is computed over. */
export const MAX_PERIOD_DAYS = 5 * 366;

export interface Period {
  startDate: string;
  endDate: string;
  /** Today in the company's time zone. */
  today: string;
}

/**
 * The asked period, or the current month in the company's time zone. One date alone is completed
 * by the other end of its month.
 */
export function resolvePeriod(input: { startDate?: string; endDate?: string }, timeZone: string): Period {
  const today = nowInTimeZone(timeZone).date;
  const startDate = input.startDate || monthOf(input.endDate || today).startDate;
  const endDate = input.endDate || monthOf(input.startDate || today).endDate;
  if (startDate > endDate) throw badRequest(T.badRange);
  if (daysBetween(startDate, endDate) > MAX_PERIOD_DAYS) throw badRequest(T.rangeTooLong);
  return { startDate, endDate, today };
}

export const dayBefore = (date: string) => addDays(date, -1);
