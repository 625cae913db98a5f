import { queryClient } from '@agenda/api-client/trpc';
import { useMutation, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { trpc } from './api.ts';

/** The active entries, oldest first; cancellations elsewhere open offers: read again on every visit. */
export function useWaitlist() {
  return useQuery({ ...trpc.waitlist.list.queryOptions(), refetchOnMount: 'always', select: (d) => d.entries });
}

/**
 * The dashboard's panel: read on every visit by its fill's `prefetch`, which leaves with the
 * dashboard's own requests; the panel draws that answer instead of asking again on mount.
 */
/** The dashboard's panel: it suspends until the list is in, so the dashboard shows whole (decision 068). */
export function usePanelWaitlist() {
  return useSuspenseQuery({ ...trpc.waitlist.list.queryOptions(), select: (d) => d.entries });
}

export function useWaitlistOptions() {
  return useQuery({ ...trpc.waitlist.options.queryOptions(), select: (d) => d.professionals });
}

const refresh = () => queryClient.invalidateQueries(trpc.waitlist.pathFilter());

/** The form shows the server's refusal itself. */
export function useAddToWaitlist() {
  return useMutation(trpc.waitlist.add.mutationOptions({ onSuccess: refresh, meta: { handlesError: true } }));
}

export function useRemoveFromWaitlist() {
  return useMutation(trpc.waitlist.remove.mutationOptions({ onSuccess: refresh }));
}

export function useWaitlistSettings() {
  return useQuery({ ...trpc.waitlist.settings.queryOptions(), select: (d) => d.settings });
}

export function useSaveWaitlistSettings() {
  return useMutation(trpc.waitlist.saveSettings.mutationOptions({ onSuccess: refresh, meta: { handlesError: true } }));
}
