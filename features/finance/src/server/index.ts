export { financeServerFeature } from './feature.ts';
// For the benchmark: the same statements the endpoints run, to time them as raw SQL.
export { summarySql } from './summary.service.ts';
export { transactionStatements } from './transactions.service.ts';
export { resolvePeriod } from './period.ts';
// For pages that show a plan's open installments with their PIX (the patient's quote page, the carnê).
export { type OpenReceivablePix, openReceivablesPix } from './pix.service.ts';
