import { addDays, onlyDigits } from '@agenda/br';
import type { Em } from '@agenda/db';
import { NEW_CLIENT_WINDOW_DAYS } from '../shared/filters.ts';
import type { ClientListItem, ClientListQuery, ClientPage } from '../shared/list.ts';

/** How the list counts a client's appointments: the SQL fragment the feature owning appointments contributes. */
export type AppointmentCountSql = (clientAlias: string) => string;

const NO_APPOINTMENTS: AppointmentCountSql = () => '0';

const iso = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const COLUMNS = `c.id, c.full_name, c.cpf, c.rg, c.email, c.phone, c.contact_phone, c.cep, c.street, c.number,
  c.complement, c.neighborhood, c.city, c.state, c.birth_date::text as birth_date, c.notes,
  c.registration_date::text as registration_date, ${iso('c.archived_at')} as archived_at,
  ${iso('c.created_at')} as created_at, ${iso('c.updated_at')} as updated_at`;

interface ClientRow {
  id: string;
  full_name: string;
  cpf: string;
  rg: string | null;
  email: string | null;
  phone: string;
  contact_phone: string | null;
  cep: string | null;
  street: string | null;
  number: string | null;
  complement: string | null;
  neighborhood: string | null;
  city: string | null;
  state: string | null;
  birth_date: string | null;
  notes: string | null;
  registration_date: string;
  archived_at: string | null;
  created_at: string;
  updated_at: string;
  appointment_count: number;
  total: string | number;
}

const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A term made only of digits and mask characters searches the CPF and phone digits; any other, the name. */
export function searchCondition(term: string): { sql: string; params: string[] } | null {
  if (!term) return null;
  if (/^[\d\s.\-()/+]+$/.test(term)) {
    const digits = onlyDigits(term);
    if (!digits) return null;
    const like = `%${digits}%`;
    return { sql: '(c.cpf like ? or c.phone like ?)', params: [like, like] };
  }
  return { sql: 'c.search_name like agenda_search_text(?)', params: [`%${escapeLike(term)}%`] };
}

/**
 * The SQL of one page of the active clients (archived ones are out), with their appointment count
 * and the total matching, in one statement: the page reads the (company, name) index in order and
 * stops at the limit, the total is one uncorrelated count. The bench runs the same statement raw.
 */
export function clientPageSql(
  companyId: string,
  query: ClientListQuery,
  today: string,
  countSql: AppointmentCountSql = NO_APPOINTMENTS,
): { sql: string; params: (string | number)[] } {
  const where = ['c.company_id = ?', 'c.archived_at is null'];
  const params: (string | number)[] = [companyId];
  const search = searchCondition(query.search);
  if (search) {
    where.push(search.sql);
    params.push(...search.params);
  }
  if (query.filter === 'novos') {
    where.push('c.registration_date between ?::date and ?::date');
    params.push(addDays(today, -NEW_CLIENT_WINDOW_DAYS), today);
  } else if (query.filter === 'recorrentes') {
    where.push(`${countSql('c')} > 0`);
  }
  const condition = where.join(' and ');
  const sql = `select ${COLUMNS}, ${countSql('c')}::int as appointment_count,
       (select count(*) from client c where ${condition}) as total
  from client c
 where ${condition}
 order by c.search_name, c.id
 limit ? offset ?`;
  return { sql, params: [...params, ...params, query.limit, query.offset] };
}

function toItem(row: ClientRow): ClientListItem {
  return {
    id: row.id,
    fullName: row.full_name,
    cpf: row.cpf,
    rg: row.rg,
    email: row.email,
    phone: row.phone,
    contactPhone: row.contact_phone,
    cep: row.cep,
    street: row.street,
    number: row.number,
    complement: row.complement,
    neighborhood: row.neighborhood,
    city: row.city,
    state: row.state,
    birthDate: row.birth_date,
    notes: row.notes,
    registrationDate: row.registration_date,
    archivedAt: row.archived_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    appointmentCount: Number(row.appointment_count),
  };
}

/** One page of the company's active clients by name, searched and filtered on the server. */
export async function listClients(
  em: Em,
  companyId: string,
  query: ClientListQuery,
  { today, countSql }: { today: string; countSql?: AppointmentCountSql },
): Promise<ClientPage> {
  const page = clientPageSql(companyId, query, today, countSql);
  const rows = (await em.execute(page.sql, page.params)) as ClientRow[];
  if (rows.length || query.offset === 0) return { clients: rows.map(toItem), total: rows[0] ? Number(rows[0].total) : 0 };
  // Past the last page there is no row to carry the count: count alone.
  const count = clientPageSql(companyId, { ...query, limit: 1, offset: 0 }, today, countSql);
  const first = (await em.execute(count.sql, count.params)) as ClientRow[];
  return { clients: [], total: first[0] ? Number(first[0].total) : 0 };
}
