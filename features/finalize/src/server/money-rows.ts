import { sql, typedFragment } from '@agenda/db';
import type { PaymentMethodCode } from '../shared/payment.ts';

// What other features may read of the money finalize records (finance's figures, lists and reports),
// as row sources they join as subqueries: PostgreSQL flattens each into the query that uses it, so a
// figure costs what it cost on the tables. The columns and what each row source holds are finalize's
// contract; the tables, their columns and their status values stay its own business.

/** Still owed: the payment is not settled and its receipts kept less than its total. */
const OWED = sql`status in ('PENDING', 'PARTIAL') and total_cents > paid_cents`;

/**
 * One row per payment (one per finalized appointment, or one per installment of a payment plan, whose
 * `appointment_id` is null): `company_id`, `id`, `client_id`, `appointment_id`, `completed_by` (the user), `method`, `status`, `total_cents` (services + products −
 * discount), `paid_cents` (what its receipts kept), `open_cents` (what is still owed, 0 when nothing
 * is), `registered_on` (the day finance counts it), `created_at`.
 */
export interface PaymentRow {
  company_id: string;
  id: string;
  client_id: string;
  appointment_id: string | null;
  completed_by: string;
  method: PaymentMethodCode;
  status: string;
  total_cents: number;
  paid_cents: number;
  open_cents: number;
  /** 'yyyy-MM-dd'. */
  registered_on: string;
  created_at: Date;
}
export const PAYMENT_ROWS = typedFragment<PaymentRow>({
  company_id: true,
  id: true,
  client_id: true,
  appointment_id: true,
  completed_by: true,
  method: true,
  status: true,
  total_cents: true,
  paid_cents: true,
  open_cents: true,
  registered_on: true,
  created_at: true,
})`select company_id, id, client_id, appointment_id, completed_by, method, status,
  total_cents, paid_cents, case when ${OWED} then total_cents - paid_cents else 0 end as open_cents,
  registered_on, created_at from payment`;

/**
 * The payments with money still owed: `company_id`, `id`, `client_id`, `appointment_id`, `status`,
 * `total_cents`, `balance_cents` (> 0), `due_on` (its due date, or the day it was registered),
 * `registered_on`, `created_at`. The condition is in the row source, so an index on it serves.
 */
export interface OpenBalanceRow {
  company_id: string;
  id: string;
  client_id: string;
  /** Null for an installment of a payment plan. */
  appointment_id: string | null;
  status: string;
  total_cents: number;
  balance_cents: number;
  /** 'yyyy-MM-dd'. */
  due_on: string;
  /** 'yyyy-MM-dd'. */
  registered_on: string;
  created_at: Date;
}
export const OPEN_BALANCE_ROWS = typedFragment<OpenBalanceRow>({
  company_id: true,
  id: true,
  client_id: true,
  appointment_id: true,
  status: true,
  total_cents: true,
  balance_cents: true,
  due_on: true,
  registered_on: true,
  created_at: true,
})`select company_id, id, client_id, appointment_id, status, total_cents,
  total_cents - paid_cents as balance_cents, coalesce(due_date, registered_on) as due_on, registered_on, created_at
  from payment where ${OWED}`;

/**
 * Every payment that is or was a receivable: still owed (as OPEN_BALANCE_ROWS) or given a due date
 * and since settled. The columns of OPEN_BALANCE_ROWS (`balance_cents` is 0 once settled) plus
 * `settled` (nothing is owed any more).
 */
export interface ReceivableRow extends OpenBalanceRow {
  settled: boolean;
}
export const RECEIVABLE_ROWS = typedFragment<ReceivableRow>({
  company_id: true,
  id: true,
  client_id: true,
  appointment_id: true,
  status: true,
  total_cents: true,
  balance_cents: true,
  due_on: true,
  registered_on: true,
  created_at: true,
  settled: true,
})`select company_id, id, client_id, appointment_id, status, total_cents,
  case when ${OWED} then total_cents - paid_cents else 0 end as balance_cents,
  coalesce(due_date, registered_on) as due_on, registered_on, created_at, not (${OWED}) as settled
  from payment where ${OWED} or (due_date is not null and status = 'PAID')`;

/**
 * Every movement of money on a payment — received (> 0) or given back by a reversal (< 0) — on the
 * day it happened: `company_id`, `id`, `payment_id`, `method`, `amount_cents`, `received_on`, `created_at`.
 * Their sum over a period is the money that came in.
 */
export interface MoneyInRow {
  company_id: string;
  id: string;
  payment_id: string;
  method: PaymentMethodCode;
  amount_cents: number;
  /** 'yyyy-MM-dd'. */
  received_on: string;
  /** The txid of the PIX BR Code a receipt by PIX paid, when staff gave it; else null. */
  pix_txid: string | null;
  created_at: Date;
}
const MONEY_IN_COLUMNS = {
  company_id: true,
  id: true,
  payment_id: true,
  method: true,
  amount_cents: true,
  received_on: true,
  pix_txid: true,
  created_at: true,
} as const;
export const MONEY_IN_ROWS = typedFragment<MoneyInRow>(
  MONEY_IN_COLUMNS,
)`select company_id, id, payment_id, method, amount_cents, received_on, pix_txid, created_at
  from payment_receipt`;

/** The reversals ('Estorno') alone: as MONEY_IN_ROWS (`amount_cents` < 0) plus their `reason`. */
export interface ReversalRow extends MoneyInRow {
  reason: string | null;
}
export const REVERSAL_ROWS = typedFragment<ReversalRow>({
  ...MONEY_IN_COLUMNS,
  reason: true,
})`select company_id, id, payment_id, method, amount_cents, received_on, pix_txid, reason, created_at
  from payment_receipt where kind = 'REVERSAL'`;

/**
 * The services charged on each payment, as charged: `company_id`, `payment_id`, `service_id` (null once
 * the service was deleted), `name`, `price_cents`.
 */
export interface ServiceLineRow {
  company_id: string;
  payment_id: string;
  service_id: string | null;
  name: string;
  price_cents: number;
}
export const SERVICE_LINE_ROWS = typedFragment<ServiceLineRow>({
  company_id: true,
  payment_id: true,
  service_id: true,
  name: true,
  price_cents: true,
})`select company_id, payment_id, service_id, name, price_cents from payment_service_item`;

/**
 * The products sold on each payment at that day's prices: `company_id`, `payment_id`, `product_id`,
 * `name`, `qty`, `unit_price_cents`, `unit_cost_cents`.
 */
export interface ProductLineRow {
  company_id: string;
  payment_id: string;
  product_id: string;
  name: string;
  qty: number;
  unit_price_cents: number;
  unit_cost_cents: number;
}
export const PRODUCT_LINE_ROWS = typedFragment<ProductLineRow>({
  company_id: true,
  payment_id: true,
  product_id: true,
  name: true,
  qty: true,
  unit_price_cents: true,
  unit_cost_cents: true,
})`select company_id, payment_id, product_id, name, qty, unit_price_cents, unit_cost_cents
  from payment_product_item`;
