export {
  type Discount,
  type PaymentPlan,
  DEFAULT_VALIDITY_DAYS,
  discountCents,
  monthlyDueDate,
  planSchedule,
  quoteTotals,
  splitEvenly,
} from './quote-money.ts';
