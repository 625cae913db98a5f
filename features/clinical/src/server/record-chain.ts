import { createHash, randomUUID } from 'node:crypto';
import type { Em } from '@agenda/db';
import { canonicalJson } from '../shared/canonical.ts';
import type { EntryIntegrity } from '../shared/notes.ts';

// The hash chain of a patient's clinical entries (decision 052). Every write of an entry (its
// creation, an edit of a draft, its finalisation, a delete) appends one link to the patient's chain
// in the same transaction: the SHA-256 of the entry's canonical content, and the link's own hash over
// the previous link's hash and that content hash. A read recomputes both and flags an entry whose
// row no longer matches its newest link: a row changed behind the application.

/** The entries' tables (decision 052) and the chart's (decision 058): every row a patient's record holds. */
export const CHAINED_TABLES = [
  'clinical_note',
  'medical_record_entry',
  'tooth_state',
  'tooth_treatment',
  'tooth_face_condition',
  'perio_exam',
  'initial_situation',
] as const;
export type ChainedTable = (typeof CHAINED_TABLES)[number];
/** The chart's tables: what the odontogram draws, the periograms, the initial situation. */
export type ChartTable = Exclude<ChainedTable, 'clinical_note' | 'medical_record_entry'>;
export type ChainAction = 'backfill' | 'create' | 'update' | 'finalize' | 'delete';
/** A raw statement on the caller's transaction (`?` placeholders), as the ORM and the migrations give it. */
export type Execute = (sql: string, params?: unknown[]) => Promise<Record<string, unknown>[]>;

export interface ChainLink {
  seq: number;
  entryTable: ChainedTable;
  entryId: string;
  contentHash: string;
  prevHash: string | null;
  hash: string;
}

const utcMillis = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * What is hashed, column by column: everything a reader of the entry sees or relies on, the kept
 * history (versions, deletion) and the finalisation. Not `updated_at` (bookkeeping) nor a note's
 * `appointment_id`, which the database itself clears when the appointment is deleted.
 */
const KEPT: [string, string][] = [
  ['id', 'id'],
  ['client_id', 'client_id'],
  ['versions', 'versions'],
  ['deleted_at', utcMillis('deleted_at')],
  ['deleted_by', 'deleted_by'],
  ['delete_reason', 'delete_reason'],
  ['created_by', 'created_by'],
  ['created_by_name', 'created_by_name'],
  ['created_at', utcMillis('created_at')],
  ['finalized_at', utcMillis('finalized_at')],
  ['finalized_by', 'finalized_by'],
  ['finalized_by_name', 'finalized_by_name'],
  ['supersedes_id', 'supersedes_id'],
];
/** Each chained table's hashed columns: the key in the canonical content and the SQL that reads it. */
export const HASHED: Record<ChainedTable, [string, string][]> = {
  clinical_note: [
    ...KEPT,
    ['type', 'type'],
    ['title', 'title'],
    ['content', 'content'],
    ['tooth', 'tooth'],
    ['procedure_type', 'procedure_type'],
  ],
  medical_record_entry: [
    ...KEPT,
    ['date', 'date::text'],
    ['time', 'time'],
    ['type', 'type'],
    ['title', 'title'],
    ['description', 'description'],
    ['diagnosis', 'diagnosis'],
    ['treatment', 'treatment'],
    ['medications', 'medications'],
    ['next_appointment', 'next_appointment::text'],
    ['professional_name', 'professional_name'],
  ],
  // The chart (decision 058): what the dentist reads and the kept history (versions, status changes).
  // Not `updated_at` (bookkeeping).
  tooth_state: [
    ['id', 'id'],
    ['client_id', 'client_id'],
    ['tooth', 'tooth'],
    ['status', 'status'],
    ['notes', 'notes'],
    ['updated_by', 'updated_by'],
    ['created_at', utcMillis('created_at')],
  ],
  tooth_treatment: [
    ['id', 'id'],
    ['client_id', 'client_id'],
    ['tooth', 'tooth'],
    ['treatment_id', 'treatment_id'],
    ['surfaces', 'surfaces'],
    ['status', 'status'],
    ['notes', 'notes'],
    ['status_history', 'status_history'],
    ['created_by', 'created_by'],
    ['performed_by', 'performed_by'],
    ['performed_by_name', 'performed_by_name'],
    ['performed_on', 'performed_on::text'],
    ['created_at', utcMillis('created_at')],
  ],
  tooth_face_condition: [
    ['id', 'id'],
    ['client_id', 'client_id'],
    ['tooth', 'tooth'],
    ['face', 'face'],
    ['condition', 'condition'],
    ['material', 'material'],
    ['versions', 'versions'],
    ['updated_by', 'updated_by'],
    ['created_at', utcMillis('created_at')],
  ],
  perio_exam: [
    ['id', 'id'],
    ['client_id', 'client_id'],
    ['exam_date', 'exam_date::text'],
    ['sites', 'sites'],
    ['teeth', 'teeth'],
    ['versions', 'versions'],
    ['created_by', 'created_by'],
    ['created_by_name', 'created_by_name'],
    ['created_at', utcMillis('created_at')],
  ],
  initial_situation: [
    ['id', 'id'],
    ['client_id', 'client_id'],
    ['recorded_on', 'recorded_on::text'],
    ['teeth', 'teeth'],
    ['created_by', 'created_by'],
    ['created_by_name', 'created_by_name'],
    ['created_at', utcMillis('created_at')],
  ],
};

const contentSelect = (table: ChainedTable) =>
  `select id::text as id, jsonb_build_object(${HASHED[table].map(([key, expr]) => `'${key}', ${expr}`).join(', ')}) as content
     from ${table} where company_id = ? and client_id = ?`;

export const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** The content hash of one entry: its table and its hashed columns, in canonical form. */
export const contentHash = (table: ChainedTable, content: Record<string, unknown>) =>
  sha256(canonicalJson({ table, ...content }));

/** A link's hash: the previous link's hash (none for the first) and this entry's content hash. */
export const linkHash = (prevHash: string | null, hashOfContent: string) => {
  const input = `agenda-record-chain/1\n${prevHash ?? ''}\n${hashOfContent}`;
  const known = linkHashes.get(input);
  if (known) return known;
  const hash = sha256(input);
  if (linkHashes.size >= LINK_HASHES_MAX) linkHashes.delete(linkHashes.keys().next().value as string);
  linkHashes.set(input, hash);
  return hash;
};
/**
 * Every read walks the patient's whole chain; a link's hash is a pure function of its two inputs, so
 * the ones already computed are remembered (bounded) and a walk over a known chain hashes nothing.
 */
const linkHashes = new Map<string, string>();
const LINK_HASHES_MAX = 100_000;

export const emExecute =
  (em: Em): Execute =>
  (sql, params) =>
    em.execute(sql, params as never[]) as Promise<Record<string, unknown>[]>;

/** One chain per patient: appends wait for each other (the lock ends with the transaction). */
async function lockChain(execute: Execute, companyId: string, clientId: string) {
  await execute('select pg_advisory_xact_lock(hashtextextended(?, 52)) as locked', [`record-chain:${companyId}:${clientId}`]);
}

/** Takes the patient's chain lock now, before a check that must not race another write (a new version). */
export const lockPatientChain = (em: Em, companyId: string, clientId: string) => lockChain(emExecute(em), companyId, clientId);

/** Appends the entry's current state to the patient's chain; answers the new link's hash. */
export async function appendLink(
  execute: Execute,
  companyId: string,
  clientId: string,
  table: ChainedTable,
  entryId: string,
  action: ChainAction,
): Promise<string> {
  await lockChain(execute, companyId, clientId);
  const [row] = await execute(`${contentSelect(table)} and id = ?`, [companyId, clientId, entryId]);
  if (!row) throw new Error(`record chain: ${table} ${entryId} not found`);
  const [last] = await execute(
    'select seq, hash from clinical_chain_link where company_id = ? and client_id = ? order by seq desc limit 1',
    [companyId, clientId],
  );
  const prevHash = last ? String(last.hash) : null;
  const hashOfContent = contentHash(table, row.content as Record<string, unknown>);
  const hash = linkHash(prevHash, hashOfContent);
  await execute(
    `insert into clinical_chain_link
       (id, company_id, client_id, seq, entry_table, entry_id, action, content_hash, prev_hash, hash, created_at)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, now())`,
    [randomUUID(), companyId, clientId, last ? Number(last.seq) + 1 : 1, table, entryId, action, hashOfContent, prevHash, hash],
  );
  return hash;
}

/** The write of an entry, chained on the caller's transaction. */
export const chainWrite = (
  em: Em,
  companyId: string,
  clientId: string,
  table: ChainedTable,
  entryId: string,
  action: ChainAction,
) => appendLink(emExecute(em), companyId, clientId, table, entryId, action);

/**
 * Chains the entries that have no link yet (the rows written before the chain existed, the demo
 * clinic's), oldest first per patient. Run by the migration and the demo seeder, never on a read:
 * after them an entry without a link is one written behind the application.
 */
export async function chainUnlinked(
  execute: Execute,
  companyId: string | null = null,
  tables: readonly ChainedTable[] = CHAINED_TABLES,
): Promise<number> {
  const unlinked = (table: ChainedTable) => `
    select company_id, client_id, id, created_at, '${table}' as entry_table from ${table} t
     where (?::uuid is null or company_id = ?::uuid)
       and not exists (select 1 from clinical_chain_link l
                        where l.company_id = t.company_id and l.entry_table = '${table}' and l.entry_id = t.id)`;
  const rows = await execute(
    `${tables.map(unlinked).join(' union all ')} order by company_id, client_id, created_at, id`,
    tables.flatMap(() => [companyId, companyId]),
  );
  for (const r of rows) {
    await appendLink(execute, String(r.company_id), String(r.client_id), r.entry_table as ChainedTable, String(r.id), 'backfill');
  }
  return rows.length;
}

/**
 * What the chain says of each entry: intact (its row hashes to its newest link's content hash, and
 * every link up to the newest verifies) or altered. Links from the first one that does not verify
 * (a hash, a previous hash or a sequence number that does not follow) on are not trusted.
 */
export function verifyChain(links: readonly ChainLink[], current: ReadonlyMap<string, string>): Map<string, EntryIntegrity> {
  const ordered = [...links].sort((a, b) => a.seq - b.seq);
  let brokenAt = ordered.length;
  let prev: string | null = null;
  for (const [i, link] of ordered.entries()) {
    if (link.seq !== i + 1 || link.prevHash !== prev || link.hash !== linkHash(prev, link.contentHash)) {
      brokenAt = i;
      break;
    }
    prev = link.hash;
  }
  const newest = new Map<string, { link: ChainLink; index: number }>();
  for (const [index, link] of ordered.entries()) newest.set(chainKey(link.entryTable, link.entryId), { link, index });
  const result = new Map<string, EntryIntegrity>();
  for (const [key, hashOfContent] of current) {
    const found = newest.get(key);
    const altered = !found || found.index >= brokenAt || found.link.contentHash !== hashOfContent;
    result.set(key, { hash: found ? found.link.hash : null, altered });
  }
  return result;
}

export const chainKey = (table: ChainedTable, id: string) => `${table}:${id}`;

/** The integrity of each of the patient's entries of one table, keyed by entry id. */
export async function chainIntegrity(
  em: Em,
  companyId: string,
  clientId: string,
  table: ChainedTable,
): Promise<Map<string, EntryIntegrity>> {
  const execute = emExecute(em);
  const rows = await execute(contentSelect(table), [companyId, clientId]);
  const links = await execute(
    `select seq, entry_table, entry_id::text as entry_id, content_hash, prev_hash, hash from clinical_chain_link
      where company_id = ? and client_id = ? order by seq`,
    [companyId, clientId],
  );
  const current = new Map(
    rows.map((r) => [chainKey(table, String(r.id)), contentHash(table, r.content as Record<string, unknown>)] as const),
  );
  const verified = verifyChain(
    links.map((l) => ({
      seq: Number(l.seq),
      entryTable: l.entry_table as ChainedTable,
      entryId: String(l.entry_id),
      contentHash: String(l.content_hash),
      prevHash: l.prev_hash === null ? null : String(l.prev_hash),
      hash: String(l.hash),
    })),
    current,
  );
  return new Map([...verified].map(([key, integrity]) => [key.slice(table.length + 1), integrity]));
}

/** What the chain says of one row (altered when the check did not read it: no row, no link). */
export function integrityIn(verified: ReadonlyMap<string, EntryIntegrity>, table: ChainedTable, id: string): EntryIntegrity {
  const found = verified.get(chainKey(table, id));
  return found ? { hash: found.hash, altered: found.altered } : { hash: null, altered: true };
}
