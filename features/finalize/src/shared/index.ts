export { FINALIZE_TEXTS } from './texts.ts';
export { methodLabel } from './payment.ts';
