import { queryClient } from '@agenda/trpc/client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { trpc } from './api.ts';

/** Fresh on every visit: a step done on another page is ticked when the owner comes back. */
export const useFirstSteps = () => useQuery({ ...trpc.onboarding.steps.queryOptions(), staleTime: 0 });

/** The dashboard's panel asks for the checklist as the dashboard loads (its fill's `prefetch`). */
export const prefetchFirstSteps = () => void queryClient.prefetchQuery(trpc.onboarding.steps.queryOptions());

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
