// The browser's session and the fetch every backend call goes through. Kept apart from the tRPC
// client so the sign-in screens load without it.

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

const unauthorizedHandlers = new Set<() => void>();

/** Called on any 401 after the stored session is cleared (the shell leaves for /login). */
export function onUnauthorized(handler: () => void): () => void {
  unauthorizedHandlers.add(handler);
  return () => unauthorizedHandlers.delete(handler);
}

/**
 * Every backend call: bearer token when one is stored, JSON by default, cookies sent. A 401 clears
 * the stored session and tells the shell; the call still fails for its caller.
 */
export async function apiFetch(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  const token = storedSession.token();
  if (token && !headers.has('authorization')) headers.set('authorization', `Bearer ${token}`);
  // A form (a file upload) sets its own multipart type and boundary.
  if (!headers.has('content-type') && init.body && !(init.body instanceof FormData))
    headers.set('content-type', 'application/json');
  if (!headers.has('accept')) headers.set('accept', 'application/json');
  const response = await fetch(input, { ...init, headers, credentials: 'include' });
  if (response.status === 401) {
    storedSession.clear();
    for (const handler of unauthorizedHandlers) handler();
  }
  return response;
}

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/** A JSON call to a REST path; failures throw ApiError with the server's `error` text when it sent one. */
export async function requestJson<T>(path: string, init: RequestInit & { json?: unknown } = {}): Promise<T> {
  const { json, ...rest } = init;
  const response = await apiFetch(path, { ...rest, body: json === undefined ? rest.body : JSON.stringify(json) });
  const body = (await response.json().catch(() => ({}))) as { error?: string };
  if (!response.ok) throw new ApiError(body.error ?? '', response.status);
  return body as T;
}
