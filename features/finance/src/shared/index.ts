export { monthOf } from './figures.ts';
export { transactionsQuerySchema } from './schemas.ts';
