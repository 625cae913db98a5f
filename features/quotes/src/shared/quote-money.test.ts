import { describe, expect, it } from 'vitest';
import { discountCents, monthlyDueDate, planSchedule, quoteTotals, splitEvenly } from './quote-money.ts';

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

describe('discounts', () => {
  it('takes an amount or a percentage, rounded to the centavo, never more than the base', () => {
    expect(discountCents(10_000, { cents: 1_500 })).toBe(1_500);
    expect(discountCents(10_000, { percent: 12.5 })).toBe(1_250);
    expect(discountCents(999, { percent: 10 })).toBe(100);
    expect(discountCents(1_000, { cents: 5_000 })).toBe(1_000);
    expect(discountCents(1_000, { percent: 150 })).toBe(1_000);
    expect(discountCents(1_000, null)).toBe(0);
  });

  it('applies item discounts first, then the quote discount on what is left', () => {
    const totals = quoteTotals(
      [
        { priceCents: 35_000, discount: { cents: 5_000 } },
        { priceCents: 80_000, discount: { percent: 10 } },
        { priceCents: 12_000 },
      ],
      { percent: 5 },
    );
    expect(totals).toEqual({ subtotalCents: 127_000, itemDiscountCents: 13_000, quoteDiscountCents: 5_700, totalCents: 108_300 });
  });
});

describe('installments', () => {
  it('puts the centavos that do not divide on the FIRST installment', () => {
    expect(splitEvenly(10_000, 3)).toEqual([3_334, 3_333, 3_333]);
    expect(splitEvenly(100_001, 12)[0]).toBe(8_333 + 5);
    for (const [total, parts] of [
      [1, 1],
      [99_999, 7],
      [123_457, 24],
      [5, 12],
      [360_000, 24],
    ] as const) {
      const split = splitEvenly(total, parts);
      expect(split).toHaveLength(parts);
      expect(sum(split)).toBe(total);
      expect(Math.max(...split.slice(1), 0)).toBeLessThanOrEqual(split[0] ?? 0);
    }
  });

  it('dates each installment on the due day of the following months, clamped to the month end', () => {
    expect(monthlyDueDate('2026-11-27', 1, 10)).toBe('2026-12-10');
    expect(monthlyDueDate('2026-11-27', 2, 10)).toBe('2027-01-10');
    expect(monthlyDueDate('2027-01-15', 1, 31)).toBe('2027-02-28');
    expect(monthlyDueDate('2027-12-15', 2, 31)).toBe('2028-02-29');
    expect(monthlyDueDate('2027-01-15', 3, 31)).toBe('2027-04-30');
  });

  it('"Entrada + parcelas": the entry on the day, the rest monthly, summing to the total to the centavo', () => {
    const schedule = planSchedule(
      100_000,
      { kind: 'ENTRADA_PARCELAS', entry: { percent: 20 }, installments: 3, dueDay: 31 },
      '2026-11-27',
    );
    expect(schedule.payments).toEqual([
      { number: 0, dueDate: '2026-11-27', amountCents: 20_000 },
      { number: 1, dueDate: '2026-12-31', amountCents: 26_668 },
      { number: 2, dueDate: '2027-01-31', amountCents: 26_666 },
      { number: 3, dueDate: '2027-02-28', amountCents: 26_666 },
    ]);
    expect(sum(schedule.payments.map((p) => p.amountCents))).toBe(100_000);
    expect(schedule.payableCents).toBe(100_000);
  });

  it('"Entrada + parcelas" without an entry starts at installment 1; an entry amount is taken as typed', () => {
    const none = planSchedule(
      360_000,
      { kind: 'ENTRADA_PARCELAS', entry: { cents: 0 }, installments: 24, dueDay: 5 },
      '2026-11-27',
    );
    expect(none.payments).toHaveLength(24);
    expect(none.payments[0]).toEqual({ number: 1, dueDate: '2026-12-05', amountCents: 15_000 });
    expect(none.payments.at(-1)?.dueDate).toBe('2028-11-05');
    const typed = planSchedule(
      100_000,
      { kind: 'ENTRADA_PARCELAS', entry: { cents: 30_001 }, installments: 2, dueDay: 10 },
      '2026-11-27',
    );
    expect(typed.payments.map((p) => p.amountCents)).toEqual([30_001, 35_000, 34_999]);
  });

  it('"À vista" is one payment less the cash discount; "Cartão" one payment of the total with the fee for information', () => {
    const cash = planSchedule(108_300, { kind: 'A_VISTA', cashDiscount: { percent: 5 } }, '2026-11-27');
    expect(cash).toMatchObject({ payableCents: 102_885, cashDiscountCents: 5_415 });
    expect(cash.payments).toEqual([{ number: 0, dueDate: '2026-11-27', amountCents: 102_885 }]);
    const card = planSchedule(100_000, { kind: 'CARTAO', installments: 10, cardFeePercent: 3.99 }, '2026-11-27');
    expect(card).toMatchObject({ payableCents: 100_000, cardFeeCents: 3_990 });
    expect(card.payments).toEqual([{ number: 0, dueDate: '2026-11-27', amountCents: 100_000 }]);
  });
});
