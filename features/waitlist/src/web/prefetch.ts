import { queryClient } from '@agenda/api-client/trpc';
import { trpc } from './api.ts';

/**
 * The dashboard's panel asks for the list as the dashboard loads (its fill's `prefetch`), beside the
 * week; every visit reads it again (stale at once), and the panel draws that read.
 */
export const prefetchPanelWaitlist = () => void queryClient.prefetchQuery({ ...trpc.waitlist.list.queryOptions(), staleTime: 0 });
