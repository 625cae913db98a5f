import { queryClient } from '@agenda/api-client/trpc';
import { useMutation, useQuery } from '@tanstack/react-query';
import { CONFIRMATIONS_TEXTS as T } from '../shared/texts.ts';
import { trpc } from './api.ts';

/** Patients answer through their links at any moment: the list asks again every 10 s and on focus. */
export const LIVE = { refetchInterval: 10_000, refetchOnWindowFocus: true } as const;

/** A day's reminders; no date → the clinic's next working day (the answer says which). */
export function useReminders(date: string | null) {
  return useQuery({
    ...trpc.confirmations.reminders.queryOptions(date ? { date } : {}),
    ...LIVE,
    placeholderData: (previous) => previous,
  });
}

export function useMarkSent() {
  return useMutation(
    trpc.confirmations.markSent.mutationOptions({
      onSuccess: () => queryClient.invalidateQueries(trpc.confirmations.reminders.pathFilter()),
      meta: { errorMessage: T.loadFailed },
    }),
  );
}

/** An instant in the clinic's time zone, the Brazilian way (27/11/2026, 14:05). */
export const formatInstant = (iso: string, timeZone: string | undefined) =>
  new Date(iso).toLocaleString('pt-BR', { dateStyle: 'short', timeStyle: 'short', timeZone });
