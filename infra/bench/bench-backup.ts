// `npm run bench:backup`: `npm run backup` and `npm run restore` on the benchmark's data (over
// 1,000,000 appointments, seeded by SQL as `npm run bench` does): the time of each, the file's size,
// and every table's row count compared after the restore. BENCH_DATABASE_URL uses a running PostgreSQL.
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { backupDatabase, restoreDatabase } from '../../apps/server/src/ops/backup.ts';
import { benchDatabase } from './database.ts';
import { seed } from './seed.ts';

const log = (line = '') => process.stdout.write(`${line}\n`);

async function main() {
  log('Agenda benchmark — backup and restore of the large data');
  const source = await benchDatabase('backup_from');
  const db = new pg.Client({ connectionString: source.databaseUrl });
  await db.connect();
  const seeded = await seed(db, () => {});
  await db.end();
  log(`  seeded: ${seeded.appointments.toLocaleString('en-US')} appointments`);
  const folder = mkdtempSync(join(tmpdir(), 'agenda-bench-backup-'));
  const file = join(folder, 'agenda.sql.gz');
  try {
    let started = performance.now();
    const written = await backupDatabase(source.databaseUrl, file);
    const backupMs = performance.now() - started;
    const rows = Object.values(written.rows).reduce((a, b) => a + b, 0);
    log(
      `  backup:  ${(backupMs / 1000).toFixed(1)} s, ${rows.toLocaleString('en-US')} rows, ${(statSync(file).size / 1024 / 1024).toFixed(1)} MB`,
    );
    // An empty database of the same server: created, never migrated (the restore runs the migrations it names).
    const url = new URL(source.databaseUrl);
    const target = `agenda_bench_backup_to_${process.pid}`;
    const admin = new pg.Client({ connectionString: source.databaseUrl });
    await admin.connect();
    await admin.query(`create database ${target}`);
    await admin.end();
    url.pathname = `/${target}`;
    started = performance.now();
    const restored = await restoreDatabase(url.toString(), file);
    log(`  restore: ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const differing = Object.keys(written.rows).filter((t) => written.rows[t] !== restored.rows[t]);
    log(`  tables whose row count differs after the restore: ${differing.length ? differing.join(', ') : 'none'}`);
  } finally {
    rmSync(folder, { recursive: true, force: true });
    await source.stop();
  }
}

await main();
