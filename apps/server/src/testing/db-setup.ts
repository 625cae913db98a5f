import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createOrm, ensureDatabase, migrate, runSql, sql, startEmbeddedPostgres } from '@agenda/db';
import { migrations } from '../features.ts';
import { secureDatabase } from '../server.ts';
import { TEST_ROLE_PASSWORDS } from './constants.ts';

/**
 * One PostgreSQL for the run — the server `DATABASE_URL` names, or an embedded one in a temporary
 * folder — holding a migrated template database that each test file clones.
 */
export default async function setup(project: TestProject) {
  let adminUrl: string;
  let stopServer = async () => {};
  let dataDir: string | undefined;
  if (process.env.DATABASE_URL) {
    adminUrl = process.env.DATABASE_URL;
  } else {
    dataDir = mkdtempSync(join(tmpdir(), 'agenda-test-pg-'));
    const server = await startEmbeddedPostgres({ dataDir, persistent: false, durable: false });
    adminUrl = server.adminUrl;
    stopServer = server.stop;
  }
  // One template per project of the run ('int', 'int-alone'): on a shared DATABASE_URL server they must not meet.
  const template = `agenda_tpl_${process.pid}_${project.name.replace(/\W/g, '_')}`;
  await ensureDatabase(adminUrl, template);
  const templateUrl = new URL(adminUrl);
  templateUrl.pathname = `/${template}`;
  const orm = await createOrm({ clientUrl: templateUrl.toString(), entities: [], migrations });
  await migrate(orm);
  await secureDatabase(orm, TEST_ROLE_PASSWORDS);
  await orm.close(true);
  await disconnectFrom(adminUrl, template);
  project.provide('testDatabase', { adminUrl, template });

  return async () => {
    if (process.env.DATABASE_URL) await dropTestDatabases(adminUrl, template);
    await stopServer();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
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
