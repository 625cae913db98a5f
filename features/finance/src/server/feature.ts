import { moneyDateCheckPoint } from '@agenda/finalize/server';
import { type ServerFeature, contribute } from '@agenda/trpc';
import { refuseClosedDate } from './closings.service.ts';
import { seedDemoExpenses } from './demo-expenses.seeder.ts';
import { CashClosingSchema } from './entities/cash-closing.entity.ts';
import { ExpenseSchema } from './entities/expense.entity.ts';
import { Migration20261126500000_expenses } from './migrations/Migration20261126500000_expenses.ts';
import { Migration20261128001100_cash_closing } from './migrations/Migration20261128001100_cash_closing.ts';
import { financeRest } from './rest.ts';
import { financeRouter } from './router.ts';

export const financeServerFeature = {
  key: 'finance',
  router: financeRouter,
  entities: [ExpenseSchema, CashClosingSchema],
  migrations: [
    { name: 'Migration20261126500000_expenses', class: Migration20261126500000_expenses },
    { name: 'Migration20261128001100_cash_closing', class: Migration20261128001100_cash_closing },
  ],
  rest: financeRest,
  seedDemo: async (em, companyId) => {
    await seedDemoExpenses(em, companyId);
  },
  // Finalize dates a payment and its receipt; a closed cash period refuses it (decision 024).
  contributions: [contribute(moneyDateCheckPoint, refuseClosedDate)],
} satisfies ServerFeature<'finance'>;
