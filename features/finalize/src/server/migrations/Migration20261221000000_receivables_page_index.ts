import { Migration } from '@agenda/db';

/**
 * Cobrança reads what is owed a page at a time, oldest due first, and counts it all: a clinic with a
 * plan of installments per patient owes thousands. This index holds exactly the owed payments in that
 * order with the amounts, so a page is an index range and the totals an index-only scan.
 */
export class Migration20261221000000_receivables_page_index extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create index payment_company_owed_due_idx
        on payment (company_id, (coalesce(due_date, registered_on)), created_at, id)
        include (total_cents, paid_cents)
        where status in ('PENDING', 'PARTIAL') and total_cents > paid_cents`);
  }
}
