// `npm run backup [folder]` and `npm run restore <file>` (README, Operação; decision 023). The
// database is DATABASE_URL's, else the embedded one in AGENDA_DATA_DIR/pg: the running one when
// `npm start` has it open, else started here for the length of the command.
import { existsSync, mkdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { embeddedPassword, embeddedUrl, ensureDatabase, freePort, runningEmbeddedPort, startEmbeddedPostgres } from '@agenda/db';
import { repoRoot } from '../config.ts';
import { backupDatabase, restoreDatabase } from './backup.ts';

const [command, argument] = process.argv.slice(2);
const dataDir = resolve(process.env.AGENDA_DATA_DIR ?? join(repoRoot, '.data'));
const started = performance.now();
const seconds = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;

async function database(mustExist: boolean): Promise<{ url: string; where: string; stop(): Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (url) return { url, where: 'DATABASE_URL', stop: async () => {} };
  const pgDir = join(dataDir, 'pg');
  const where = `the embedded database in ${pgDir}`;
  const port = runningEmbeddedPort(pgDir);
  if (port) return { url: embeddedUrl(port, 'agenda', embeddedPassword(pgDir)), where, stop: async () => {} };
  if (mustExist && !existsSync(join(pgDir, 'PG_VERSION'))) throw new Error(`There is no database in ${pgDir}`);
  mkdirSync(pgDir, { recursive: true });
  const server = await startEmbeddedPostgres({ dataDir: pgDir, port: await freePort() });
  await ensureDatabase(server.adminUrl, 'agenda');
  return { url: server.urlFor('agenda'), where, stop: server.stop };
}

const total = (rows: Record<string, number>) => Object.values(rows).reduce((a, b) => a + b, 0);

async function main() {
  if (command === 'backup') {
    const folder = resolve(argument ?? join(dataDir, 'backups'));
    mkdirSync(folder, { recursive: true });
    const file = join(
      folder,
      `agenda-${new Date()
        .toISOString()
        .replace(/:/g, '-')
        .replace(/\.\d+Z$/, 'Z')}.sql.gz`,
    );
    const db = await database(true);
    try {
      const summary = await backupDatabase(db.url, file);
      const tables = Object.keys(summary.rows).length;
      console.log(`Backup of ${db.where}: ${file}`);
      console.log(`  ${tables} tables, ${total(summary.rows)} rows, ${statSync(file).size} bytes, in ${seconds()}`);
    } finally {
      await db.stop();
    }
  } else if (command === 'restore' && argument) {
    const file = resolve(argument);
    if (!existsSync(file)) throw new Error(`No such file: ${file}`);
    const db = await database(false);
    try {
      const summary = await restoreDatabase(db.url, file);
      console.log(`Restored ${file} into ${db.where}`);
      console.log(`  ${Object.keys(summary.rows).length} tables, ${total(summary.rows)} rows, in ${seconds()}`);
    } finally {
      await db.stop();
    }
  } else {
    console.error('usage: npm run backup [folder] | npm run restore <file>');
    process.exit(2);
  }
}

main().catch((error: Error) => {
  console.error(`${command} failed: ${error.message}`);
  process.exit(1);
});
