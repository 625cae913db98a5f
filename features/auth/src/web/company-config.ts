import { queryClient } from '@agenda/api-client/trpc';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { authTrpc } from './api.ts';

const companyConfigOptions = () => ({ ...authTrpc.auth.companyConfig.queryOptions(), staleTime: 5 * 60_000 });

/** The company and its business type with the client tabs (for the detail and client screens). */
export function useCompanyConfig() {
  return useQuery(companyConfigOptions());
}

/** Starts loading the company config ahead of the screen that reads it (e.g. while a page's code loads). */
export function prefetchCompanyConfig(): void {
  void queryClient.prefetchQuery(companyConfigOptions());
}

/** 'Dados da Empresa': saves the profile and refreshes every reader of the company config. */
export function useUpdateCompany() {
  const queryClient = useQueryClient();
  return useMutation(
    authTrpc.auth.updateCompany.mutationOptions({
      // Days, hours and location feed the grid, the holiday calendar and the blocked days.
      onSuccess: () => queryClient.invalidateQueries(),
    }),
  );
}
