import { sql } from '@agenda/db';

// What other features may read of the money finalize records (finance's figures, lists and reports),
// as row sources they join as subqueries: PostgreSQL flattens each into the query that uses it, so a
// figure costs what it cost on the tables. The columns and what each row source holds are finalize's
// contract; the tables, their columns and their status values stay its own business.

/** Still owed: the payment is not settled and its receipts kept less than its total. */
const OWED = sql`status in ('PENDING', 'PARTIAL') and total_cents > paid_cents`;

/**
 * One row per payment (one per finalized appointment): `company_id`, `id`, `client_id`,
 * `appointment_id`, `completed_by` (the user), `method`, `status`, `total_cents` (services + products −
 * discount), `paid_cents` (what its receipts kept), `open_cents` (what is still owed, 0 when nothing
 * is), `registered_on` (the day finance counts it), `created_at`.
 */
export const PAYMENT_ROWS = sql`select company_id, id, client_id, appointment_id, completed_by, method, status,
  total_cents, paid_cents, case when ${OWED} then total_cents - paid_cents else 0 end as open_cents,
  registered_on, created_at from payment`;

/**
 * The payments with money still owed: `company_id`, `id`, `client_id`, `appointment_id`, `status`,
 * `total_cents`, `balance_cents` (> 0), `due_on` (its due date, or the day it was registered),
 * `registered_on`, `created_at`. The condition is in the row source, so an index on it serves.
 */
export const OPEN_BALANCE_ROWS = sql`select company_id, id, client_id, appointment_id, status, total_cents,
  total_cents - paid_cents as balance_cents, coalesce(due_date, registered_on) as due_on, registered_on, created_at
  from payment where ${OWED}`;

/**
 * Every movement of money on a payment — received (> 0) or given back by a reversal (< 0) — on the
 * day it happened: `company_id`, `id`, `payment_id`, `method`, `amount_cents`, `received_on`, `created_at`.
 * Their sum over a period is the money that came in.
 */
export const MONEY_IN_ROWS = sql`select company_id, id, payment_id, method, amount_cents, received_on, created_at
  from payment_receipt`;

/** The reversals ('Estorno') alone: as MONEY_IN_ROWS (`amount_cents` < 0) plus their `reason`. */
export const REVERSAL_ROWS = sql`select company_id, id, payment_id, method, amount_cents, received_on, reason, created_at
  from payment_receipt where kind = 'REVERSAL'`;

/**
 * The services charged on each payment, as charged: `company_id`, `payment_id`, `service_id` (null once
 * the service was deleted), `name`, `price_cents`.
 */
export const SERVICE_LINE_ROWS = sql`select company_id, payment_id, service_id, name, price_cents from payment_service_item`;

/**
 * The products sold on each payment at that day's prices: `company_id`, `payment_id`, `product_id`,
 * `name`, `qty`, `unit_price_cents`, `unit_cost_cents`.
 */
export const PRODUCT_LINE_ROWS = sql`select company_id, payment_id, product_id, name, qty, unit_price_cents, unit_cost_cents
  from payment_product_item`;
