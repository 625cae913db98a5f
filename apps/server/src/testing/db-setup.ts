import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createOrm, ensureDatabase, migrate, runSql, sql, startEmbeddedPostgres } from '@agenda/db';
import { migrations } from '../features.ts';
import { secureDatabase } from '../server.ts';
import { TEST_ROLE_PASSWORDS } from './constants.ts';

interface TestDatabase {
  adminUrl: string;
  template: string;
}
interface Shared {
  ready: Promise<TestDatabase>;
  stop: () => Promise<void>;
  users: number;
}
// The projects of one run ('int', 'int-alone') share it: each project's global setup runs in this one
// process, one after the other before any test, so the second only waits for the first's.
const SHARED = Symbol.for('agenda.testDatabase');
const store = globalThis as unknown as Record<symbol, Shared | undefined>;

/**
 * One PostgreSQL for the run — the server `DATABASE_URL` names, or an embedded one in a temporary
 * folder — holding a migrated template database that each test file clones.
 */
export default async function setup(project: TestProject) {
  let shared = store[SHARED];
  if (!shared) {
    shared = prepareTestDatabase();
    store[SHARED] = shared;
  }
  shared.users++;
  project.provide('testDatabase', await shared.ready);
  const mine = shared;
  return async () => {
    if (--mine.users > 0) return;
    store[SHARED] = undefined;
    await mine.stop();
  };
}

function prepareTestDatabase(): Shared {
  let adminUrl = process.env.DATABASE_URL ?? '';
  let stopServer = async () => {};
  let dataDir: string | undefined;
  // One template per run: on a shared DATABASE_URL server another run's must not meet it.
  const template = `agenda_tpl_${process.pid}`;
  const ready = (async () => {
    if (!adminUrl) {
      dataDir = mkdtempSync(join(tmpdir(), 'agenda-test-pg-'));
      const server = await startEmbeddedPostgres({ dataDir, persistent: false, durable: false });
      adminUrl = server.adminUrl;
      stopServer = server.stop;
    }
    await ensureDatabase(adminUrl, template);
    const templateUrl = new URL(adminUrl);
    templateUrl.pathname = `/${template}`;
    const orm = await createOrm({ clientUrl: templateUrl.toString(), entities: [], migrations });
    await migrate(orm);
    await secureDatabase(orm, TEST_ROLE_PASSWORDS);
    await orm.close(true);
    await disconnectFrom(adminUrl, template);
    return { adminUrl, template };
  })();
  const stop = async () => {
    await ready.catch(() => undefined);
    if (process.env.DATABASE_URL) await dropTestDatabases(adminUrl, template);
    await stopServer();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  return { ready, stop, users: 0 };
}

/**
 * CREATE DATABASE … TEMPLATE refuses a template anyone is connected to, and behind a pooler
 * (PgBouncer) the template's server connections outlive the ORM that migrated it.
 */
async function disconnectFrom(adminUrl: string, database: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await runSql(
      client,
      sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = ${database} and pid <> pg_backend_pid()`,
    );
  } finally {
    await client.end();
  }
}

/** On a shared server, leave nothing behind. */
async function dropTestDatabases(adminUrl: string, template: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const rows = await runSql<{ datname: string }>(
      client,
      sql`select datname from pg_database where datname like 'agenda_t_%' or datname = ${template}`,
    );
    for (const { datname } of rows) await runSql(client, sql`drop database if exists ${sql.id(datname)} with (force)`);
  } finally {
    await client.end();
  }
}
