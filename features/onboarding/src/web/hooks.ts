import { queryClient } from '@agenda/api-client/trpc';
import { useMutation, useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { trpc } from './api.ts';

/** When the dashboard's visit asked for the checklist (its prefetch); 0 before any. */
let visitAskedAt = 0;
const VISIT_MS = 10_000;

/**
 * Fresh on every visit: a step done on another page is ticked when the owner comes back. The answer
 * the visit's own prefetch brought counts as that visit's, so the panel does not ask again as it mounts.
 */
const firstStepsQuery = () => ({
  ...trpc.onboarding.steps.queryOptions(),
  staleTime: (query: { state: { dataUpdatedAt: number } }) =>
    query.state.dataUpdatedAt >= visitAskedAt ? Math.max(0, visitAskedAt + VISIT_MS - Date.now()) : 0,
});
export const useFirstSteps = () => useQuery(firstStepsQuery());
/** The dashboard's panel: it suspends until the checklist is in, so the dashboard shows whole (decision 068). */
export const useFirstStepsOfPanel = () => useSuspenseQuery(firstStepsQuery());

/** The dashboard's panel asks for the checklist as the dashboard loads (its fill's `prefetch`), always anew. */
export const prefetchFirstSteps = () => {
  visitAskedAt = Date.now();
  void queryClient.prefetchQuery({ ...trpc.onboarding.steps.queryOptions(), staleTime: 0 });
};

/**
 * Hiding and showing answer the checklist as it now stands. A read of it still in flight (the settings'
 * section refetches as it opens) was answered before the change and must not land after it, so the
 * mutation cancels it first and refetches once the change is committed.
 */
export function useFirstStepsVisibility() {
  const queries = useQueryClient();
  const key = trpc.onboarding.steps.queryKey();
  const options = {
    onMutate: () => queries.cancelQueries({ queryKey: key }),
    onSuccess: (answer: unknown) => queries.setQueryData(key, answer as never),
    onSettled: () => queries.invalidateQueries({ queryKey: key }),
  };
  return {
    dismiss: useMutation(trpc.onboarding.dismiss.mutationOptions(options)),
    restore: useMutation(trpc.onboarding.restore.mutationOptions(options)),
  };
}
