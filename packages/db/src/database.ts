import { mkdirSync } from 'node:fs';
import pg from 'pg';
import { startEmbeddedPostgres } from './embedded.ts';
import { runSql } from './sql.ts';
import { sql } from './sql-template.ts';

export interface DatabaseHandle {
  url: string;
  embedded: boolean;
  stop(): Promise<void>;
}

/** Creates the database when missing (CREATE DATABASE has no IF NOT EXISTS). */
export async function ensureDatabase(adminUrl: string, name: string, template?: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    if ((await runSql(client, sql`select 1 from pg_database where datname = ${name}`)).length) return;
    await runSql(client, sql`create database ${sql.id(name)}${template ? sql` template ${sql.id(template)}` : sql``}`);
  } finally {
    await client.end();
  }
}

/**
 * `DATABASE_URL` when given; otherwise an embedded PostgreSQL whose data lives in `dataDir`
 * (git-ignored) and survives restarts.
 */
export async function openDatabase(options: {
  dataDir: string;
  port?: number;
  onLog?: (line: string) => void;
}): Promise<DatabaseHandle> {
  const external = process.env.DATABASE_URL;
  if (external) return { url: external, embedded: false, stop: async () => {} };
  mkdirSync(options.dataDir, { recursive: true });
  const server = await startEmbeddedPostgres({ dataDir: options.dataDir, port: options.port, onLog: options.onLog });
  await ensureDatabase(server.adminUrl, 'agenda');
  return { url: server.urlFor('agenda'), embedded: true, stop: server.stop };
}
