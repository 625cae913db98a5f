import { TEXT_MAX, dateSchema, multilineTextSchema, textSchema } from '@agenda/br';
import * as v from 'valibot';
import { MAX_CARD_INSTALLMENTS, MAX_INSTALLMENTS } from './quote-money.ts';
import { DESK_APPROVAL_METHODS, QUOTE_STATUSES, QUOTES_TEXTS as T, REJECT_REASONS } from './texts.ts';

export const MAX_ITEMS = 100;
export const MAX_ALTERNATIVES = 3;
/** A drawn signature as a PNG data URL: a phone's canvas gives 10–60 KB; anything past this is refused unread. */
export const MAX_SIGNATURE_CHARS = 300_000;
const MAX_CENTS = 100_000_000_00;

/** A path or body id: a missing one is looked up as '' and so answers 404 like any unknown id. */
const idField = (notFound: string) => v.optional(v.pipe(v.string(notFound), v.maxLength(64, notFound)), '');
const optionalId = (notFound: string) => v.nullish(v.pipe(v.string(notFound), v.maxLength(64, notFound)));

const cents = (message: string) =>
  v.pipe(v.number(message), v.integer(message), v.minValue(0, message), v.maxValue(MAX_CENTS, message));
const percent = v.pipe(
  v.number(T.invalidPercent),
  v.minValue(0, T.invalidPercent),
  v.maxValue(100, T.invalidPercent),
  v.check((p) => Math.abs(p * 100 - Math.round(p * 100)) < 1e-6, T.invalidPercent),
);
const count = (max: number, message: string) =>
  v.pipe(v.number(message), v.integer(message), v.minValue(1, message), v.maxValue(max, message));

/** A discount as R$ (`…Cents`) or % (`…Percent`), never both. */
const oneDiscount = (value: Record<string, unknown>, amount: string, share: string) =>
  value[amount] == null || value[share] == null;

const itemSchema = v.pipe(
  v.object({
    toothTreatmentId: optionalId(T.toothTreatmentNotFound),
    serviceId: optionalId(T.serviceNotFound),
    tooth: v.nullish(
      v.pipe(v.number(T.invalidTooth), v.integer(T.invalidTooth), v.minValue(11, T.invalidTooth), v.maxValue(85, T.invalidTooth)),
    ),
    surfaces: v.nullish(
      v.pipe(v.string(T.invalidSurfaces), v.trim(), v.toUpperCase(), v.regex(/^[MDOIVBLP]{0,5}$/, T.invalidSurfaces)),
    ),
    description: v.pipe(textSchema(TEXT_MAX.name, T.invalidDescription, T.descriptionTooLong), v.nonEmpty(T.invalidDescription)),
    priceCents: cents(T.invalidPrice),
    discountCents: v.nullish(cents(T.invalidDiscount)),
    discountPercent: v.nullish(percent),
  }),
  v.check((i) => Boolean(i.toothTreatmentId || i.serviceId), T.itemSourceRequired),
  v.check((i) => oneDiscount(i, 'discountCents', 'discountPercent'), T.oneDiscountKind),
);

const planSchema = v.variant(
  'kind',
  [
    v.pipe(
      v.object({
        kind: v.literal('A_VISTA'),
        cashDiscountCents: v.nullish(cents(T.invalidDiscount)),
        cashDiscountPercent: v.nullish(percent),
      }),
      v.check((p) => oneDiscount(p, 'cashDiscountCents', 'cashDiscountPercent'), T.oneDiscountKind),
    ),
    v.pipe(
      v.object({
        kind: v.literal('ENTRADA_PARCELAS'),
        entryCents: v.nullish(cents(T.invalidDiscount)),
        entryPercent: v.nullish(percent),
        installments: count(MAX_INSTALLMENTS, T.invalidInstallments),
        dueDay: count(31, T.invalidDueDay),
      }),
      v.check((p) => oneDiscount(p, 'entryCents', 'entryPercent'), T.oneDiscountKind),
    ),
    v.object({
      kind: v.literal('CARTAO'),
      installments: count(MAX_CARD_INSTALLMENTS, T.invalidCardInstallments),
      cardFeePercent: v.nullish(percent),
    }),
  ],
  T.invalidPlan,
);
export type PaymentPlanInput = v.InferOutput<typeof planSchema>;

const items = v.pipe(
  v.array(itemSchema, T.itemsRequired),
  v.minLength(1, T.itemsRequired),
  v.maxLength(MAX_ITEMS, T.tooManyItems),
);

const alternativeSchema = v.pipe(
  v.object({
    label: v.nullish(textSchema(60, T.invalidLabel)),
    items,
    discountCents: v.nullish(cents(T.invalidDiscount)),
    discountPercent: v.nullish(percent),
    paymentPlan: planSchema,
  }),
  v.check((a) => oneDiscount(a, 'discountCents', 'discountPercent'), T.oneDiscountKind),
);
export type AlternativeInput = v.InferOutput<typeof alternativeSchema>;

/**
 * The content of a quote version. Either one plan given flat (`items`, `discount…`, `paymentPlan`,
 * as the issue's POST shows) or `alternatives` ('Plano A', 'Plano B') the patient chooses between.
 */
const contentEntries = {
  professionalId: idField(T.professionalNotFound),
  validUntil: v.nullish(dateSchema(T.invalidValidUntil)),
  notes: v.nullish(multilineTextSchema(TEXT_MAX.long, T.invalidNotes, T.notesTooLong)),
  items: v.optional(items),
  discountCents: v.nullish(cents(T.invalidDiscount)),
  discountPercent: v.nullish(percent),
  paymentPlan: v.optional(planSchema),
  alternatives: v.optional(
    v.pipe(
      v.array(alternativeSchema, T.invalidAlternative),
      v.minLength(1, T.itemsRequired),
      v.maxLength(MAX_ALTERNATIVES, T.tooManyAlternatives),
    ),
  ),
};

type Content = {
  items?: unknown;
  paymentPlan?: unknown;
  alternatives?: unknown;
  discountCents?: number | null;
  discountPercent?: number | null;
};
/** The flat form needs its items and plan; a discount is R$ or %. */
const contentProblem = (q: Content): string | null =>
  !q.alternatives && !q.items
    ? T.itemsRequired
    : !q.alternatives && !q.paymentPlan
      ? T.invalidPlan
      : !oneDiscount(q, 'discountCents', 'discountPercent')
        ? T.oneDiscountKind
        : null;
const contentCheck = <Q extends Content>() =>
  v.rawCheck<Q>(({ dataset, addIssue }) => {
    const problem = dataset.typed ? contentProblem(dataset.value) : null;
    if (problem) addIssue({ message: problem });
  });

const createObject = v.object({ clientId: idField(T.clientNotFound), ...contentEntries });
export const createQuoteSchema = v.pipe(createObject, contentCheck<v.InferOutput<typeof createObject>>());
export type CreateQuoteInput = v.InferOutput<typeof createQuoteSchema>;

const updateObject = v.object({ id: idField(T.quoteNotFound), ...contentEntries });
export const updateQuoteSchema = v.pipe(updateObject, contentCheck<v.InferOutput<typeof updateObject>>());
export type UpdateQuoteInput = v.InferOutput<typeof updateQuoteSchema>;
export type QuoteContentInput = Omit<CreateQuoteInput, 'clientId'>;

export const optionsSchema = v.object({ clientId: idField(T.clientNotFound) });

/** A patient's approved plans and their installments. */
export const patientPlansSchema = v.object({ clientId: idField(T.clientNotFound) });

export const quoteIdSchema = v.object({ id: idField(T.quoteNotFound) });

export const getQuoteSchema = v.object({
  id: idField(T.quoteNotFound),
  /** An older version to read; the current one when left out. */
  version: v.optional(v.pipe(v.number(T.invalidId), v.integer(T.invalidId), v.minValue(1, T.invalidId))),
});

export const listQuotesSchema = v.object({
  clientId: v.optional(v.pipe(v.string(T.clientNotFound), v.maxLength(64, T.clientNotFound))),
  status: v.optional(v.picklist(QUOTE_STATUSES, T.invalidStatus)),
  from: v.optional(dateSchema(T.invalidFrom)),
  to: v.optional(dateSchema(T.invalidTo)),
});
export type ListQuotesInput = v.InferOutput<typeof listQuotesSchema>;

/** Relatórios' period ('De', 'Até'); both optional: the current month (finance's rule). */
export const quoteReportSchema = v.object({
  startDate: v.optional(dateSchema(T.invalidFrom)),
  endDate: v.optional(dateSchema(T.invalidTo)),
});
export type QuoteReportInput = v.InferOutput<typeof quoteReportSchema>;

const alternativeIndex = v.nullish(
  v.pipe(
    v.number(T.invalidAlternative),
    v.integer(T.invalidAlternative),
    v.minValue(0, T.invalidAlternative),
    v.maxValue(MAX_ALTERNATIVES - 1, T.invalidAlternative),
  ),
);

/** At the desk: which alternative, how the patient said yes and, when not the patient, who did. */
export const deskApprovalSchema = v.object({
  id: idField(T.quoteNotFound),
  alternative: alternativeIndex,
  method: v.optional(v.picklist(DESK_APPROVAL_METHODS, T.invalidMethod), 'PRESENCIAL'),
  approverName: v.nullish(textSchema(TEXT_MAX.name, T.invalidName)),
});
export type DeskApprovalInput = v.InferOutput<typeof deskApprovalSchema>;

const reasonEntries = {
  reason: v.picklist(REJECT_REASONS, T.invalidReason),
  note: v.nullish(multilineTextSchema(500, T.invalidReason)),
};
export const rejectSchema = v.object({ id: idField(T.quoteNotFound), ...reasonEntries });
export type RejectInput = v.InferOutput<typeof rejectSchema>;

/** The patient's link: 64 base64url characters (anything else opens nothing: 404). */
export const tokenSchema = v.object({ token: v.pipe(v.string(T.linkNotFound), v.maxLength(100, T.linkNotFound)) });
export const publicRejectSchema = v.object({ ...tokenSchema.entries, ...reasonEntries });

export const publicApprovalSchema = v.object({
  ...tokenSchema.entries,
  alternative: alternativeIndex,
  fullName: v.pipe(textSchema(TEXT_MAX.name, T.invalidName), v.nonEmpty(T.invalidName)),
  birthDate: dateSchema(T.invalidDate),
  signature: v.pipe(
    v.string(T.invalidSignature),
    v.maxLength(MAX_SIGNATURE_CHARS, T.signatureTooLarge),
    v.regex(/^data:image\/png;base64,iVBORw0KGgo[A-Za-z0-9+/]{100,}={0,2}$/, T.invalidSignature),
  ),
  /** The hash the page was given with the document: a quote changed since it was opened is not approved blind (409). */
  documentSha256: v.nullish(v.pipe(v.string(T.documentChanged), v.regex(/^[0-9a-f]{64}$/, T.documentChanged))),
  /** Filled from the request's User-Agent header. */
  userAgent: v.nullish(v.pipe(v.string(), v.maxLength(1000))),
});
export type PublicApprovalInput = v.InferOutput<typeof publicApprovalSchema>;
