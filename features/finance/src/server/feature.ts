import type { ServerFeature } from '@agenda/trpc';
import { seedDemoExpenses } from './demo-expenses.seeder.ts';
import { ExpenseSchema } from './entities/expense.entity.ts';
import { Migration20261126500000_expenses } from './migrations/Migration20261126500000_expenses.ts';
import { mountFinanceRest } from './rest.ts';
import { financeRouter } from './router.ts';

export const financeServerFeature = {
  key: 'finance',
  router: financeRouter,
  entities: [ExpenseSchema],
  migrations: [{ name: 'Migration20261126500000_expenses', class: Migration20261126500000_expenses }],
  mountRest: mountFinanceRest,
  seedDemo: async (em, companyId) => {
    await seedDemoExpenses(em, companyId);
  },
} satisfies ServerFeature<'finance'>;
