import { describe, expect, it } from 'vitest';
import {
  daysBetween,
  growthPercent,
  marginPercent,
  monthOf,
  monthsEnding,
  previousPeriod,
  profitCents,
  roundedShares,
  weekStarts,
} from './figures.ts';

describe('roundedShares', () => {
  it('adds up to 100 by giving the leftovers to the largest fractions', () => {
    expect(roundedShares([1, 1, 1])).toEqual([34, 33, 33]);
    expect(roundedShares([50, 25, 25])).toEqual([50, 25, 25]);
    expect(roundedShares([666, 167, 167])).toEqual([66, 17, 17]);
    const many = roundedShares([13, 7, 29, 3, 48, 1]);
    expect(many.reduce((s, x) => s + x, 0)).toBe(100);
  });
  it('is all zero without money', () => {
    expect(roundedShares([0, 0])).toEqual([0, 0]);
    expect(roundedShares([])).toEqual([]);
  });
});

describe('periods', () => {
  it('knows a month, the 12 months before a date and the previous period', () => {
    expect(monthOf('2024-02-10')).toEqual({ startDate: '2024-02-01', endDate: '2024-02-29' });
    expect(monthOf('2025-12-31')).toEqual({ startDate: '2025-12-01', endDate: '2025-12-31' });
    expect(monthsEnding('2025-03-15', 4)).toEqual(['2024-12', '2025-01', '2025-02', '2025-03']);
    expect(previousPeriod('2025-03-01', '2025-03-31')).toEqual({ startDate: '2025-01-29', endDate: '2025-02-28' });
    expect(daysBetween('2025-02-27', '2025-03-01')).toBe(2);
  });
  it('lists the Mondays of the weeks that touch a period', () => {
    expect(weekStarts('2025-03-01', '2025-03-12')).toEqual(['2025-02-24', '2025-03-03', '2025-03-10']);
  });
});

describe('figures', () => {
  it('profit is received minus product cost minus paid expenses; margin is over revenue', () => {
    expect(profitCents({ receivedCents: 100_000, productCostCents: 12_000, paidExpensesCents: 30_000 })).toBe(58_000);
    expect(marginPercent(58_000, 100_000)).toBe(58);
    expect(marginPercent(1, 3)).toBe(33.3);
    expect(marginPercent(-5, 0)).toBe(0);
  });
  it('growth is against the previous period, null without a base', () => {
    expect(growthPercent(150, 100)).toBe(50);
    expect(growthPercent(50, 100)).toBe(-50);
    expect(growthPercent(50, 0)).toBeNull();
  });
});
