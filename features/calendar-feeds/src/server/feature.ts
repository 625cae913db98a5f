import type { ServerFeature } from '@agenda/trpc';
import { seedDemoFeed } from './demo-feed.ts';
import { CalendarFeedSchema } from './entities/calendar-feed.entity.ts';
import { Migration20261202000700_calendar_feeds } from './migrations/Migration20261202000700_calendar_feeds.ts';
import { calendarFeedsRest } from './rest.ts';
import { calendarFeedsRouter } from './router.ts';

export const calendarFeedsServerFeature = {
  key: 'calendarFeeds',
  router: calendarFeedsRouter,
  entities: [CalendarFeedSchema],
  migrations: [{ name: 'Migration20261202000700_calendar_feeds', class: Migration20261202000700_calendar_feeds }],
  rest: calendarFeedsRest,
  // A feed's address is read before its clinic is known.
  signIn: [{ table: 'calendar_feed', privileges: ['select'] }],
  seedDemo: seedDemoFeed,
} satisfies ServerFeature<'calendarFeeds'>;
