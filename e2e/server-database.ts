import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { E2E_PORT } from './server.mjs';

/**
 * A connection to the e2e server's own embedded database, as its superuser: the password is the
 * one generated into its data folder at first start (e2e/server.mjs keeps the folder's path in
 * E2E_DATA_DIR for the workers).
 */
export function serverDatabase(): pg.Client {
  const port = E2E_PORT + 50;
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run the browser tests through playwright.config.ts');
  const password = readFileSync(join(dataDir, 'pg', 'superuser-password'), 'utf8').trim();
  return new pg.Client({ connectionString: `postgres://agenda:${encodeURIComponent(password)}@127.0.0.1:${port}/agenda` });
}
