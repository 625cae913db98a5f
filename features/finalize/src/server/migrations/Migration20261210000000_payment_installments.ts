import { Migration } from '@agenda/db';

/**
 * A payment is the money of a finalized appointment OR one installment of a payment plan (an approved
 * quote's entry and monthly installments): the same ledger, so receipts, reversals, closings and the
 * figures read one truth (decision 047). `plan_id` names the plan (the caller's id: the quote), and
 * `installment_number` the payment in it (0: the entry); a plan cannot hold the same number twice.
 */
export class Migration20261210000000_payment_installments extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table payment alter column appointment_id drop not null;');
    this.addSql('alter table payment add column plan_id uuid;');
    this.addSql('alter table payment add column installment_number int check (installment_number >= 0);');
    this.addSql(`alter table payment add constraint payment_one_source check (
      (appointment_id is not null and plan_id is null and installment_number is null)
      or (appointment_id is null and plan_id is not null and installment_number is not null));`);
    this.addSql(
      'alter table payment add constraint payment_plan_installment_key unique (company_id, plan_id, installment_number);',
    );
  }
}
