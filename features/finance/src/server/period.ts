import { addDays, nowInTimeZone } from '@agenda/br';
import { badRequest } from '@agenda/trpc';
import { monthOf } from '../shared/figures.ts';
import { periodProblem } from '../shared/period.ts';

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
  const problem = periodProblem(startDate, endDate);
  if (problem) throw badRequest(problem);
  return { startDate, endDate, today };
}

export const dayBefore = (date: string) => addDays(date, -1);
