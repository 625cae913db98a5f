import { Migration } from '@agenda/db';

/**
 * A reversal ('Estorno') is a new money event of its own, never an edit: a negative amount on the day
 * it is made, with its reason. Receipts stay positive; what a payment kept is still the sum of its rows.
 */
export class Migration20261128001000_payment_reversals extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table payment_receipt
        add column kind text not null default 'RECEIPT' check (kind in ('RECEIPT', 'REVERSAL')),
        add column reason text`);
    this.addSql('alter table payment_receipt drop constraint payment_receipt_amount_cents_check');
    this.addSql(`
      alter table payment_receipt add constraint payment_receipt_amount_by_kind check (
        (kind = 'RECEIPT' and amount_cents > 0 and reason is null)
        or (kind = 'REVERSAL' and amount_cents < 0 and length(trim(reason)) > 0))`);
  }
}
