import { queryClient } from '@agenda/trpc/client';
import { useMutation, useQuery } from '@tanstack/react-query';
import { trpc } from './api.ts';

/** Every professional of the clinic, inactive ones included. */
export function useProfessionals() {
  return useQuery({ ...trpc.team.professionals.list.queryOptions(), select: (data) => data.professionals });
}

// A professional's name and colour are on every appointment card: the agenda's reads refresh too.
const refresh = () => queryClient.invalidateQueries();
// The form shows the server's refusal itself, beside the fields.
const options = { onSuccess: refresh, meta: { handlesError: true } };

export function useProfessionalMutations() {
  return {
    create: useMutation(trpc.team.professionals.create.mutationOptions(options)),
    update: useMutation(trpc.team.professionals.update.mutationOptions(options)),
  };
}
