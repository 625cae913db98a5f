import { describe, expect, it } from 'vitest';
import { installmentsToOffer } from './checkout-offer.ts';
import type { PatientPlanData, PlanInstallmentData } from './wire.ts';

const installment = (number: number, status: PlanInstallmentData['status']): PlanInstallmentData => ({
  id: `i${number}`,
  number,
  label: `Parcela ${number}`,
  dueDate: `2026-0${number + 1}-10`,
  amountCents: 10_000,
  openCents: status === 'PAGA' ? 0 : 10_000,
  status,
  paidOn: null,
  paidMethod: null,
});
const plan = (quoteId: string, installments: PlanInstallmentData[]): PatientPlanData => ({
  quoteId,
  approvedOn: '2026-01-05',
  label: 'Plano A',
  items: [],
  totalCents: 0,
  installments,
});

describe('installmentsToOffer', () => {
  it('offers every overdue installment and the next one falling due, never a paid one', () => {
    const ortho = plan('q1', [
      installment(0, 'PAGA'),
      installment(1, 'VENCIDA'),
      installment(2, 'VENCIDA'),
      installment(3, 'A_VENCER'),
      installment(4, 'A_VENCER'),
    ]);
    expect(installmentsToOffer([ortho]).map((i) => i.number)).toEqual([1, 2, 3]);
  });
  it('takes each plan on its own, and nothing from a plan paid in full', () => {
    const paid = plan('q1', [installment(0, 'PAGA'), installment(1, 'PAGA')]);
    const next = plan('q2', [installment(0, 'PAGA'), installment(1, 'A_VENCER'), installment(2, 'A_VENCER')]);
    expect(installmentsToOffer([paid, next]).map((i) => i.id)).toEqual(['i1']);
    expect(installmentsToOffer([])).toEqual([]);
  });
});
