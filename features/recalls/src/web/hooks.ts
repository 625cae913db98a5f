import { queryClient } from '@agenda/api-client/trpc';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { RecallStatus } from '../shared/recall-rule.ts';
import { trpc } from './api.ts';

/** The list of one tab: 'due' (overdue first) or 'upcoming' (the next 30 days). */
export function useRecalls(status: RecallStatus) {
  // Bookings and completed visits made on other pages change it: read it again on every visit.
  return useQuery({ ...trpc.recalls.list.queryOptions({ status }), refetchOnMount: 'always' });
}

/** Dismissing with a reason; the form shows the server's refusal itself. */
export function useDismissRecall() {
  return useMutation(
    trpc.recalls.dismiss.mutationOptions({
      onSuccess: () => queryClient.invalidateQueries(trpc.recalls.pathFilter()),
      meta: { handlesError: true },
    }),
  );
}
