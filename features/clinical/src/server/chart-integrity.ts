import type { Em } from '@agenda/db';
import type { EntryIntegrity } from '../shared/notes.ts';
import {
  type ChainLink,
  type ChainedTable,
  type ChartTable,
  HASHED,
  chainKey,
  contentHash,
  emExecute,
  verifyChain,
} from './record-chain.ts';

// The chart's integrity check (decision 058) on every read of the odontogram, a periogram or the
// initial situation. Hashing each row's canonical content in Node cost the 200-item chart about 4 ms
// of CPU a read; PostgreSQL now sends each row's fingerprint (the SHA-256 of its hashed columns as
// jsonb text) and the content hash already computed for that exact fingerprint is reused. A row
// changed in any hashed column has another fingerprint, so it is hashed again and checked anew.

/** A row's integrity, with the tooth it is about (null for an exam or the initial situation). */
export interface ChartIntegrity extends EntryIntegrity {
  tooth: number | null;
}

/** `table:id:fingerprint` → the content hash; the oldest are forgotten past the bound. */
const known = new Map<string, string>();
const KNOWN_MAX = 50_000;

function remember(key: string, hash: string) {
  if (known.size >= KNOWN_MAX) known.delete(known.keys().next().value as string);
  known.set(key, hash);
}

const contentOf = (table: ChartTable) =>
  `jsonb_build_object(${HASHED[table].map(([key, expr]) => `'${key}', ${expr}`).join(', ')})`;
const fingerprintOf = (table: ChartTable) => `encode(sha256(convert_to(${contentOf(table)}::text, 'UTF8')), 'hex')`;
const toothOf = (table: ChartTable) => (HASHED[table].some(([key]) => key === 'tooth') ? 'tooth' : 'null::int');

interface Row {
  part: 'link' | 'row';
  seq: number | null;
  entry_table: string;
  entry_id: string;
  content_hash: string | null;
  prev_hash: string | null;
  hash: string | null;
  fingerprint: string | null;
  tooth: number | null;
}

/** The patient's links and the fingerprints of the rows asked, in one statement on the indexes. */
async function linksAndFingerprints(
  em: Em,
  companyId: string,
  clientId: string,
  tables: readonly ChartTable[],
  only?: { table: ChartTable; id: string },
) {
  const parts = [
    `select 'link' as part, seq, entry_table, entry_id::text as entry_id, content_hash, prev_hash, hash,
            null::text as fingerprint, null::int as tooth
       from clinical_chain_link where company_id = ? and client_id = ?`,
    ...tables.map(
      (table) =>
        `select 'row', null, '${table}', id::text, null, null, null, ${fingerprintOf(table)}, ${toothOf(table)}
           from ${table} where company_id = ? and client_id = ?${only?.table === table ? ' and id = ?' : ''}`,
    ),
  ];
  const params = [
    companyId,
    clientId,
    ...tables.flatMap((table) => (only?.table === table ? [companyId, clientId, only.id] : [companyId, clientId])),
  ];
  return (await emExecute(em)(parts.join(' union all '), params)) as unknown as Row[];
}

/** The content hashes of rows not seen with these fingerprints yet, read and hashed once. */
async function hashUnknown(em: Em, companyId: string, rows: { table: ChartTable; id: string }[]) {
  const byTable = new Map<ChartTable, string[]>();
  for (const r of rows) byTable.set(r.table, [...(byTable.get(r.table) ?? []), r.id]);
  const found = new Map<string, { fingerprint: string; hash: string }>();
  for (const [table, ids] of byTable) {
    const read = await emExecute(em)(
      `select id::text as id, ${fingerprintOf(table)} as fingerprint, ${contentOf(table)} as content
         from ${table} where company_id = ? and id in (?)`,
      [companyId, ids],
    );
    for (const r of read) {
      const hash = contentHash(table, r.content as Record<string, unknown>);
      const key = chainKey(table, String(r.id));
      remember(`${key}:${r.fingerprint}`, hash);
      found.set(key, { fingerprint: String(r.fingerprint), hash });
    }
  }
  return found;
}

/**
 * The integrity of the patient's rows of the chart tables asked (keyed `table:id`). `only` narrows
 * one table to one row (a single periogram). A row whose fingerprint moved between the two reads (a
 * write committed in between) is checked again from the start, so it is never reported altered for that.
 */
export async function chartIntegrity(
  em: Em,
  companyId: string,
  clientId: string,
  tables: readonly ChartTable[],
  only?: { table: ChartTable; id: string },
  retried = false,
): Promise<Map<string, ChartIntegrity>> {
  const rows = await linksAndFingerprints(em, companyId, clientId, tables, only);
  const links: ChainLink[] = [];
  const current = new Map<string, string>();
  const teeth = new Map<string, number | null>();
  const unknown: { table: ChartTable; id: string; fingerprint: string }[] = [];
  for (const r of rows) {
    const table = r.entry_table as ChainedTable;
    if (r.part === 'link') {
      links.push({
        seq: Number(r.seq),
        entryTable: table,
        entryId: String(r.entry_id),
        contentHash: String(r.content_hash),
        prevHash: r.prev_hash === null ? null : String(r.prev_hash),
        hash: String(r.hash),
      });
      continue;
    }
    const key = chainKey(table, r.entry_id);
    teeth.set(key, r.tooth === null ? null : Number(r.tooth));
    const hash = known.get(`${key}:${r.fingerprint}`);
    if (hash) current.set(key, hash);
    else unknown.push({ table: table as ChartTable, id: r.entry_id, fingerprint: String(r.fingerprint) });
  }
  if (unknown.length) {
    const hashed = await hashUnknown(em, companyId, unknown);
    const moved = unknown.some((u) => hashed.get(chainKey(u.table, u.id))?.fingerprint !== u.fingerprint);
    if (moved && !retried) return chartIntegrity(em, companyId, clientId, tables, only, true);
    for (const u of unknown) {
      const key = chainKey(u.table, u.id);
      const hash = hashed.get(key)?.hash;
      if (hash) current.set(key, hash);
    }
  }
  return new Map([...verifyChain(links, current)].map(([key, v]) => [key, { ...v, tooth: teeth.get(key) ?? null }]));
}
