import { featureApi } from '@agenda/trpc/client';
import type { BookingApi } from '../server/router.ts';

export const { client, trpc } = featureApi<BookingApi>();
