import { queryClient } from '@agenda/api-client/trpc';
import { useMutation, useQuery } from '@tanstack/react-query';
import { trpc } from './api.ts';

export function useProducts() {
  return useQuery({ ...trpc.products.list.queryOptions(), select: (data) => data.products });
}

const refresh = () => queryClient.invalidateQueries(trpc.products.pathFilter());

export function useProductMutations() {
  return {
    create: useMutation(trpc.products.create.mutationOptions({ onSuccess: refresh })),
    update: useMutation(trpc.products.update.mutationOptions({ onSuccess: refresh })),
    remove: useMutation(trpc.products.remove.mutationOptions({ onSuccess: refresh })),
    adjust: useMutation(trpc.products.adjustStock.mutationOptions({ onSuccess: refresh })),
  };
}
