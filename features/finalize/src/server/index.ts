export { finalizeServerFeature } from './feature.ts';
export { PaymentSchema } from './entities/payment.entity.ts';
export { PaymentReceiptSchema } from './entities/payment-receipt.entity.ts';
export { PaymentProductItemSchema, PaymentServiceItemSchema } from './entities/payment-items.entity.ts';
export { registerReceipt } from './receipts.service.ts';
export { registerReversal } from './reversals.service.ts';
export { moneyDateCheckPoint } from './points.ts';
export { historyOfPayments, clientHasPayments, exportPayments } from './client-records.ts';
export {
  MONEY_IN_ROWS,
  OPEN_BALANCE_ROWS,
  PAYMENT_ROWS,
  PRODUCT_LINE_ROWS,
  RECEIVABLE_ROWS,
  REVERSAL_ROWS,
  SERVICE_LINE_ROWS,
} from './money-rows.ts';
export {
  INSTALLMENT_ROWS,
  type InstallmentRow,
  installmentsOf,
  recordInstallments,
} from './installments.ts';
