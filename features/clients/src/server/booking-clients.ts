import { type Em, type Plain, findOneBySql, plain, sql } from '@agenda/db';
import type { ClientData } from '../shared/answers.ts';
import { createClient } from './clients.service.ts';
import { type Client, ClientSchema } from './entities/client.entity.ts';

/** The company's client with this CPF (11 digits), archived ones too, or null: online booking finds its patient so. */
export async function clientByCpf(em: Em, companyId: string, cpf: string): Promise<Plain<Client> | null> {
  // Plain SQL: the online booking asks it inside its write (decision 070).
  const client = await findOneBySql(em, ClientSchema, sql`company_id = ${companyId} and cpf = ${cpf}`, {
    name: 'clients_by_cpf',
  });
  return client && plain(client);
}

/**
 * A new client from what a patient typed on the clinic's booking page: name, CPF, mobile and, when
 * given, e-mail and date of birth (the rest staff complete later). Two bookings of one new CPF at once:
 * the CPF's unique index refuses the second (409), as for any client.
 */
export function createClientFromBooking(
  em: Em,
  companyId: string,
  typed: { fullName: string; cpf: string; phone: string; email: string | null; birthDate: string | null },
): Promise<ClientData> {
  return createClient(em, companyId, {
    ...typed,
    rg: null,
    contactPhone: null,
    cep: null,
    street: null,
    number: null,
    complement: null,
    neighborhood: null,
    city: null,
    state: null,
    notes: null,
  });
}

/** The company's clients among `ids` (the staff's list of online bookings compares them with what was typed). */
export async function clientsByIds(em: Em, companyId: string, ids: readonly string[]): Promise<Map<string, Plain<Client>>> {
  const unique = [...new Set(ids)];
  const found = unique.length ? await em.find(ClientSchema, { companyId, id: { $in: unique } }) : [];
  return new Map(found.map((c) => [c.id, plain(c)]));
}
