export { calendarFeedsServerFeature } from './feature.ts';
export type { CalendarFeedsApi } from './router.ts';
