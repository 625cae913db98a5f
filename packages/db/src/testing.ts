import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { ensureDatabase } from './database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: { adminUrl: string; template: string };
  }
}

/**
 * A new database cloned from the migrated template: each test file (and so each worker) works on
 * its own data on a real PostgreSQL.
 */
export async function freshDatabaseUrl(): Promise<string> {
  const { adminUrl, template } = inject('testDatabase');
  const name = `agenda_t_${randomBytes(6).toString('hex')}`;
  await ensureDatabase(adminUrl, name, template);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
