import { Migration } from '@agenda/db';

/**
 * A receipt by PIX may carry the txid of the BR Code it paid (reconciliation by hand: staff copy it
 * from the bank statement), so the receivable's history says which charge the money answered.
 */
export class Migration20261211000200_receipt_pix_txid extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table payment_receipt
        add column pix_txid text,
        add constraint payment_receipt_pix_txid_check check (
          pix_txid is null or (method = 'PIX' and pix_txid ~ '^[A-Z0-9]{1,25}$'))`);
    // Cobrança's 'Pagas' reads the receivables settled, latest due first: the owed index does not hold them.
    this.addSql('create index payment_company_due_idx on payment (company_id, due_date) where due_date is not null;');
  }
}
