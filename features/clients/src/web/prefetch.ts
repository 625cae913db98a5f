import { queryClient } from '@agenda/api-client/trpc';
import { clientPagesOptions } from './hooks.ts';

/** The list's first page (no search, no filter: how the page opens), asked for while its code loads. */
export function prefetchClients(): void {
  void queryClient.prefetchInfiniteQuery(clientPagesOptions('', null));
}
