export { FINALIZE_TEXTS } from './texts.ts';
