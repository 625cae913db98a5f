import { mkdirSync } from 'node:fs';
import pg from 'pg';
import { startEmbeddedPostgres } from './embedded.ts';

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
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount) return;
    await client.query(`create database "${name}"${template ? ` template "${template}"` : ''}`);
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
