import { addDays, compareDates } from '@agenda/br';

// When a patient is due back for a service, from their last completed visit of it. Dates are
// 'yyyy-MM-dd' in the clinic's time zone; `today` is the clinic's today.

/** `date` plus whole months, as date-fns' addMonths: a day the month lacks becomes its last (31/08 + 6 → 28/02 or 29/02). */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = index - year * 12 + 1;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const pad = (n: number, w = 2) => String(n).padStart(w, '0');
  return `${pad(year, 4)}-${pad(month)}-${pad(Math.min(d, lastDay))}`;
}

/** One client's history with one service that has a return interval. */
export interface RecallFact {
  clientId: string;
  serviceId: string;
  /** Their last COMPLETED appointment of the service. */
  lastVisit: string;
  recallMonths: number;
  /** The client has the service booked (PENDING or CONFIRMED) on or after the last visit. */
  booked: boolean;
  /** The latest visit whose recall staff dismissed, or null: a later completed visit opens a new recall. */
  dismissedVisit: string | null;
}

export type RecallStatus = 'due' | 'upcoming';

export interface RecallWindow {
  /** 'due': due today or before; 'upcoming': due after today, up to `until`. */
  status: RecallStatus;
  today: string;
  until: string;
  /** Also the recalls already closed by a booking (each says `booked: true`). Dismissed ones never come. */
  includeBooked?: boolean;
}

export type OpenRecall<F extends RecallFact = RecallFact> = F & { dueDate: string };

export const dueDateOf = (fact: Pick<RecallFact, 'lastVisit' | 'recallMonths'>): string =>
  addMonths(fact.lastVisit, fact.recallMonths);

/** Whether staff dismissed this very recall (not an earlier one). */
export const isDismissed = (fact: Pick<RecallFact, 'lastVisit' | 'dismissedVisit'>): boolean =>
  fact.dismissedVisit !== null && compareDates(fact.dismissedVisit, fact.lastVisit) >= 0;

/** The recalls the window shows, the most overdue first (oldest due date), then by client and service id. */
export function recallsIn<F extends RecallFact>(facts: readonly F[], window: RecallWindow): OpenRecall<F>[] {
  const shown: OpenRecall<F>[] = [];
  for (const fact of facts) {
    if (isDismissed(fact) || (fact.booked && !window.includeBooked)) continue;
    const dueDate = dueDateOf(fact);
    const due = compareDates(dueDate, window.today) <= 0;
    const inWindow = window.status === 'due' ? due : !due && compareDates(dueDate, window.until) <= 0;
    if (inWindow) shown.push({ ...fact, dueDate });
  }
  return shown.sort(
    (a, b) =>
      compareDates(a.dueDate, b.dueDate) || a.clientId.localeCompare(b.clientId) || a.serviceId.localeCompare(b.serviceId),
  );
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  const utc = (d: string) => Date.parse(`${d}T00:00:00Z`);
  return Math.round((utc(to) - utc(from)) / 86_400_000);
}

/** Default end of the upcoming window: 30 days after today. */
export const UPCOMING_DAYS = 30;
export const defaultUntil = (today: string): string => addDays(today, UPCOMING_DAYS);
