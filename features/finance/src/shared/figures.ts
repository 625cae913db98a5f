import { addDays, startOfWeekMonday } from '@agenda/br';

/**
 * Percentages of each amount in the total, rounded to whole numbers that add up to exactly 100
 * (largest remainder: the rounding leftovers go to the largest fractions). All zero → all 0.
 */
export function roundedShares(amounts: readonly number[]): number[] {
  const total = amounts.reduce((s, a) => s + a, 0);
  if (total <= 0) return amounts.map(() => 0);
  const exact = amounts.map((a) => (a * 100) / total);
  const floors = exact.map(Math.floor);
  let left = 100 - floors.reduce((s, f) => s + f, 0);
  const order = exact.map((e, i) => ({ i, rest: e - Math.floor(e) })).sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    floors[i] = (floors[i] ?? 0) + 1;
    left--;
  }
  return floors;
}

/** The Mondays of the weeks that touch [start, end], in order. */
export function weekStarts(start: string, end: string): string[] {
  const weeks: string[] = [];
  for (let w = startOfWeekMonday(start); w <= end; w = addDays(w, 7)) weeks.push(w);
  return weeks;
}

/** 'yyyy-MM' of the month holding `date` and the `count - 1` months before it, oldest first. */
export function monthsEnding(date: string, count: number): string[] {
  let year = Number(date.slice(0, 4));
  let month = Number(date.slice(5, 7));
  const months: string[] = [];
  for (let i = 0; i < count; i++) {
    months.unshift(`${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`);
    month--;
    if (month === 0) {
      month = 12;
      year--;
    }
  }
  return months;
}

/** First and last day of the month holding `date`. */
export function monthOf(date: string): { startDate: string; endDate: string } {
  const startDate = `${date.slice(0, 7)}-01`;
  const nextMonth = monthsEnding(addDays(startDate, 40), 1)[0] ?? startDate.slice(0, 7);
  return { startDate, endDate: addDays(`${nextMonth}-01`, -1) };
}

/** Whole days from `a` to `b` (b − a). */
export function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
}

/** The period of the same length right before [start, end]. */
export function previousPeriod(start: string, end: string): { startDate: string; endDate: string } {
  const length = daysBetween(start, end) + 1;
  return { startDate: addDays(start, -length), endDate: addDays(start, -1) };
}

/** Growth of `current` over `previous` in percent, one decimal; null when there is nothing to compare with. */
export function growthPercent(current: number, previous: number): number | null {
  if (previous <= 0) return null;
  return Math.round(((current - previous) * 1000) / previous) / 10;
}

/** Margin by revenue (§9) in percent, one decimal; 0 without revenue. */
export function marginPercent(profit: number, revenue: number): number {
  if (revenue <= 0) return 0;
  return Math.round((profit * 1000) / revenue) / 10;
}

/** The money figures of the overview, in centavos, from which profit follows. */
export interface FigureParts {
  receivedCents: number;
  productCostCents: number;
  paidExpensesCents: number;
}

/** lucroTotal: money received minus the cost of the products sold minus the expenses paid. */
export const profitCents = (p: FigureParts): number => p.receivedCents - p.productCostCents - p.paidExpensesCents;
