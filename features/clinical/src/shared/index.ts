export * from './teeth.ts';
export * from './treatments.ts';
export * from './notes.ts';
export * from './records.ts';
export * from './plan.ts';
export * from './schemas.ts';
export { CLINICAL_TEXTS } from './texts.ts';
