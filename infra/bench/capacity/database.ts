import { ensureDatabase } from '@agenda/db';
import pg from 'pg';
import { freePort, startEmbeddedPostgres } from '../../../packages/db/src/embedded.ts';
import { openOrm } from '../../../apps/server/src/server.ts';

/**
 * The capacity bench's database, kept between runs (seeding 2,000 clinics takes minutes): the
 * PostgreSQL BENCH_DATABASE_URL names (its admin URL; the bench uses a database of its own there), or
 * an embedded one in CAPACITY_DATA_DIR (default /tmp/agenda-capacity-pg), started and stopped by the bench.
 * Migrations run on every start, so a kept population follows the schema (a new column gets its default).
 */
export async function capacityDatabase(
  quick: boolean,
): Promise<{ adminUrl: string; databaseUrl: string; stop: () => Promise<void> }> {
  let stop = async () => {};
  let adminUrl = process.env.BENCH_DATABASE_URL;
  if (!adminUrl) {
    const dataDir = process.env.CAPACITY_DATA_DIR ?? '/tmp/agenda-capacity-pg';
    const port = process.env.CAPACITY_PG_PORT ? Number(process.env.CAPACITY_PG_PORT) : await freePort();
    const server = await startEmbeddedPostgres({ dataDir, port, persistent: true, durable: false });
    adminUrl = server.adminUrl;
    stop = () => server.stop();
    // pg_stat_statements is loaded at start only: for a profiled run, and taken out again after one.
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    const loaded = (
      await admin.query<{ v: string }>(`select current_setting('shared_preload_libraries') as v`)
    ).rows[0]?.v.includes('pg_stat_statements');
    const wanted = Boolean(process.env.CAPACITY_PROFILE);
    if (loaded !== wanted)
      await admin.query(
        wanted
          ? `alter system set shared_preload_libraries = 'pg_stat_statements'`
          : 'alter system reset shared_preload_libraries',
      );
    await admin.end();
    if (loaded !== wanted) {
      await server.stop();
      await server.start();
    }
  }
  // The quick mode's small population lives beside the full one, so neither reseeds the other.
  const dbName = quick ? 'agenda_capacity_quick' : 'agenda_capacity';
  await ensureDatabase(adminUrl, dbName);
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  const databaseUrl = url.toString();
  await (await openOrm(databaseUrl)).close(true);
  return { adminUrl, databaseUrl, stop };
}
