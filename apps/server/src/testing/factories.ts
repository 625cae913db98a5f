import { formatCpf, randomCpf } from '@agenda/br';
import { expect } from 'vitest';
import type { TestServer, registeredOwner } from './test-server.ts';

// Small factories and readers shared by the integration tests. Data is made through the public
// API (REST), as a client of the product would, so every factory also exercises the real path.

export type Owner = Awaited<ReturnType<typeof registeredOwner>>;
type Who = { token: string };
type Fields = Record<string, unknown>;

/** The JSON body of an answer. */
export async function json<T>(res: Response): Promise<T> {
  return (await res.json()) as T;
}

/** The `key` of a 201 answer; anything else fails with the answer's text. */
export async function created<T>(res: Response, key: string): Promise<T> {
  if (res.status !== 201) throw new Error(`expected 201, got ${res.status}: ${await res.text()}`);
  return (await json<Record<string, T>>(res))[key] as T;
}

/** The pt-BR `{ error }` of a REST answer. */
export const errorOf = async (res: Response): Promise<string> => (await json<{ error: string }>(res)).error;

/** The answer is exactly `status` with `{ error }`. */
export async function expectError(res: Response, status: number, error: string): Promise<void> {
  expect({ status: res.status, body: await res.json() }).toEqual({ status, body: { error } });
}

/**
 * tRPC over HTTP for one router: queries are GET with `?input=`, mutations POST with the input as
 * body. `server` is read at call time, so this can be declared before `beforeAll` starts it.
 */
export function trpcOf(server: () => TestServer, router: string) {
  return {
    query: (path: string, token?: string, input?: unknown) =>
      server().request(
        `/trpc/${router}.${path}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`}`,
        { token },
      ),
    mutation: (path: string, token: string | undefined, input: unknown) =>
      server().request(`/trpc/${router}.${path}`, { method: 'POST', json: input, token }),
  };
}

export const trpcData = async <T>(res: Response): Promise<T> => (await json<{ result: { data: T } }>(res)).result.data;
export const trpcError = async (res: Response): Promise<string> =>
  (await json<{ error: { message: string } }>(res)).error.message;

// --- services

export const serviceTypePayload = (overrides: Fields = {}) => ({
  name: 'Prevenção',
  description: 'Rotina',
  icon: '🪥',
  color: '#10B981',
  ...overrides,
});

export const servicePayload = (serviceTypeId: string, overrides: Fields = {}) => ({
  name: 'Limpeza (profilaxia)',
  serviceTypeId,
  duration: 45,
  price: 220.5,
  description: 'Remoção de tártaro',
  mondayEnabled: true,
  tuesdayEnabled: true,
  wednesdayEnabled: true,
  thursdayEnabled: true,
  fridayEnabled: true,
  saturdayEnabled: false,
  sundayEnabled: false,
  startTime: '08:00',
  endTime: '18:00',
  ...overrides,
});

export async function createServiceType<T = { id: string }>(server: TestServer, who: Who, overrides: Fields = {}): Promise<T> {
  const res = await server.request('/service-types', { method: 'POST', token: who.token, json: serviceTypePayload(overrides) });
  return created<T>(res, 'serviceType');
}

export async function createService<T = { id: string }>(
  server: TestServer,
  who: Who,
  serviceTypeId: string,
  overrides: Fields = {},
): Promise<T> {
  const res = await server.request('/services', {
    method: 'POST',
    token: who.token,
    json: servicePayload(serviceTypeId, overrides),
  });
  return created<T>(res, 'service');
}

// --- clients

/** What the booking form's Cadastro tab sends (masked CPF and CEP, an empty e-mail). */
export const clientFormPayload = (overrides: Fields = {}) => ({
  cpf: formatCpf(randomCpf()),
  fullName: 'João Pedro Almeida',
  rg: '12.345.678-9',
  email: '',
  phone: '(11) 98765-4321',
  contactPhone: '(11) 3456-7890',
  cep: '01310-100',
  street: 'Avenida Paulista',
  number: '1578',
  complement: 'Apto 12',
  neighborhood: 'Bela Vista',
  city: 'São Paulo',
  state: 'sp',
  birthDate: '1990-05-20',
  notes: 'Alergia a penicilina',
  ...overrides,
});

/** A client with only the required fields (a fresh valid CPF), unless `fields` says more. */
export async function createClient<T = { id: string }>(server: TestServer, who: Who, fields: Fields = {}): Promise<T> {
  const res = await server.request('/api/clients', {
    method: 'POST',
    token: who.token,
    json: { fullName: 'João Pereira', cpf: randomCpf(), phone: '11987654321', ...fields },
  });
  return created<T>(res, 'client');
}

// --- appointments

/** POST /api/appointments as `who`; the answer, whatever it is. */
export async function requestAppointment(server: TestServer, who: Who, fields: Fields): Promise<Response> {
  return await server.request('/api/appointments', { method: 'POST', token: who.token, json: fields });
}

export async function createAppointment<T = { id: string }>(server: TestServer, who: Who, fields: Fields): Promise<T> {
  return created<T>(await requestAppointment(server, who, fields), 'appointment');
}

/** A registered owner's agenda ready to book: one service type, the given services and clients. */
export async function clinicWith(
  server: TestServer,
  owner: Owner,
  catalogue: { services: Fields[]; clients: Fields[] },
): Promise<{ serviceIds: string[]; clientIds: string[] }> {
  const type = await createServiceType(server, owner);
  const serviceIds: string[] = [];
  for (const fields of catalogue.services) serviceIds.push((await createService(server, owner, type.id, fields)).id);
  const clientIds: string[] = [];
  for (const fields of catalogue.clients) clientIds.push((await createClient(server, owner, fields)).id);
  return { serviceIds, clientIds };
}

// --- the clinic's profile

/** A clinic open Monday to Saturday, 08:00 to 20:00 — the whole grid — unless `overrides` say otherwise. */
export const OPEN_CLINIC_PROFILE = {
  name: 'Clínica Teste',
  phone: '(11) 3222-1111',
  cep: '01310-100',
  street: 'Avenida Paulista',
  number: '1000',
  neighborhood: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
  businessDays: [1, 2, 3, 4, 5, 6],
  openingTime: '08:00',
  closingTime: '20:00',
  timeZone: 'America/Sao_Paulo',
};

export async function openClinic(server: TestServer, who: Who, overrides: Fields = {}): Promise<void> {
  const res = await server.request('/api/company', {
    method: 'PUT',
    token: who.token,
    json: { ...OPEN_CLINIC_PROFILE, ...overrides },
  });
  if (res.status !== 200) throw new Error(`expected 200, got ${res.status}: ${await res.text()}`);
}
