import { queryClient } from '@agenda/trpc/client';
import { useMutation, useQuery } from '@tanstack/react-query';
import { trpc } from './api.ts';

/** The active catalogue (archived services excluded), e.g. for the booking form's service select. */
export function useServices() {
  return useQuery({ ...trpc.services.list.queryOptions(), select: (data) => data.services });
}

export function useServiceTypes() {
  return useQuery({ ...trpc.services.listTypes.queryOptions(), select: (data) => data.serviceTypes });
}

// Any change may touch both lists (deleting a type changes its services), so every mutation
// refreshes everything under `services`.
const refreshCatalogue = () => queryClient.invalidateQueries(trpc.services.pathFilter());

export function useServiceMutations() {
  return {
    create: useMutation(trpc.services.create.mutationOptions({ onSuccess: refreshCatalogue })),
    update: useMutation(trpc.services.update.mutationOptions({ onSuccess: refreshCatalogue })),
    remove: useMutation(trpc.services.remove.mutationOptions({ onSuccess: refreshCatalogue })),
  };
}

export function useServiceTypeMutations() {
  return {
    create: useMutation(trpc.services.createType.mutationOptions({ onSuccess: refreshCatalogue })),
    update: useMutation(trpc.services.updateType.mutationOptions({ onSuccess: refreshCatalogue })),
    remove: useMutation(trpc.services.removeType.mutationOptions({ onSuccess: refreshCatalogue })),
  };
}
