import { featureApi } from '@agenda/trpc/client';
import type { CalendarApi } from '../server/router.ts';

export const { client, trpc } = featureApi<CalendarApi>();
