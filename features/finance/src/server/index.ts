export { financeServerFeature } from './feature.ts';
export type { FinanceApi, FinanceRouter } from './router.ts';
export { ExpenseSchema } from './entities/expense.entity.ts';
export type { Expense } from './entities/expense.entity.ts';
export { CashClosingSchema } from './entities/cash-closing.entity.ts';
export type { CashClosing } from './entities/cash-closing.entity.ts';
export { seedDemoExpenses } from './demo-expenses.seeder.ts';
// For the benchmark: the same statements the endpoints run, to time them as raw SQL.
export { summarySql } from './summary.service.ts';
export { transactionStatements } from './transactions.service.ts';
export { resolvePeriod } from './period.ts';
