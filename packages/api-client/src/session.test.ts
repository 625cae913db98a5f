import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, STORAGE_KEYS, apiFetch, onUnauthorized, requestJson, storedSession } from './session.ts';

/** The browser's local storage, as a map. */
function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, String(value)),
    removeItem: (key: string) => void values.delete(key),
    keys: () => [...values.keys()],
  };
}

let storage: ReturnType<typeof memoryStorage>;
let fetchMock: ReturnType<typeof vi.fn<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>>;
const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
/** What the page handed fetch on its nth call. */
const sent = (call = 0): RequestInit => fetchMock.mock.calls[call]?.[1] ?? {};
const sentHeaders = (call = 0) => new Headers(sent(call).headers);

beforeEach(() => {
  storage = memoryStorage();
  fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => answer(200, { ok: true }));
  vi.stubGlobal('localStorage', storage);
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('apiFetch', () => {
  it('sends the stored token, JSON and the cookies', async () => {
    storedSession.save('tok-123', { id: 'u1' }, 'ana@clinica.com.br');
    await apiFetch('/api/clients', { method: 'POST', body: '{}' });
    expect(sentHeaders().get('authorization')).toBe('Bearer tok-123');
    expect(sentHeaders().get('content-type')).toBe('application/json');
    expect(sentHeaders().get('accept')).toBe('application/json');
    expect(sent().credentials).toBe('include');
  });

  it('sends no token when none is stored, and leaves a form its own content type', async () => {
    await apiFetch('/api/clients/import', { method: 'POST', body: new FormData() });
    expect(sentHeaders().has('authorization')).toBe(false);
    expect(sentHeaders().has('content-type')).toBe(false);
  });

  it('on a 401 forgets the stored session and tells the shell, and the caller still gets the answer', async () => {
    storedSession.save('expired', { id: 'u1' }, 'ana@clinica.com.br');
    const left = vi.fn();
    const stop = onUnauthorized(left);
    fetchMock.mockResolvedValueOnce(answer(401, { error: 'Token inválido' }));
    const response = await apiFetch('/auth/me');
    stop();
    expect(response.status).toBe(401);
    expect(left).toHaveBeenCalledOnce();
    expect(storedSession.token()).toBeNull();
    expect(storage.keys()).toEqual([]);
  });
});

describe('requestJson', () => {
  it("sends the json body and answers the server's JSON", async () => {
    fetchMock.mockResolvedValueOnce(answer(201, { client: { id: 'c1' } }));
    await expect(requestJson('/api/clients', { method: 'POST', json: { name: 'Ana' } })).resolves.toEqual({
      client: { id: 'c1' },
    });
    expect(sent().body).toBe('{"name":"Ana"}');
  });

  it("fails with the server's pt-BR error and status", async () => {
    fetchMock.mockResolvedValueOnce(answer(409, { error: 'CPF já cadastrado' }));
    const failure = await requestJson('/api/clients', { method: 'POST', json: {} }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ message: 'CPF já cadastrado', status: 409 });
  });
});

describe('storedSession', () => {
  it('keeps the keys the product has always used, and reads a damaged user as none', () => {
    storedSession.save('tok', { id: 'u1', name: 'Ana' }, 'ana@clinica.com.br');
    expect(storage.getItem(STORAGE_KEYS.isAuthenticated)).toBe('true');
    expect(storage.getItem('userEmail')).toBe('ana@clinica.com.br');
    expect(storedSession.user()).toEqual({ id: 'u1', name: 'Ana' });
    storage.setItem(STORAGE_KEYS.user, '{not json');
    expect(storedSession.user()).toBeNull();
  });
});
