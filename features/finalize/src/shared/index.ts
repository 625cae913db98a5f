export * from './payment.ts';
export { FINALIZE_TEXTS } from './texts.ts';
