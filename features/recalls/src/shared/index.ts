export { addMonths, dueDateOf, isDismissed, recallsIn } from './recall-rule.ts';
export type { OpenRecall, RecallFact, RecallStatus, RecallWindow } from './recall-rule.ts';
export type { RecallData } from './recall.ts';
