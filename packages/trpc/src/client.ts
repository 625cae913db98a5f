// Browser side of the shared client: the stored session, the fetch every call goes through, and a
// typed tRPC client per feature router.
import { QueryClient } from '@tanstack/react-query';
import { createTRPCClient, httpBatchLink, TRPCClientError } from '@trpc/client';
import type { AnyTRPCRouter } from '@trpc/server';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';

/** The locally stored values the product keeps (token and user in local storage). */
export const STORAGE_KEYS = {
  token: 'token',
  user: 'user',
  isAuthenticated: 'isAuthenticated',
  userEmail: 'userEmail',
} as const;

export const storedSession = {
  token(): string | null {
    return localStorage.getItem(STORAGE_KEYS.token);
  },
  user<T>(): T | null {
    const raw = localStorage.getItem(STORAGE_KEYS.user);
    if (!raw) return null;
    try {
      return JSON.parse(raw) as T;
    } catch {
      return null;
    }
  },
  save(token: string, user: unknown, email: string): void {
    localStorage.setItem(STORAGE_KEYS.token, token);
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
    localStorage.setItem(STORAGE_KEYS.isAuthenticated, 'true');
    localStorage.setItem(STORAGE_KEYS.userEmail, email);
  },
  clear(): void {
    for (const key of Object.values(STORAGE_KEYS)) localStorage.removeItem(key);
  },
};

let unauthorizedHandler: () => void = () => {
  if (window.location.pathname !== '/login') window.location.assign('/login');
};

/** The shell decides what "go to /login" means (a router navigation rather than a reload). */
export function onUnauthorized(handler: () => void): void {
  unauthorizedHandler = handler;
}

/**
 * Every backend call: bearer token when one is stored, JSON by default, cookies sent. A 401 clears
 * the stored session and leaves for /login; the call still fails for its caller.
 */
export async function apiFetch(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  const token = storedSession.token();
  if (token && !headers.has('authorization')) headers.set('authorization', `Bearer ${token}`);
  if (!headers.has('content-type') && init.body) headers.set('content-type', 'application/json');
  if (!headers.has('accept')) headers.set('accept', 'application/json');
  const response = await fetch(input, { ...init, headers, credentials: 'include' });
  if (response.status === 401) {
    storedSession.clear();
    queryClient.clear();
    unauthorizedHandler();
  }
  return response;
}

export const queryClient = new QueryClient({
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
const batchLink = httpBatchLink({ url: '/trpc', fetch: (url, options) => apiFetch(url, options as RequestInit) });

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
