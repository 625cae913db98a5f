export { financeServerFeature } from './feature.ts';
export type { FinanceApi, FinanceRouter } from './router.ts';
export { ExpenseSchema } from './entities/expense.entity.ts';
export type { Expense } from './entities/expense.entity.ts';
export { seedDemoExpenses } from './demo-expenses.seeder.ts';
