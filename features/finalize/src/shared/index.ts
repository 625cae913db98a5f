export * from './completion.ts';
export * from './payment.ts';
export * from './totals.ts';
export { FINALIZE_TEXTS, PAYMENT_STATUS_LABELS } from './texts.ts';
