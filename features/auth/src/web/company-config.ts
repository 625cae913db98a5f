import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { authTrpc } from './api.ts';

/** The company and its business type with the client tabs (for the detail and client screens). */
export function useCompanyConfig() {
  return useQuery({ ...authTrpc.auth.companyConfig.queryOptions(), staleTime: 5 * 60_000 });
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
