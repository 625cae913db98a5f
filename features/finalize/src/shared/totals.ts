import type { PaymentStatus } from './payment.ts';
import { FINALIZE_TEXTS as T } from './texts.ts';

export interface FinalizeTotals {
  servicesCents: number;
  productsCents: number;
  discountCents: number;
  totalCents: number;
}

/** §9: total = the services' prices plus, per product, sale price × quantity, less any discount. */
export function finalizeTotals(
  services: readonly { priceCents: number }[],
  products: readonly { salePriceCents: number; qty: number }[],
  discountCents = 0,
): FinalizeTotals {
  const servicesCents = services.reduce((sum, s) => sum + s.priceCents, 0);
  const productsCents = products.reduce((sum, p) => sum + p.salePriceCents * p.qty, 0);
  return { servicesCents, productsCents, discountCents, totalCents: servicesCents + productsCents - discountCents };
}

export interface PaymentTerms {
  status: PaymentStatus;
  /** Only read for PARTIAL. */
  paidCents: number | null;
  dueDate: string | null;
}

/** §5 Finalize, in the spec's order: what is wrong with the payment terms for this total, or null. */
export function paymentTermsProblem(terms: PaymentTerms, totalCents: number): string | null {
  if (terms.status === 'PARTIAL') {
    if (terms.paidCents === null) return T.partialAmountRequired;
    if (terms.paidCents <= 0 || terms.paidCents >= totalCents) return T.partialAmountRange;
    if (!terms.dueDate) return T.partialDueDateRequired;
  }
  if (terms.status === 'PENDING' && !terms.dueDate) return T.pendingDueDateRequired;
  return null;
}

/** What is paid now: all for PAID, nothing for PENDING, the amount given for PARTIAL. */
export function paidNowCents(terms: PaymentTerms, totalCents: number): number {
  if (terms.status === 'PAID') return totalCents;
  if (terms.status === 'PENDING') return 0;
  return terms.paidCents ?? 0;
}
