import { reaisToCents } from '@agenda/br';
import type { PaymentMethodLabel, PaymentStatus } from '../shared/payment.ts';
import { FINALIZE_TEXTS as T } from '../shared/texts.ts';
import { finalizeTotals, paymentTermsProblem } from '../shared/totals.ts';

export interface ServiceLine {
  key: string;
  id: string;
  name: string;
  price: number;
}

export interface ProductLine {
  id: string;
  name: string;
  salePrice: number;
  stock: number;
  qty: number;
}

export interface FinalizeDraft {
  services: ServiceLine[];
  products: ProductLine[];
  status: PaymentStatus;
  method: PaymentMethodLabel | null;
  /** 0 = not given. */
  paidAmount: number;
  dueDate: string;
  notes: string;
  /** Receivables (a plan's installments) paid with the visit, chosen in the checkout's slot. */
  installmentIds: string[];
}

export const stockProblem = (line: ProductLine) => (line.qty > line.stock ? T.insufficientStock(line.stock) : null);

export function draftTotalCents(draft: FinalizeDraft): number {
  return finalizeTotals(
    draft.services.map((s) => ({ priceCents: reaisToCents(s.price) })),
    draft.products.map((p) => ({ salePriceCents: reaisToCents(p.salePrice), qty: p.qty })),
  ).totalCents;
}

/** The modal's checks before sending, in the spec's order (§5 Finalize); null when it can go. */
export function draftProblem(draft: FinalizeDraft): string | null {
  if (!draft.method) return T.methodRequired;
  const terms = {
    status: draft.status,
    paidCents: draft.paidAmount > 0 ? reaisToCents(draft.paidAmount) : null,
    dueDate: draft.dueDate || null,
  };
  const problem = paymentTermsProblem(terms, draftTotalCents(draft));
  if (problem) return problem;
  if (draft.products.some((p) => stockProblem(p))) return T.fixStockFirst;
  return null;
}

/** §3.13 completion payload. */
export function completionPayload(appointmentId: string, draft: FinalizeDraft) {
  return {
    appointmentId,
    services: draft.services.map((s) => ({ id: s.id, name: s.name, price: s.price })),
    products: draft.products.map((p) => ({ id: p.id, name: p.name, salePrice: p.salePrice, qty: p.qty })),
    paymentMethod: draft.method ?? '',
    paymentStatus: draft.status,
    notes: draft.notes,
    paidAmount: draft.status === 'PARTIAL' && draft.paidAmount > 0 ? draft.paidAmount : null,
    dueDate: draft.status === 'PAID' ? null : draft.dueDate || null,
    installmentIds: draft.installmentIds,
  };
}
