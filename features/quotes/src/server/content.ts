import { badRequest } from '@agenda/trpc';
import { type Discount, type PaymentPlan, discountCents, planSchedule, quoteTotals } from '../shared/quote-money.ts';
import type { AlternativeInput, PaymentPlanInput, QuoteContentInput } from '../shared/schemas.ts';
import { QUOTES_TEXTS as T } from '../shared/texts.ts';
import type { AlternativeData, PaymentPlanData, QuoteItemData } from '../shared/wire.ts';

// A version's content as stored (what was entered, nothing computed) and as answered (with its
// totals and plan worked out by the money rules, so screen, page and receivables agree).

export type StoredItem = Omit<QuoteItemData, 'totalCents'>;

export interface StoredAlternative {
  label: string;
  items: StoredItem[];
  discountCents: number | null;
  discountPercent: number | null;
  paymentPlan: PaymentPlanData;
}

const LABELS = ['Plano A', 'Plano B', 'Plano C'];

const discountOf = (amount: number | null | undefined, share: number | null | undefined): Discount | null =>
  amount != null ? { cents: amount } : share != null ? { percent: share } : null;

function storedPlan(plan: PaymentPlanInput): PaymentPlanData {
  if (plan.kind === 'A_VISTA') {
    return {
      kind: 'A_VISTA',
      cashDiscountCents: plan.cashDiscountCents ?? null,
      cashDiscountPercent: plan.cashDiscountPercent ?? null,
    };
  }
  if (plan.kind === 'CARTAO')
    return { kind: 'CARTAO', installments: plan.installments, cardFeePercent: plan.cardFeePercent ?? null };
  return {
    kind: 'ENTRADA_PARCELAS',
    entryCents: plan.entryCents ?? null,
    entryPercent: plan.entryPercent ?? null,
    installments: plan.installments,
    dueDay: plan.dueDay,
  };
}

/** The rule's plan from what was stored. */
export function planOf(plan: PaymentPlanData): PaymentPlan {
  if (plan.kind === 'A_VISTA')
    return { kind: 'A_VISTA', cashDiscount: discountOf(plan.cashDiscountCents, plan.cashDiscountPercent) };
  if (plan.kind === 'CARTAO')
    return { kind: 'CARTAO', installments: plan.installments ?? 1, cardFeePercent: plan.cardFeePercent };
  return {
    kind: 'ENTRADA_PARCELAS',
    entry: discountOf(plan.entryCents, plan.entryPercent) ?? { cents: 0 },
    installments: plan.installments ?? 1,
    dueDay: plan.dueDay ?? 10,
  };
}

function storedAlternative(alt: AlternativeInput, index: number): StoredAlternative {
  const stored: StoredAlternative = {
    label: alt.label || LABELS[index] || `Plano ${index + 1}`,
    items: alt.items.map((i) => ({
      toothTreatmentId: i.toothTreatmentId || null,
      serviceId: i.serviceId || null,
      tooth: i.tooth ?? null,
      surfaces: i.surfaces || null,
      description: i.description,
      priceCents: i.priceCents,
      discountCents: i.discountCents ?? null,
      discountPercent: i.discountPercent ?? null,
    })),
    discountCents: alt.discountCents ?? null,
    discountPercent: alt.discountPercent ?? null,
    paymentPlan: storedPlan(alt.paymentPlan),
  };
  const { totalCents } = alternativeTotals(stored);
  const plan = stored.paymentPlan;
  // An entry typed in R$ above the total would silently shrink to the total: say so instead.
  if (plan.kind === 'ENTRADA_PARCELAS' && plan.entryCents != null && plan.entryCents > totalCents)
    throw badRequest(T.entryExceedsTotal);
  for (const item of stored.items) {
    if (item.discountCents != null && item.discountCents > item.priceCents) throw badRequest(T.invalidDiscount);
  }
  return stored;
}

/** What was entered, as alternatives: the flat form is one alternative, 'Plano A'. */
export function storedAlternatives(input: QuoteContentInput): StoredAlternative[] {
  const alternatives: AlternativeInput[] = input.alternatives ?? [
    {
      label: null,
      items: input.items ?? [],
      discountCents: input.discountCents,
      discountPercent: input.discountPercent,
      // The schema refuses content without a plan; the fallback only satisfies the type.
      paymentPlan: input.paymentPlan ?? { kind: 'A_VISTA' },
    },
  ];
  return alternatives.map(storedAlternative);
}

const itemDiscount = (i: StoredItem) => discountOf(i.discountCents, i.discountPercent);

function alternativeTotals(alt: StoredAlternative) {
  return quoteTotals(
    alt.items.map((i) => ({ priceCents: i.priceCents, discount: itemDiscount(i) })),
    discountOf(alt.discountCents, alt.discountPercent),
  );
}

/** One alternative as answered: items with their totals, the quote's totals and the plan's payments from `approvedOn`. */
export function alternativeData(alt: StoredAlternative, index: number, approvedOn: string): AlternativeData {
  const totals = alternativeTotals(alt);
  return {
    index,
    label: alt.label,
    items: alt.items.map((i) => ({ ...i, totalCents: i.priceCents - discountCents(i.priceCents, itemDiscount(i)) })),
    discountCents: alt.discountCents,
    discountPercent: alt.discountPercent,
    ...totals,
    paymentPlan: alt.paymentPlan,
    schedule: planSchedule(totals.totalCents, planOf(alt.paymentPlan), approvedOn),
  };
}
