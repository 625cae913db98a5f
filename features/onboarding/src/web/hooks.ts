import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { trpc } from './api.ts';

/** Fresh on every visit: a step done on another page is ticked when the owner comes back. */
export const useFirstSteps = () => useQuery({ ...trpc.onboarding.steps.queryOptions(), staleTime: 0 });

export function useFirstStepsVisibility() {
  const queries = useQueryClient();
  const options = {
    onSuccess: (answer: unknown) => queries.setQueryData(trpc.onboarding.steps.queryKey(), answer as never),
  };
  return {
    dismiss: useMutation(trpc.onboarding.dismiss.mutationOptions(options)),
    restore: useMutation(trpc.onboarding.restore.mutationOptions(options)),
  };
}
