import { daysBetween } from './figures.ts';
import { FINANCE_TEXTS as T } from './texts.ts';

/** Five years and a day of leap: the longest period a figure or a report is computed over. */
export const MAX_PERIOD_DAYS = 5 * 366;

/**
 * What is wrong with a period, in pt-BR, or null. One rule for the period picker (which says it
 * next to the fields and asks nothing) and the server (which answers 400 with the same words).
 */
export function periodProblem(startDate: string, endDate: string): string | null {
  if (!startDate || !endDate) return null;
  if (startDate > endDate) return T.badRange;
  if (daysBetween(startDate, endDate) > MAX_PERIOD_DAYS) return T.rangeTooLong;
  return null;
}
