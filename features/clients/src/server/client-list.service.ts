import { addDays, onlyDigits } from '@agenda/br';
import { type Sql, type SqlTarget, runSql, sql } from '@agenda/db';
import { NEW_CLIENT_WINDOW_DAYS } from '../shared/filters.ts';
import { CLIENT_COUNT_CAP, type ClientListItem, type ClientListQuery, type ClientPage } from '../shared/list.ts';
import type { AppointmentCountFragment, ClientRowRef } from './points.ts';

/** How the list counts a client's appointments: the fragment the feature owning appointments contributes. */
type AppointmentCountSql = AppointmentCountFragment;

const NO_APPOINTMENTS: AppointmentCountSql = () => sql`0`;

/** The client row aliased `alias` in the list's statement. */
const clientRow = (alias: string): ClientRowRef => ({ companyId: sql.id(`${alias}.company_id`), id: sql.id(`${alias}.id`) });

/** The first page reads at most this many list entries per row it wants before sorting every match instead. */
const HEAD_SCAN_FACTOR = 100;

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
  total_is_lower_bound: boolean | null;
}

const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

const and = (terms: Sql[]) => (terms.length ? sql.join(terms, ' and ') : sql`true`);

/** What the search box asks for: digits of a CPF or phone, a piece of a name, or nothing. */
type SearchTerm = { digits: string } | { name: string } | null;

/** A term made only of digits and mask characters searches the CPF and phone digits; any other, the name. */
function searchTerm(term: string): SearchTerm {
  if (!term) return null;
  if (/^[\d\s.\-()/+]+$/.test(term)) {
    const digits = onlyDigits(term);
    return digits ? { digits } : null;
  }
  return { name: term };
}

/**
 * Four digits or more match about two CPFs or phones in a thousand, or fewer: too few to fill a page
 * from the list in order.
 */
const RARE_DIGITS = 4;

/**
 * What a client of `alias` (a row of `client_search`) must satisfy for the search box and Novos. A
 * name is compared with `term.pattern`, computed once per statement (a prepared statement's generic
 * plan would otherwise unaccent the term for every row it checks).
 */
function searchCondition(alias: string, query: ClientListQuery, today: string): Sql[] {
  const terms: Sql[] = [];
  const search = searchTerm(query.search);
  const column = (name: string) => sql.id(`${alias}.${name}`);
  if (search && 'digits' in search) {
    const like = `%${search.digits}%`;
    terms.push(sql`(${column('cpf')} like ${like} or ${column('phone')} like ${like})`);
  } else if (search) {
    terms.push(sql`${column('search_name')} like (select pattern from term)`);
  }
  if (query.filter === 'novos') {
    const from = addDays(today, -NEW_CLIENT_WINDOW_DAYS);
    terms.push(sql`${column('registration_date')} between ${from}::date and ${today}::date`);
  }
  return terms;
}

/** Recorrentes, asked of calendar one client at a time: always checked last, on as few rows as can be. */
const recurringCondition = (alias: string, countSql: AppointmentCountSql) => sql`${countSql(clientRow(alias))} > 0`;

/**
 * Every match, through the trigram indexes, sorted, up to the page's end. `offset 0` keeps the
 * planner from reading the list in order instead (it would expect the matches spread evenly over it).
 * Recorrentes is asked of the sorted matches one by one until the page is full, not of every match.
 */
function sortedMatches(companyId: string, query: ClientListQuery, today: string, countSql: AppointmentCountSql): Sql {
  const found = and(searchCondition('s', query, today));
  const wanted = query.offset + query.limit;
  if (query.filter !== 'recorrentes') {
    return sql`select m.id, m.search_name
    from (select s.id, s.search_name from client_search s where s.company_id = ${companyId} and ${found} offset 0) m
   order by m.search_name, m.id
   limit ${wanted}`;
  }
  return sql`select m.id, m.search_name
    from (select s.id, s.company_id, s.search_name from client_search s
           where s.company_id = ${companyId} and ${found} order by s.search_name, s.id offset 0) m
   where ${recurringCondition('m', countSql)}
   order by m.search_name, m.id
   limit ${wanted}`;
}

/**
 * The SQL of one page of the active clients by name (archived ones are out), with their appointment
 * count and the total matching, in one statement. The bench runs the same statement raw.
 *
 * The matches come from `client_search` (decision 016), two ways, cheapest first:
 * - `head` reads the list in order (index-only) and stops at the page's last row: a common fragment
 *   spread over the names fills the page within a few hundred entries. It looks at most
 *   HEAD_SCAN_FACTOR entries per row wanted: a fragment clustered late in the order (a first name
 *   like 'Sérgio') or a rare one would read most of the list.
 * - otherwise `matches` (sortedMatches).
 * While searching or filtering, the total counts the matches (through the trigram indexes) only up to
 * the larger of CLIENT_COUNT_CAP and the page's end, and says so beyond (`total_is_lower_bound`); the
 * whole list is always counted. The page's appointment counts are computed for its rows only.
 */
export function clientPageSql(
  companyId: string,
  query: ClientListQuery,
  today: string,
  countSql: AppointmentCountSql = NO_APPOINTMENTS,
): Sql {
  const wanted = query.offset + query.limit;
  const search = searchTerm(query.search);
  const pattern = search && 'name' in search ? `%${escapeLike(search.name)}%` : '';
  const headScan = search && 'digits' in search && search.digits.length >= RARE_DIGITS ? 0 : wanted * HEAD_SCAN_FACTOR;
  const condition = (alias: string) => [
    ...searchCondition(alias, query, today),
    ...(query.filter === 'recorrentes' ? [recurringCondition(alias, countSql)] : []),
  ];
  const narrowed = condition('s');
  const countLimit = narrowed.length ? Math.max(CLIENT_COUNT_CAP, wanted) : null;
  const count = narrowed.length
    ? sql`select count(*) from (select from client_search s where s.company_id = ${companyId} and ${and(narrowed)} limit ${(countLimit ?? 0) + 1}) x`
    : sql`select count(*) from client_search s where s.company_id = ${companyId}`;
  return sql`with term as materialized (
  select agenda_search_text(${pattern}) as pattern
), head as (
  select o.id, o.search_name
    from (select s.id, s.company_id, s.search_name, s.cpf, s.phone, s.registration_date
            from client_search s
           where s.company_id = ${companyId}
           order by s.search_name, s.id
           limit ${headScan}) o
   where ${and(condition('o'))}
   limit ${wanted}
), head_is_enough as materialized (
  select count(*) = ${wanted} as yes from head
), matches as materialized (
  ${sortedMatches(companyId, query, today, countSql)}
), page as (
  select id, search_name from head where (select yes from head_is_enough)
  union all
  select id, search_name from matches where not (select yes from head_is_enough)
)
select ${sql.raw(COLUMNS)}, ${countSql(clientRow('c'))}::int as appointment_count,
       least(t.n, ${countLimit}::bigint) as total, t.n > ${countLimit}::bigint as total_is_lower_bound
  from (${count}) t (n)
  left join (select id, search_name from page order by search_name, id limit ${query.limit} offset ${query.offset}) p on true
  left join client c on c.company_id = ${companyId} and c.id = p.id
 order by p.search_name, p.id`;
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

/**
 * Each distinct text of the statement (one per kind of search and filter) runs as a prepared
 * statement of its own: the list is read on every keystroke, and planning it costs about as much as
 * running it. Its adaptive parts decide at run time, so the generic plan serves every term.
 */
const statementNames = new Map<string, string>();
const statementName = (text: string) => {
  let name = statementNames.get(text);
  if (!name) {
    name = `clients_list_${statementNames.size + 1}`;
    statementNames.set(text, name);
  }
  return name;
};

/**
 * One page of the company's active clients by name, searched and filtered on the server: one
 * statement, so it runs as a hot read (decision 015) or inside a request's transaction alike.
 */
export async function listClients(
  db: SqlTarget,
  companyId: string,
  query: ClientListQuery,
  { today, countSql }: { today: string; countSql?: AppointmentCountSql },
): Promise<ClientPage> {
  const page = clientPageSql(companyId, query, today, countSql);
  const rows = await runSql<ClientRow>(db, page, statementName(page.render().text));
  const counted = rows[0];
  const clients = rows.filter((row) => row.id !== null).map(toItem);
  const total = counted ? Number(counted.total) : 0;
  return counted?.total_is_lower_bound ? { clients, total, totalIsLowerBound: true } : { clients, total };
}
