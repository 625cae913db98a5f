import { queryClient } from '@agenda/api-client/trpc';
import { useMutation, useQuery } from '@tanstack/react-query';
import { trpc } from './api.ts';

/** A day's reminders; statuses and answers arrive by the provider's webhook, so it refreshes itself. */
export function useDayMessages(date: string) {
  return useQuery({ ...trpc.messages.list.queryOptions({ date }), refetchInterval: 10_000, refetchOnMount: 'always' });
}

export function useResend() {
  return useMutation(
    trpc.messages.resend.mutationOptions({ onSuccess: () => queryClient.invalidateQueries(trpc.messages.list.pathFilter()) }),
  );
}

export function useMessageSettings(enabled: boolean) {
  return useQuery({ ...trpc.messages.settings.queryOptions(), enabled });
}

export function useSaveMessageSettings() {
  return useMutation(
    trpc.messages.saveSettings.mutationOptions({
      onSuccess: (data) => queryClient.setQueryData(trpc.messages.settings.queryKey(), data),
      meta: { handlesError: true },
    }),
  );
}
