import { clientExportPoint, clientHistoryPoint, clientRecordsPoint } from '@agenda/clients/server';
import { type ServerFeature, contribute } from '@agenda/trpc';
import { clientHasPayments, exportPayments, historyOfPayments } from './client-records.ts';
import { seedDemoSales } from './demo-sales.seeder.ts';
import { PaymentSchema } from './entities/payment.entity.ts';
import { PaymentProductItemSchema, PaymentServiceItemSchema } from './entities/payment-items.entity.ts';
import { PaymentReceiptSchema } from './entities/payment-receipt.entity.ts';
import { Migration20261126400000_finalize } from './migrations/Migration20261126400000_finalize.ts';
import { Migration20261128001000_payment_reversals } from './migrations/Migration20261128001000_payment_reversals.ts';
import { Migration20261210000000_payment_installments } from './migrations/Migration20261210000000_payment_installments.ts';
import { Migration20261211000200_receipt_pix_txid } from './migrations/Migration20261211000200_receipt_pix_txid.ts';
import { Migration20261221000000_receivables_page_index } from './migrations/Migration20261221000000_receivables_page_index.ts';
import { moneyDateCheckPoint } from './points.ts';
import { finalizeRest } from './rest.ts';
import { finalizeRouter } from './router.ts';

export const finalizeServerFeature = {
  key: 'finalize',
  router: finalizeRouter,
  entities: [PaymentSchema, PaymentReceiptSchema, PaymentServiceItemSchema, PaymentProductItemSchema],
  migrations: [
    { name: 'Migration20261126400000_finalize', class: Migration20261126400000_finalize },
    { name: 'Migration20261128001000_payment_reversals', class: Migration20261128001000_payment_reversals },
    { name: 'Migration20261210000000_payment_installments', class: Migration20261210000000_payment_installments },
    { name: 'Migration20261211000200_receipt_pix_txid', class: Migration20261211000200_receipt_pix_txid },
    { name: 'Migration20261221000000_receivables_page_index', class: Migration20261221000000_receivables_page_index },
  ],
  rest: finalizeRest,
  seedDemo: seedDemoSales,
  offers: [moneyDateCheckPoint],
  contributions: [
    contribute(clientHistoryPoint, historyOfPayments),
    contribute(clientRecordsPoint, clientHasPayments),
    contribute(clientExportPoint, exportPayments),
  ],
} satisfies ServerFeature<'finalize'>;
