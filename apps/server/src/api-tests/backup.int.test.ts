// @pooler-pass: dump and restore through the connection.
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { gunzipSync, gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { firebaseAuth } from '@agenda/auth/server';
import { createOrm, ensureDatabase } from '@agenda/db';
import { inject } from 'vitest';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoClinic } from '../demo/demo-clinic.ts';
import { backupDatabase, restoreDatabase } from '../ops/backup.ts';
import { secureDatabase } from '../server.ts';
import { TEST_ROLE_PASSWORDS } from '../testing/constants.ts';
import { type Owner, clinicWith, createAppointment, createClient, openClinic } from '../testing/factories.ts';
import { freeWorkingDay } from '../testing/dates.ts';
import { PROJECT_ID, type TestServer, registeredOwner, startTestServer } from '../testing/test-server.ts';

// npm run backup / restore (apps/server/src/ops/backup.ts): backup → an empty database → restore,
// and every table holds the same rows, byte for byte as PostgreSQL prints them.

let source: TestServer;
let restored: TestServer | undefined;
let owner: Owner;
let dir: string;
let emptyUrl: string;

// Behind the transaction pooler (the pooler pass) what is tested is the dump and the load through its
// connections, which a small clinic shows as well as the demo: every table's rows round-trip here.
const POOLED = process.env.DATABASE_POOLER === 'transaction';

beforeAll(async () => {
  source = await startTestServer();
  owner = await registeredOwner(source);
  if (POOLED) {
    await openClinic(source, owner);
    const { serviceIds, clientIds } = await clinicWith(source, owner, { services: [{}], clients: [{}] });
    await createAppointment(source, owner, {
      clientId: clientIds[0],
      serviceId: serviceIds[0],
      date: freeWorkingDay(),
      startTime: '09:00',
      endTime: '09:30',
    });
  } else
    await seedDemoClinic(source.orm.em.fork(), firebaseAuth({ projectId: PROJECT_ID, emulatorHost: inject('authEmulatorHost') }));
  // COPY's escapes: a newline, a tab, a backslash, quotes and accents in one value.
  await createClient(source, owner, { fullName: 'Zé "Tab"\tBarra \\ Fim', notes: 'linha 1\nlinha 2\r\n✓ ção' });
  dir = mkdtempSync(join(tmpdir(), 'agenda-backup-'));
  emptyUrl = await emptyDatabase('a');
  // The demo clinic is the largest seed of any test: on cores another job keeps busy it takes a minute.
}, 180_000);

/** A new database beside the source one, with nothing in it. */
async function emptyDatabase(suffix: string) {
  const url = new URL(source.databaseUrl);
  const name = `${url.pathname.slice(1)}_${suffix}`;
  await ensureDatabase(new URL('/postgres', url).toString(), name);
  url.pathname = `/${name}`;
  return url.toString();
}
afterAll(async () => {
  await restored?.close();
  await source?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** Every table's row count and a checksum of its rows in a fixed order (the migrations' own log aside). */
async function fingerprint(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows: tables } = await client.query<{ name: string }>(
      `select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' and table_name <> 'mikro_orm_migrations' order by 1`,
    );
    const out: Record<string, string> = {};
    for (const { name } of tables) {
      const { rows } = await client.query<{ n: number; sum: string }>(
        `select count(*)::int as n, coalesce(md5(string_agg(t::text, E'\\n' order by t::text)), '-') as sum from "${name}" t`,
      );
      out[name] = `${rows[0]?.n} ${rows[0]?.sum}`;
    }
    const { rows: done } = await client.query<{ name: string }>('select name from mikro_orm_migrations order by id');
    return { tables: out, migrations: done.map((m) => m.name) };
  } finally {
    await client.end();
  }
}

describe('backup and restore', () => {
  it('brings back every table’s rows into an empty database, and the server works on it', async () => {
    const file = join(dir, 'agenda.sql.gz');
    const before = await fingerprint(source.databaseUrl);
    const written = await backupDatabase(source.databaseUrl, file);
    expect(statSync(file).size).toBeGreaterThan(0);
    expect(written.rows.client).toBeGreaterThan(1);
    expect(written.rows.appointment).toBeGreaterThan(0);

    const loaded = await restoreDatabase(emptyUrl, file);
    expect(loaded.rows).toEqual(written.rows);
    const after = await fingerprint(emptyUrl);
    expect(after.tables).toEqual(before.tables);
    expect(after.migrations).toEqual(before.migrations);
    expect(Object.keys(after.tables).length).toBeGreaterThan(20);

    // The owner's session and data, served from the restored copy.
    const admin = await createOrm({ clientUrl: emptyUrl, entities: [] });
    await secureDatabase(admin, TEST_ROLE_PASSWORDS);
    await admin.close(true);
    restored = await startTestServer({}, { databaseUrl: emptyUrl });
    const res = await restored.request('/api/clients?search=Barra', { token: owner.token });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { clients: { fullName: string; notes: string }[] };
    expect(body.clients.map((c) => [c.fullName, c.notes])).toEqual([['Zé "Tab"\tBarra \\ Fim', 'linha 1\nlinha 2\r\n✓ ção']]);
  });

  it('refuses a database that is not empty, a file that is not a backup, and loads nothing of a cut one', async () => {
    const file = join(dir, 'again.sql.gz');
    await backupDatabase(source.databaseUrl, file);
    await expect(restoreDatabase(source.databaseUrl, file)).rejects.toThrow(/not empty/);

    const other = join(dir, 'notes.gz');
    writeFileSync(other, gzipSync('hello\n'));
    await expect(restoreDatabase(await emptyDatabase('b'), other)).rejects.toThrow(/not an Agenda backup/);

    const lines = gunzipSync(readFileSync(file)).toString('utf8').split('\n');
    const cut = join(dir, 'cut.sql.gz');
    writeFileSync(cut, gzipSync(lines.slice(0, Math.floor(lines.length * 0.6)).join('\n')));
    const target = await emptyDatabase('c');
    await expect(restoreDatabase(target, cut)).rejects.toThrow(/ends inside a table|incomplete/);
    const counts = Object.values((await fingerprint(target)).tables).map((v) => v.split(' ')[0]);
    expect(new Set(counts)).toEqual(new Set(['0']));
  });
});
