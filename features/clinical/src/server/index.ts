export { clinicalServerFeature } from './feature.ts';
export { moveTabAnamneses } from './migrations/Migration20261128000000_one_anamnesis.ts';
export { chainUnlinked } from './record-chain.ts';
export { approveChartItems, chartItemsOf } from './planned-items.ts';
export { clinicalHistoryDocumentsPoint } from './points.ts';
export type { HistoryDocumentData, HistoryReader } from './points.ts';
