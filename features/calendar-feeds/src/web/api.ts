import { featureApi } from '@agenda/trpc/client';
import type { CalendarFeedsApi } from '../server/router.ts';

export const { client, trpc } = featureApi<CalendarFeedsApi>();
