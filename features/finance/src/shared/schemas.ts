import { isValidDateString, reaisSchema } from '@agenda/br';
import * as v from 'valibot';
import { EXPENSE_METHODS, PAYMENT_METHODS, methodCode, methodField } from './methods.ts';
import { FINANCE_TEXTS as T } from './texts.ts';

export const MAX_AMOUNT_REAIS = 9_999_999.99;
export const MAX_PAGE_SIZE = 200;

const date = v.pipe(v.string(T.badDate), v.trim(), v.check(isValidDateString, T.badDate));
const optionalDate = v.optional(
  v.pipe(
    v.string(T.badDate),
    v.trim(),
    v.check((s) => s === '' || isValidDateString(s), T.badDate),
  ),
  '',
);
const text = (max: number) =>
  v.pipe(v.string(T.fillRequired), v.trim(), v.minLength(1, T.fillRequired), v.maxLength(max, T.tooLong));
const amount = v.pipe(reaisSchema(T.fillRequired), v.minValue(0.01, T.badAmount), v.maxValue(MAX_AMOUNT_REAIS, T.amountTooLarge));
/** Query strings arrive as text: '20' → 20; anything else a 400. */
const intParam = (fallback: number) =>
  v.pipe(
    v.optional(v.union([v.number(T.badLimit), v.string(T.badLimit)], T.badLimit), fallback),
    v.transform((x) => (typeof x === 'string' && x.trim() === '' ? fallback : Number(x))),
    v.check((n) => Number.isInteger(n) && n >= 0, T.badLimit),
  );

/** `startDate`/`endDate` of a period; both optional (default: the current month). */
export const periodSchema = v.pipe(
  v.object({ startDate: optionalDate, endDate: optionalDate }),
  v.check((p) => !p.startDate || !p.endDate || p.startDate <= p.endDate, T.badRange),
);

export const TRANSACTION_TYPES = ['receita', 'despesa', 'estorno'] as const;
/** REVERSED: the status of an 'Estorno' row. */
export const TRANSACTION_STATUSES = ['PAID', 'PENDING', 'PARTIAL', 'REVERSED'] as const;

const emptyToUndefined = v.transform((s: string) => (s.trim() === '' ? undefined : s.trim()));
/** An optional filter among `options` ('' or missing = no filter). */
const choice = <O extends string>(options: readonly O[], message: string, normalize = (s: string) => s) =>
  v.optional(
    v.pipe(
      v.string(message),
      v.transform((s) => normalize(s.trim())),
      v.check((s) => s === '' || (options as readonly string[]).includes(s), message),
      v.transform((s) => (s === '' ? undefined : (s as O))),
    ),
  );

export const transactionsQuerySchema = v.pipe(
  v.object({
    startDate: optionalDate,
    endDate: optionalDate,
    tipo: choice(TRANSACTION_TYPES, T.badTipo),
    categoria: v.optional(v.pipe(v.string(T.tooLong), v.maxLength(120, T.tooLong), emptyToUndefined)),
    status: choice(TRANSACTION_STATUSES, T.badStatus, (s) => s.toUpperCase()),
    formaPagamento: v.optional(
      v.pipe(
        v.string(T.badMethod),
        v.transform((s) => (s.trim() === '' ? undefined : (methodCode(s) ?? null))),
        v.check((c) => c !== null, T.badMethod),
        v.transform((c) => c ?? undefined),
      ),
    ),
    q: v.optional(v.pipe(v.string(T.tooLong), v.maxLength(120, T.tooLong), emptyToUndefined)),
    limit: v.pipe(
      intParam(50),
      v.check((n) => n >= 1 && n <= MAX_PAGE_SIZE, T.badLimit),
    ),
    offset: v.pipe(
      intParam(0),
      v.check((n) => n <= 10_000_000, T.badLimit),
    ),
  }),
  v.check((p) => !p.startDate || !p.endDate || p.startDate <= p.endDate, T.badRange),
);
export type TransactionsQuery = v.InferOutput<typeof transactionsQuerySchema>;

export const REPORT_KINDS = ['mes', 'servico', 'forma', 'profissional'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];
export const reportsQuerySchema = v.pipe(
  v.object({
    startDate: optionalDate,
    endDate: optionalDate,
    report: choice(REPORT_KINDS, T.badReport),
  }),
  v.check((p) => !p.startDate || !p.endDate || p.startDate <= p.endDate, T.badRange),
);

const expenseFields = {
  data: date,
  categoria: text(60),
  descricao: text(200),
  valor: amount,
  formaPagamento: methodField(EXPENSE_METHODS),
  status: v.picklist(['PAID', 'PENDING'], T.badStatus),
  vencimento: v.nullish(optionalDate, ''),
};
const pendingNeedsDue = <E extends { status: string; vencimento: string | null }>() =>
  v.check<E, string>((e) => e.status !== 'PENDING' || Boolean(e.vencimento), T.dueDateRequired);

export const expenseInputSchema = v.pipe(v.object(expenseFields), pendingNeedsDue());
export type ExpenseInput = v.InferOutput<typeof expenseInputSchema>;

export const expenseIdSchema = v.object({ id: v.optional(v.string(), '') });
export const expenseUpdateSchema = v.pipe(v.object({ id: v.optional(v.string(), ''), ...expenseFields }), pendingNeedsDue());

/** A PIX txid as staff copy it from the bank statement: blanks around it dropped, letters in capitals. */
const txid = v.pipe(
  v.nullish(v.string(T.txidInvalid), null),
  v.transform((s) => s?.trim().toUpperCase() || null),
  v.check((s) => s === null || /^[A-Z0-9]{1,25}$/.test(s), T.txidInvalid),
);

/** A receipt on a receivable; `txid` only for one by PIX (the BR Code it paid, for reconciliation by hand). */
export const receiptInputSchema = v.pipe(
  v.object({
    id: v.optional(v.string(), ''),
    valor: amount,
    formaPagamento: methodField(PAYMENT_METHODS),
    data: date,
    txid,
  }),
  v.check((r) => r.txid === null || r.formaPagamento === 'PIX', T.txidOnlyForPix),
);
export type ReceiptInput = v.InferOutput<typeof receiptInputSchema>;

/**
 * `POST /api/financial/transactions/{id}/reversals` (id: an income row, i.e. a payment): `valor`
 * (default: all that stayed in that method), `formaPagamento` (default: the payment's), `motivo`.
 */
export const reversalInputSchema = v.object({
  id: v.optional(v.string(), ''),
  valor: v.nullish(amount, null),
  formaPagamento: v.nullish(methodField(PAYMENT_METHODS), null),
  motivo: v.pipe(
    v.nullish(v.string(T.reasonRequired), ''),
    v.trim(),
    v.minLength(1, T.reasonRequired),
    v.maxLength(500, T.reasonTooLong),
  ),
});
export type ReversalInput = v.InferOutput<typeof reversalInputSchema>;

/** `POST /api/financial/closings`: the last day the closing covers. */
export const closingInputSchema = v.object({
  until: v.pipe(v.nullish(v.string(T.badDate), ''), v.trim(), v.check(isValidDateString, T.badDate)),
});
/** The day whose totals the 'Fechamento de caixa' tab shows (default: today). */
export const closingPreviewSchema = v.object({ date: optionalDate });
export const closingIdSchema = v.object({ id: v.optional(v.string(), '') });
export const receivableIdSchema = v.object({ id: v.optional(v.string(), '') });

/** Cobrança's situations, by due date: 'abertas' is 'vencidas' and 'a-vencer' together. */
export const RECEIVABLE_SITUATIONS = ['abertas', 'vencidas', 'a-vencer', 'pagas'] as const;
export type ReceivableSituation = (typeof RECEIVABLE_SITUATIONS)[number];
/** Far past any clinic's open receivables: a bound, so an offset cannot make PostgreSQL walk forever. */
export const MAX_RECEIVABLES_CURSOR = 1_000_000;
export const receivablesQuerySchema = v.optional(
  v.object({
    situacao: v.pipe(
      v.optional(v.string(T.badSituation), ''),
      v.transform((s) => s.trim() || 'abertas'),
      v.picklist(RECEIVABLE_SITUATIONS, T.badSituation),
    ),
    /** Where the page starts (the answer's `nextCursor`); a query string gives it as text. */
    cursor: v.pipe(
      v.optional(
        v.union([v.number(), v.pipe(v.string(), v.regex(/^\d{1,7}$/, T.badCursor), v.transform(Number))], T.badCursor),
        0,
      ),
      v.number(T.badCursor),
      v.integer(T.badCursor),
      v.minValue(0, T.badCursor),
      v.maxValue(MAX_RECEIVABLES_CURSOR, T.badCursor),
    ),
  }),
  {},
);
