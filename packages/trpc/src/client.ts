// Browser side of the shared client: TanStack Query and a typed tRPC client per feature router,
// over the session's fetch (./session-client.ts).
import { toast } from '@agenda/ui';
import { MutationCache, QueryClient } from '@tanstack/react-query';
import { createTRPCClient, httpBatchLink, TRPCClientError } from '@trpc/client';
import type { AnyTRPCRouter } from '@trpc/server';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import { apiFetch, onUnauthorized } from './session-client.ts';

/**
 * What a mutation tells the shared error toast: the spec's fallback text for its screen, or that
 * it shows its own error (a message inside a form, a different fallback) and wants no toast.
 */
export type MutationMeta = { errorMessage?: string; handlesError?: boolean };

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: MutationMeta;
  }
}

/** The fallback when a failed mutation carries no server message and names none: the call never got an answer. */
export const NETWORK_ERROR = 'Erro de conexão';

/** The one place a failed mutation becomes a pt-BR toast: the server's message, else the mutation's fallback. */
export function toastMutationError(error: unknown, meta: MutationMeta | undefined): void {
  if (meta?.handlesError) return;
  toast.error(errorMessage(error, meta?.errorMessage ?? NETWORK_ERROR));
}

export const queryClient = new QueryClient({
  mutationCache: new MutationCache({
    onError: (error, _variables, _context, mutation) => toastMutationError(error, mutation.meta),
  }),
  defaultOptions: {
    queries: {
      staleTime: 15_000,
      refetchOnWindowFocus: false,
      retry: (count, error) => {
        const status =
          error instanceof TRPCClientError ? (error.data as { httpStatus?: number } | undefined)?.httpStatus : undefined;
        return status !== undefined && status < 500 ? false : count < 2;
      },
    },
  },
});

// One link for every feature client: calls made together travel in one batched request.
const batchLink = httpBatchLink({ url: '/trpc', maxItems: 10, fetch: (url, options) => apiFetch(url, options as RequestInit) });

/** A typed client and TanStack Query helpers for one feature's router (see each feature's `api.ts`). */
export function featureApi<TRouter extends AnyTRPCRouter>() {
  const client = createTRPCClient<TRouter>({ links: [batchLink] });
  const trpc = createTRPCOptionsProxy<TRouter>({ client, queryClient });
  return { client, trpc };
}

/** The pt-BR message of a failed call, or the fallback the spec names for that screen. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof TRPCClientError && error.message) return error.message;
  if (error instanceof Error && error.message && !/fetch|network/i.test(error.message)) return error.message;
  return fallback;
}

// A 401 ends the session: cached answers of that session must not outlive it.
onUnauthorized(() => queryClient.clear());
