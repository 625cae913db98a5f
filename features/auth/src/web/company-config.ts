import { useQuery } from '@tanstack/react-query';
import { authTrpc } from './api.ts';

/** The company and its business type with the client tabs (for the detail and client screens). */
export function useCompanyConfig() {
  return useQuery({ ...authTrpc.auth.companyConfig.queryOptions(), staleTime: 5 * 60_000 });
}
