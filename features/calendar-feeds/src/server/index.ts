export { calendarFeedsServerFeature } from './feature.ts';
