import { describe, expect, it } from 'vitest';
import { finalizeTotals, paidNowCents, paymentTermsProblem } from './totals.ts';

describe('finalize total', () => {
  it('adds the services and sale price × quantity of each product', () => {
    const totals = finalizeTotals(
      [{ priceCents: 15000 }, { priceCents: 8050 }],
      [
        { salePriceCents: 1490, qty: 2 },
        { salePriceCents: 24900, qty: 1 },
      ],
    );
    expect(totals).toEqual({ servicesCents: 23050, productsCents: 27880, discountCents: 0, totalCents: 50930 });
  });
  it('takes a discount off the total', () => {
    expect(finalizeTotals([{ priceCents: 10000 }], [], 2500).totalCents).toBe(7500);
  });
  it('is 0 with nothing charged', () => {
    expect(finalizeTotals([], []).totalCents).toBe(0);
  });
});

describe('payment terms', () => {
  it('accepts PAID as it is', () => {
    expect(paymentTermsProblem({ status: 'PAID', paidCents: null, dueDate: null }, 10000)).toBeNull();
    expect(paidNowCents({ status: 'PAID', paidCents: null, dueDate: null }, 10000)).toBe(10000);
  });
  it('asks PARTIAL for an amount, within the total, and a due date — in that order', () => {
    expect(paymentTermsProblem({ status: 'PARTIAL', paidCents: null, dueDate: null }, 10000)).toBe(
      'Para pagamento parcial, informe o valor pago',
    );
    for (const paid of [0, -100, 10000, 12000]) {
      expect(paymentTermsProblem({ status: 'PARTIAL', paidCents: paid, dueDate: '2030-01-01' }, 10000)).toBe(
        'O valor pago deve ser maior que zero e menor que o total',
      );
    }
    expect(paymentTermsProblem({ status: 'PARTIAL', paidCents: 4000, dueDate: null }, 10000)).toBe(
      'Para pagamento parcial, informe a data de vencimento do saldo',
    );
    const ok = { status: 'PARTIAL' as const, paidCents: 4000, dueDate: '2030-01-01' };
    expect(paymentTermsProblem(ok, 10000)).toBeNull();
    expect(paidNowCents(ok, 10000)).toBe(4000);
  });
  it('asks PENDING for a due date and takes nothing now', () => {
    expect(paymentTermsProblem({ status: 'PENDING', paidCents: null, dueDate: null }, 10000)).toBe(
      'Para pagamento pendente, informe a data de vencimento',
    );
    expect(paidNowCents({ status: 'PENDING', paidCents: 5000, dueDate: '2030-01-01' }, 10000)).toBe(0);
  });
});
