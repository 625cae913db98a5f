// The installments' due-date rule, for tests that date a plan from today.
export { monthlyDueDate } from './quote-money.ts';
