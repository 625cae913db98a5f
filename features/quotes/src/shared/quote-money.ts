// The money rules of a quote ('orçamento'): what each item costs after its discount, the total after
// the quote's discount, and the payment plan that spreads the total over dated payments. Pure and
// integer centavos throughout, so the screen's preview and the server's receivables are the same numbers.

/** A discount typed as an amount in centavos or as a percentage (0–100, two decimals at most). */
export type Discount = { cents: number } | { percent: number };

/** What an item is priced at and how much comes off it. */
export interface PricedItem {
  priceCents: number;
  discount?: Discount | null;
}

export type PaymentPlan =
  /** 'À vista': one payment on the day of approval, with an optional cash discount. */
  | { kind: 'A_VISTA'; cashDiscount?: Discount | null }
  /**
   * 'Entrada + parcelas': an entry (amount or % of the total; may be 0) due on the day of approval,
   * then `installments` monthly payments on `dueDay`, starting the month after approval.
   */
  | { kind: 'ENTRADA_PARCELAS'; entry: Discount; installments: number; dueDay: number }
  /** 'Cartão': one card payment of the total, split by the card network in 1–12x (the fee is informational). */
  | { kind: 'CARTAO'; installments: number; cardFeePercent?: number | null };

export type PaymentKind = PaymentPlan['kind'];

/** One dated payment of a plan: number 0 is the entry (or the single payment), 1..N the installments. */
export interface ScheduledPayment {
  number: number;
  /** 'yyyy-MM-dd'. */
  dueDate: string;
  amountCents: number;
}

export const MAX_INSTALLMENTS = 60;
export const MAX_CARD_INSTALLMENTS = 12;
export const DEFAULT_VALIDITY_DAYS = 30;

/** The centavos a discount takes off `baseCents`, never more than the base and never negative. */
export function discountCents(baseCents: number, discount: Discount | null | undefined): number {
  if (!discount || baseCents <= 0) return 0;
  const raw = 'cents' in discount ? discount.cents : Math.round((baseCents * Math.round(discount.percent * 100)) / 10_000);
  return Math.min(Math.max(raw, 0), baseCents);
}

export interface QuoteTotals {
  /** Sum of the items' prices. */
  subtotalCents: number;
  /** Sum of what the items' own discounts took off. */
  itemDiscountCents: number;
  /** What the quote's discount took off what was left. */
  quoteDiscountCents: number;
  /** What the patient approves: subtotal − item discounts − quote discount. */
  totalCents: number;
}

export function quoteTotals(items: readonly PricedItem[], quoteDiscount?: Discount | null): QuoteTotals {
  let subtotalCents = 0;
  let itemDiscountCents = 0;
  for (const item of items) {
    subtotalCents += item.priceCents;
    itemDiscountCents += discountCents(item.priceCents, item.discount);
  }
  const afterItems = subtotalCents - itemDiscountCents;
  const quoteDiscountCents = discountCents(afterItems, quoteDiscount);
  return { subtotalCents, itemDiscountCents, quoteDiscountCents, totalCents: afterItems - quoteDiscountCents };
}

/**
 * Splits `totalCents` into `parts` whole-centavo amounts that sum to it exactly. The rule: every part
 * is the total divided by the parts, rounded down, and the centavos left over go to the FIRST part
 * (R$ 100,00 in 3x → 33,34 + 33,33 + 33,33), so the patient never pays less later than agreed.
 */
export function splitEvenly(totalCents: number, parts: number): number[] {
  const base = Math.floor(totalCents / parts);
  const remainder = totalCents - base * parts;
  return Array.from({ length: parts }, (_, index) => (index === 0 ? base + remainder : base));
}

/** The day `dueDay` of the month `months` after `date`'s month, clamped to that month's last day (31 → 28/02). */
export function monthlyDueDate(date: string, months: number, dueDay: number): string {
  const year = Number(date.slice(0, 4));
  const monthIndex = Number(date.slice(5, 7)) - 1 + months;
  const target = new Date(Date.UTC(year, monthIndex, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(dueDay, lastDay));
  return target.toISOString().slice(0, 10);
}

export interface PlanSchedule {
  /** What the plan charges in all: the total, less the cash discount when 'À vista'. */
  payableCents: number;
  cashDiscountCents: number;
  /** Informational only ('Cartão'): what the card network keeps of the total. */
  cardFeeCents: number;
  payments: ScheduledPayment[];
}

/**
 * The dated payments of `plan` for a quote of `totalCents` approved on `approvedOn` ('yyyy-MM-dd').
 * 'À vista' and 'Cartão' are one payment on the day; 'Entrada + parcelas' is the entry on the day (left
 * out when 0) and the rest in monthly installments split by `splitEvenly` (remainder on the first).
 */
export function planSchedule(totalCents: number, plan: PaymentPlan, approvedOn: string): PlanSchedule {
  if (plan.kind === 'A_VISTA') {
    const cashDiscountCents = discountCents(totalCents, plan.cashDiscount);
    const payableCents = totalCents - cashDiscountCents;
    return {
      payableCents,
      cashDiscountCents,
      cardFeeCents: 0,
      payments: [{ number: 0, dueDate: approvedOn, amountCents: payableCents }],
    };
  }
  if (plan.kind === 'CARTAO') {
    const cardFeeCents = plan.cardFeePercent ? discountCents(totalCents, { percent: plan.cardFeePercent }) : 0;
    return {
      payableCents: totalCents,
      cashDiscountCents: 0,
      cardFeeCents,
      payments: [{ number: 0, dueDate: approvedOn, amountCents: totalCents }],
    };
  }
  const entryCents = discountCents(totalCents, plan.entry);
  const rest = totalCents - entryCents;
  const payments: ScheduledPayment[] = [];
  if (entryCents > 0) payments.push({ number: 0, dueDate: approvedOn, amountCents: entryCents });
  splitEvenly(rest, plan.installments).forEach((amountCents, index) => {
    // A total smaller than the number of installments leaves empty ones: nothing to charge, no row.
    if (amountCents > 0) {
      payments.push({ number: index + 1, dueDate: monthlyDueDate(approvedOn, index + 1, plan.dueDay), amountCents });
    }
  });
  return { payableCents: totalCents, cashDiscountCents: 0, cardFeeCents: 0, payments };
}
