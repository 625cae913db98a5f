import { queryClient } from '@agenda/api-client/trpc';
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
// The catalogue forms and the delete confirmation tell failures themselves (saveCatalogueItem,
// useConfirmedDelete), so the shared error toast stays out of the way.
const options = { onSuccess: refreshCatalogue, meta: { handlesError: true } };

export function useServiceMutations() {
  return {
    create: useMutation(trpc.services.create.mutationOptions(options)),
    update: useMutation(trpc.services.update.mutationOptions(options)),
    remove: useMutation(trpc.services.remove.mutationOptions(options)),
  };
}

export function useServiceTypeMutations() {
  return {
    create: useMutation(trpc.services.createType.mutationOptions(options)),
    update: useMutation(trpc.services.updateType.mutationOptions(options)),
    remove: useMutation(trpc.services.removeType.mutationOptions(options)),
  };
}
