import { featureApi } from '@agenda/api-client/trpc';
import type { BookingApi } from '../server/router.ts';

export const { client, trpc } = featureApi<BookingApi>();
