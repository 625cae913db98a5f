export { FEED_FUTURE_DAYS, FEED_PAST_DAYS, feedEventStatus } from './feed-rules.ts';
export type { FeedEventStatus } from './feed-rules.ts';
