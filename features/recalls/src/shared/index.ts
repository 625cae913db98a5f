// The recall rule's date arithmetic, for the tests that date visits months back.
export { addMonths } from './recall-rule.ts';
