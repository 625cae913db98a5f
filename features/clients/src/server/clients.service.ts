import { companyFacts } from '@agenda/auth/server';
import { DEFAULT_TIME_ZONE, nowInTimeZone } from '@agenda/br';
import { type Em, PG_UNIQUE_VIOLATION, type Plain, findOneBySql, isUuid, make, pgErrorCode, plain, sql } from '@agenda/db';
import { conflict, notFound } from '@agenda/trpc';
import type { FieldChange } from './points.ts';
import type { ClientData } from '../shared/answers.ts';
import type { ClientFields } from '../shared/client.ts';
import { CLIENTS_TEXTS as T } from '../shared/texts.ts';
import { toClientData } from './answers.ts';
import { type Client, ClientSchema } from './entities/client.entity.ts';

/** A client of the company, managed (this feature's own changes); a missing, foreign or malformed id is a 404. */
export async function loadClient(em: Em, companyId: string, clientId: string): Promise<Client> {
  // Plain SQL: bookings and checkouts ask it inside their writes (decision 070).
  const client = isUuid(clientId)
    ? await findOneBySql(em, ClientSchema, sql`company_id = ${companyId} and id = ${clientId}`, { name: 'clients_load' })
    : null;
  if (!client) throw notFound(T.clientNotFound);
  return client;
}

/** A client of the company as data, for other features; a missing, foreign or malformed id is a 404. */
export async function findClient(em: Em, companyId: string, clientId: string): Promise<Plain<Client>> {
  return plain(await loadClient(em, companyId, clientId));
}

export async function getClient(em: Em, companyId: string, clientId: string): Promise<ClientData> {
  return toClientData(await loadClient(em, companyId, clientId));
}

/** The company's client with this CPF (11 digits), or null. */
export async function searchClientByCpf(em: Em, cpf: string): Promise<ClientData | null> {
  const client = await em.findOne(ClientSchema, { cpf });
  return client ? toClientData(client) : null;
}

/** Today in the company's time zone: the registration date of a new client. */
export async function companyToday(em: Em, companyId: string): Promise<string> {
  return nowInTimeZone((await companyFacts(em, companyId))?.timeZone ?? DEFAULT_TIME_ZONE).date;
}

async function assertCpfFree(em: Em, cpf: string, exceptId?: string): Promise<void> {
  const other = await em.findOne(ClientSchema, { cpf, ...(exceptId ? { id: { $ne: exceptId } } : {}) }, { fields: ['id'] });
  if (other) throw conflict(T.duplicateCpf);
}

/** Two saves of one CPF at once pass the check; the unique index (company_id, cpf) refuses the second. */
async function flushCpfChecked(em: Em): Promise<void> {
  try {
    await em.flush();
  } catch (error) {
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw conflict(T.duplicateCpf);
    throw error;
  }
}

export async function createClient(em: Em, companyId: string, input: ClientFields): Promise<ClientData> {
  await assertCpfFree(em, input.cpf);
  const client = make(em, ClientSchema, {
    companyId,
    ...input,
    registrationDate: await companyToday(em, companyId),
    archivedAt: null,
  });
  await flushCpfChecked(em);
  return toClientData(client);
}

/** Replaces the fields present in `fields`; the others keep their stored values. */
export async function updateClient(
  em: Em,
  companyId: string,
  clientId: string,
  fields: Partial<ClientFields>,
): Promise<{ client: ClientData; changes: FieldChange[] }> {
  const client = await loadClient(em, companyId, clientId);
  if (fields.cpf !== undefined && fields.cpf !== client.cpf) await assertCpfFree(em, fields.cpf, client.id);
  const before = toClientData(client);
  // Saving an archived client (found again by CPF at a new booking) brings it back to the lists.
  em.assign(client, { ...fields, archivedAt: null });
  await flushCpfChecked(em);
  const after = toClientData(client);
  const saved = FORM_ORDER.filter((field) => fields[field] !== undefined);
  return { client: after, changes: diffClient(before, after, saved) };
}

/** The client form's fields, in the order a change lists them. */
const FORM_ORDER: readonly (keyof ClientFields)[] = [
  'fullName',
  'cpf',
  'rg',
  'phone',
  'contactPhone',
  'email',
  'birthDate',
  'cep',
  'street',
  'number',
  'complement',
  'neighborhood',
  'city',
  'state',
  'notes',
];

const blank = (value: unknown) => value === undefined || value === null || value === '';

/** Field by field, what a save of the client form changed (as a tab's history records it). */
export function diffClient(before: ClientData, after: ClientData, fields: readonly (keyof ClientFields)[]): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const field of fields) {
    const o = blank(before[field]) ? null : before[field];
    const n = blank(after[field]) ? null : after[field];
    if (o === n) continue;
    const action = o === null ? 'added' : n === null ? 'removed' : 'modified';
    changes.push({ field, action, oldValue: o, newValue: n });
  }
  return changes;
}

/** Whether the company has any client yet, typed or imported (a step of a new clinic's first steps). */
export async function hasClients(em: Em): Promise<boolean> {
  return (await em.count(ClientSchema)) > 0;
}
