import { queryClient } from '@agenda/api-client/trpc';
import { trpc } from './api.ts';

/** The dashboard's panel asks for its list as the dashboard loads (its fill's `prefetch`). */
export const prefetchOnlineBookings = () => void queryClient.prefetchQuery(trpc.booking.onlineBookings.queryOptions());
