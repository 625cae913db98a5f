import { createReadStream, createWriteStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { finished } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { createOrm, runSql, sql } from '@agenda/db';
import pg from 'pg';
import { migrations } from '../features.ts';
import { copyIn, copyOut } from './copy.ts';

// A logical backup (decision 023): every table's rows in COPY's text format, all read in one
// repeatable-read snapshot, gzip'd into one file; the schema is not in it — a restore recreates it
// by running the migrations the backup names, loads the rows, and then runs any newer migration.

const FORMAT = 'agenda-backup';
const VERSION = 1;
const MIGRATIONS_TABLE = 'mikro_orm_migrations';

interface Header {
  format: string;
  version: number;
  createdAt: string;
  postgres: string;
  migrations: string[];
}
export interface BackupSummary {
  rows: Record<string, number>;
  sequences: number;
}

/** A table of the public schema, quoted, as COPY and the sequence reads name it. */
const inPublic = (name: string) => sql.id(`public.${name}`).render().text;

/** The schema's tables (columns a value can be given to), parents before the tables that refer to them. */
async function tables(client: pg.Client): Promise<{ name: string; columns: string[] }[]> {
  const rows = await runSql<{ name: string; columns: string[] }>(
    client,
    sql`select c.relname as name, array_agg(a.attname::text order by a.attnum) as columns
          from pg_class c
          join pg_namespace n on n.oid = c.relnamespace
          join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
         where n.nspname = 'public' and c.relkind = 'r' and not c.relispartition and c.relname <> ${MIGRATIONS_TABLE}
         group by c.relname order by c.relname`,
  );
  const references = await runSql<{ child: string; parent: string }>(
    client,
    sql`select ch.relname as child, pa.relname as parent from pg_constraint k
          join pg_class ch on ch.oid = k.conrelid join pg_class pa on pa.oid = k.confrelid
         where k.contype = 'f' and k.connamespace = 'public'::regnamespace and k.conrelid <> k.confrelid`,
  );
  const ordered: typeof rows = [];
  const placed = new Set<string>();
  const visit = (table: (typeof rows)[number], path: Set<string>) => {
    if (placed.has(table.name) || path.has(table.name)) return;
    path.add(table.name);
    for (const { parent } of references.filter((r) => r.child === table.name)) {
      const found = rows.find((t) => t.name === parent);
      if (found) visit(found, path);
    }
    placed.add(table.name);
    ordered.push(table);
  };
  for (const table of rows) visit(table, new Set());
  return ordered;
}

async function sequences(client: pg.Client): Promise<string[]> {
  const rows = await runSql<{ name: string }>(
    client,
    sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
         where n.nspname = 'public' and c.relkind = 'S' order by c.relname`,
  );
  return rows.map((r) => r.name);
}

/** Writes a consistent, compressed backup of the database at `url` to `file`. */
export async function backupDatabase(url: string, file: string): Promise<BackupSummary> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const gzip = createGzip();
  const out = createWriteStream(file, { mode: 0o600 });
  gzip.pipe(out);
  const summary: BackupSummary = { rows: {}, sequences: 0 };
  try {
    // One snapshot for every table: what a transaction committed is in the backup whole or not at all.
    await runSql(client, sql`begin isolation level repeatable read read only`);
    const header: Header = {
      format: FORMAT,
      version: VERSION,
      createdAt: new Date().toISOString(),
      postgres: (await runSql<{ v: string }>(client, sql`select current_setting('server_version') as v`))[0]?.v ?? '',
      migrations: (await runSql<{ name: string }>(client, sql`select name from ${sql.id(MIGRATIONS_TABLE)} order by id`)).map(
        (r) => r.name,
      ),
    };
    gzip.write(`-- ${JSON.stringify(header)}\n`);
    for (const { name, columns } of await tables(client)) {
      const target = `${inPublic(name)} (${sql.join(columns.map(sql.id)).render().text})`;
      gzip.write(`COPY ${target} FROM stdin;\n`);
      summary.rows[name] = await copyOut(client, `copy ${target} to stdout`, gzip);
      gzip.write('\\.\n');
    }
    for (const name of await sequences(client)) {
      const rows = await runSql<{ value: string; called: boolean }>(
        client,
        sql`select last_value::text as value, is_called as called from ${sql.id(`public.${name}`)}`,
      );
      gzip.write(`-- sequence ${JSON.stringify({ name, value: rows[0]?.value, called: rows[0]?.called })}\n`);
      summary.sequences++;
    }
    gzip.write(`-- end ${JSON.stringify({ rows: summary.rows })}\n`);
    await runSql(client, sql`commit`);
  } finally {
    await client.end();
    gzip.end();
    await finished(out);
  }
  return summary;
}

const COPY_LINE = /^COPY "public"\."(?:[^"]|"")+" \("(?:[^"]|"")+"(?:, "(?:[^"]|"")+")*\) FROM stdin;$/;

/**
 * Loads a backup into the empty database at `url`: its migrations, its rows (triggers and foreign
 * keys off while loading when the role may, else parents first), its sequences, then any migration
 * newer than the backup. All rows go in one transaction: a broken file leaves no half-loaded data.
 */
export async function restoreDatabase(url: string, file: string): Promise<BackupSummary> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const lines = createInterface({ input: createReadStream(file).pipe(createGunzip()), crlfDelay: Number.POSITIVE_INFINITY });
  const next = lines[Symbol.asyncIterator]();
  const summary: BackupSummary = { rows: {}, sequences: 0 };
  try {
    const existing = await runSql<{ n: number }>(
      client,
      sql`select count(*)::int as n from pg_class c join pg_namespace n on n.oid = c.relnamespace
           where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm', 'S')`,
    );
    if (existing[0]?.n) throw new Error('The database is not empty: a backup is restored into an empty database only');
    const header = parseHeader(String((await next.next()).value ?? ''));
    if (header?.format !== FORMAT || header.version !== VERSION) throw new Error(`${file} is not an Agenda backup`);
    const known = new Set(migrations.map((m) => m.name));
    const unknown = header.migrations.filter((name) => !known.has(name));
    if (unknown.length) throw new Error(`The backup comes from a newer version (migrations ${unknown.join(', ')})`);

    const orm = await createOrm({ clientUrl: url, entities: [], migrations });
    try {
      const last = header.migrations.at(-1);
      if (last) await orm.getMigrator().up({ to: last });
      await runSql(client, sql`begin`);
      const su = await runSql<{ on: boolean }>(client, sql`select current_setting('is_superuser') = 'on' as on`);
      if (su[0]?.on) await runSql(client, sql`set local session_replication_role = replica`);
      let ended = false;
      for (let line = await next.next(); !line.done; line = await next.next()) {
        const text = line.value;
        if (text.startsWith('COPY ')) {
          if (!COPY_LINE.test(text)) throw new Error(`Unexpected line in the backup: ${text.slice(0, 80)}`);
          const table = /^COPY "public"\."((?:[^"]|"")+)"/.exec(text)?.[1]?.replace(/""/g, '"') ?? '';
          summary.rows[table] = await copyIn(client, text.replace(/ FROM stdin;$/, ' from stdin'), rowsUntilEnd(next));
        } else if (text.startsWith('-- sequence ')) {
          const { name, value, called } = JSON.parse(text.slice('-- sequence '.length)) as {
            name: string;
            value: string;
            called: boolean;
          };
          await runSql(client, sql`select setval(${inPublic(name)}::regclass, ${value}::bigint, ${called})`);
          summary.sequences++;
        } else if (text.startsWith('-- end ')) {
          const { rows } = JSON.parse(text.slice('-- end '.length)) as { rows: Record<string, number> };
          const differ = Object.keys(rows).filter((t) => rows[t] !== summary.rows[t]);
          if (differ.length) throw new Error(`Row counts differ from the backup's in ${differ.join(', ')}`);
          ended = true;
        }
      }
      if (!ended) throw new Error('The backup is incomplete (no end line): nothing was restored');
      await runSql(client, sql`commit`);
      await orm.getMigrator().up();
    } finally {
      await orm.close(true);
    }
  } catch (error) {
    await runSql(client, sql`rollback`).catch(() => undefined);
    throw error;
  } finally {
    lines.close();
    await client.end();
  }
  return summary;
}

function parseHeader(line: string): Header | undefined {
  try {
    return line.startsWith('-- {') ? (JSON.parse(line.slice(3)) as Header) : undefined;
  } catch {
    return undefined;
  }
}

/** The data lines of one COPY block, up to its `\.` line. */
async function* rowsUntilEnd(next: AsyncIterator<string>): AsyncGenerator<string> {
  for (let line = await next.next(); !line.done; line = await next.next()) {
    if (line.value === '\\.') return;
    yield line.value;
  }
  throw new Error('The backup ends inside a table');
}
