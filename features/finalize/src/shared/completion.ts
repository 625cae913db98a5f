import { isValidDateString, reaisSchema } from '@agenda/br';
import * as v from 'valibot';
import { PAYMENT_STATUSES, methodCode } from './payment.ts';
import { FINALIZE_TEXTS as T } from './texts.ts';

const MAX_ITEMS = 50;
const MAX_REAIS = 9_999_999.99;

const amount = (message: string) => v.pipe(reaisSchema(message), v.minValue(-MAX_REAIS, message), v.maxValue(MAX_REAIS, message));
/** Optional amount: missing, null or '' is null. */
const optionalAmount = v.pipe(
  v.nullish(v.union([v.literal(''), amount(T.invalidAmount)], T.invalidAmount), null),
  v.transform((n) => (n === '' ? null : n)),
);
const optionalDate = v.pipe(
  v.nullish(v.pipe(v.string(T.invalidDueDate), v.trim()), ''),
  v.check((s) => s === '' || isValidDateString(s), T.invalidDueDate),
  v.transform((s) => (s === '' ? null : s)),
);
const periodDate = v.pipe(
  v.nullish(v.pipe(v.string(T.invalidPeriod), v.trim()), ''),
  v.check((s) => s === '' || isValidDateString(s), T.invalidPeriod),
  v.transform((s) => (s === '' ? null : s)),
);
const itemId = v.pipe(v.string(T.invalidItems), v.trim());

/**
 * §3.13 completion payload. Names and prices the client sends are ignored: the server charges its
 * own catalogue. A product quantity of 0 removes the item, as the modal does (§5); a negative one is
 * refused with the line it is on, never dropped in silence.
 */
export const completionSchema = v.object({
  appointmentId: v.optional(v.string(T.appointmentNotFound), ''),
  services: v.pipe(
    v.nullish(v.array(v.object({ id: itemId }, T.invalidItems), T.invalidItems), []),
    v.maxLength(MAX_ITEMS, T.invalidItems),
  ),
  products: v.pipe(
    v.nullish(
      v.array(
        v.object({ id: itemId, qty: v.pipe(v.number(T.invalidQuantity), v.integer(T.invalidQuantity)) }, T.invalidItems),
        T.invalidItems,
      ),
      [],
    ),
    v.maxLength(MAX_ITEMS, T.invalidItems),
    v.check(
      (items) => items.every((i) => i.qty >= 0),
      (issue) => T.negativeQuantity((issue.input as { qty: number }[]).findIndex((i) => i.qty < 0)),
    ),
    v.transform((items) => items.filter((i) => i.qty > 0)),
  ),
  paymentMethod: v.pipe(
    v.nullish(v.string(T.methodRequired), ''),
    v.transform((s) => methodCode(s.trim())),
    v.check((code) => code !== null, T.methodRequired),
    v.transform((code) => code ?? 'PIX'),
  ),
  paymentStatus: v.nullish(v.picklist(PAYMENT_STATUSES, T.invalidStatus), 'PAID'),
  notes: v.pipe(
    v.nullish(v.pipe(v.string(T.notesTooLong), v.trim(), v.maxLength(2000, T.notesTooLong)), ''),
    v.transform((s) => (s === '' ? null : s)),
  ),
  paidAmount: optionalAmount,
  dueDate: optionalDate,
  discount: v.pipe(
    optionalAmount,
    v.check((n) => n === null || n >= 0, T.invalidAmount),
  ),
  /**
   * Open installments of the patient's plans paid at this checkout, in full, with the visit's method
   * (decision 057): a receivable's id (`GET /api/financial/receivables`), not an amount.
   */
  installmentIds: v.pipe(
    v.nullish(v.array(v.pipe(v.string(T.invalidInstallments), v.trim()), T.invalidInstallments), []),
    v.maxLength(MAX_ITEMS, T.invalidInstallments),
    v.transform((ids) => [...new Set(ids)]),
  ),
  /** tRPC's way to send the Idempotency-Key header. */
  idempotencyKey: v.optional(v.pipe(v.string(T.invalidItems), v.trim(), v.maxLength(200, T.invalidItems))),
});
export type Completion = v.InferOutput<typeof completionSchema>;

/** `GET /api/products/financial-analysis?startDate&endDate`: an optional period of registration days. */
export const analysisPeriodSchema = v.pipe(
  v.object({
    startDate: periodDate,
    endDate: periodDate,
  }),
  v.check((p) => !p.startDate || !p.endDate || p.startDate <= p.endDate, T.invalidPeriod),
);
export type AnalysisPeriod = v.InferOutput<typeof analysisPeriodSchema>;

export interface ProductAnalysisRow {
  id: string;
  name: string;
  category: string | null;
  quantitySold: number;
  revenue: number;
  cost: number;
  profit: number;
}

export interface ProductAnalysis {
  products: ProductAnalysisRow[];
  summary: { totalRevenue: number; totalCost: number; totalProfit: number; profitMargin: number };
}
