import { queryClient } from '@agenda/api-client/trpc';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import { CLIENT_PAGE_DEFAULT, type ServerClientFilter, nextClientOffset } from '../shared/list.ts';
import { client, trpc } from './api.ts';
import { exportFileName } from './export-file-name.ts';

/** The list's pages for a search and filter (the server searches, filters and counts). */
export const clientPagesOptions = (search: string, filter: ServerClientFilter | null) =>
  infiniteQueryOptions({
    queryKey: [...trpc.clients.list.queryKey(), { search, filter }],
    initialPageParam: 0,
    queryFn: ({ pageParam }) =>
      client.clients.list.query({ search, filter: filter ?? '', limit: CLIENT_PAGE_DEFAULT, offset: pageParam }),
    getNextPageParam: (_last, pages) => nextClientOffset(pages),
  });

/** Every page of the list as the sidebar scrolls. */
export function useClientPages(search: string, filter: ServerClientFilter | null) {
  return useInfiniteQuery({ ...clientPagesOptions(search, filter), placeholderData: keepPreviousData });
}

export function useClient(id: string | null) {
  return useQuery({ ...trpc.clients.byId.queryOptions({ id: id ?? '' }), enabled: Boolean(id) });
}

export function useClientHistory(id: string) {
  return useQuery(trpc.clients.history.queryOptions({ id }));
}

export function useTabData(clientId: string, tabId: string) {
  return useQuery(trpc.clients.tabs.get.queryOptions({ clientId, tabId }));
}

export function useTabHistory(clientId: string, tabId: string, enabled: boolean) {
  return useQuery({ ...trpc.clients.tabs.history.queryOptions({ clientId, tabId }), enabled });
}

const refreshClients = () => queryClient.invalidateQueries(trpc.clients.pathFilter());

export function useSaveTab(clientId: string, tabId: string) {
  return useMutation(
    trpc.clients.tabs.save.mutationOptions({
      onSuccess: (saved) => {
        queryClient.setQueryData(trpc.clients.tabs.get.queryKey({ clientId, tabId }), saved);
        void queryClient.invalidateQueries(trpc.clients.tabs.history.queryFilter({ clientId, tabId }));
      },
    }),
  );
}

export function useRemoveClient() {
  return useMutation(trpc.clients.remove.mutationOptions({ onSuccess: refreshClients }));
}

/** LGPD: the client's data as a downloaded JSON file. */
export async function downloadClientExport(id: string, fullName: string): Promise<void> {
  const data = await client.clients.exportData.query({ id });
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = exportFileName(fullName);
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
