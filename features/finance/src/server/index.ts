export { financeServerFeature } from './feature.ts';
// For the benchmark: the same statements the endpoints run, to time them as raw SQL.
export { summaryStatements } from './summary.service.ts';
export { transactionStatements } from './transactions.service.ts';
export { tables } from './tables.ts';
export { resolvePeriod } from './period.ts';
