import { featureApi } from '@agenda/api-client/trpc';
import type { CalendarFeedsApi } from '../server/router.ts';

export const { client, trpc } = featureApi<CalendarFeedsApi>();
