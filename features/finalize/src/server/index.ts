export { finalizeServerFeature } from './feature.ts';
export type { FinalizeApi, FinalizeRouter } from './router.ts';
export { PaymentSchema } from './entities/payment.entity.ts';
export { PaymentReceiptSchema } from './entities/payment-receipt.entity.ts';
export { PaymentProductItemSchema, PaymentServiceItemSchema } from './entities/payment-items.entity.ts';
export type { Payment } from './entities/payment.entity.ts';
export type { PaymentReceipt, ReceiptKind } from './entities/payment-receipt.entity.ts';
export type { PaymentProductItem, PaymentServiceItem } from './entities/payment-items.entity.ts';
export { registerReceipt, lockPayment } from './receipts.service.ts';
export type { ReceiptInput } from './receipts.service.ts';
export { registerReversal } from './reversals.service.ts';
export type { ReversalInput } from './reversals.service.ts';
export { finalizeAppointment } from './finalize.service.ts';
export type { FinalizeActor, FinalizeAnswer, MoneyDateCheck } from './finalize.service.ts';
export { historyOfPayments, clientHasPayments, exportPayments } from './client-records.ts';
export {
  MONEY_IN_ROWS,
  OPEN_BALANCE_ROWS,
  PAYMENT_ROWS,
  PRODUCT_LINE_ROWS,
  REVERSAL_ROWS,
  SERVICE_LINE_ROWS,
} from './money-rows.ts';
