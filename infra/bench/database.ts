import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureDatabase } from '@agenda/db';
import { freePort, startEmbeddedPostgres } from '../../packages/db/src/embedded.ts';
import { openOrm } from '../../apps/server/src/server.ts';

/**
 * A fresh, migrated database for one benchmark: on the PostgreSQL BENCH_DATABASE_URL names, or on a
 * throw-away embedded one. `stop` drops nothing on a shared server (the name carries the pid).
 */
export async function benchDatabase(name: string): Promise<{ databaseUrl: string; stop: () => Promise<void> }> {
  let stop = async () => {};
  let adminUrl = process.env.BENCH_DATABASE_URL;
  if (!adminUrl) {
    const dataDir = mkdtempSync(join(tmpdir(), `agenda-bench-${name}-pg-`));
    const server = await startEmbeddedPostgres({ dataDir, persistent: false, durable: false, port: await freePort() });
    adminUrl = server.adminUrl;
    stop = async () => {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    };
  }
  const dbName = `agenda_bench_${name}_${process.pid}`;
  await ensureDatabase(adminUrl, dbName);
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  const databaseUrl = url.toString();
  await (await openOrm(databaseUrl)).close(true);
  return { databaseUrl, stop };
}
