import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, openSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

// The server every benchmark measures: apps/server/src/main.ts as `npm start` runs it, in a child
// process on the given database, signing the benchmark's session tokens with BENCH_SECRET.
//   BENCH_PROFILE=<dir> writes a V8 CPU profile of the server (--cpu-prof) to that folder,
//   BENCH_SERVER_FLAGS='<node flags>' adds flags to the server's node (e.g. --trace-gc),
//   BENCH_SERVER_LOG=<file> appends the server's standard output to that file.

export const BENCH_SECRET = 'bench-session-secret-0123456789-abcdefghijklmnop';
const root = resolve(import.meta.dirname, '..', '..');
/** The server's own V8 flags, as `npm start` passes them (decision 019). */
const serverFlags = JSON.parse(readFileSync(join(root, 'apps/server/node-flags.json'), 'utf8')) as string[];

export async function startBenchServer(databaseUrl: string, port: number): Promise<ChildProcess> {
  const profile = process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${resolve(process.env.BENCH_PROFILE)}`] : [];
  const flags = process.env.BENCH_SERVER_FLAGS?.split(' ').filter(Boolean) ?? [];
  const output = process.env.BENCH_SERVER_LOG ? openSync(resolve(process.env.BENCH_SERVER_LOG), 'a') : 'ignore';
  const args = [...profile, ...serverFlags, ...flags, '--import', 'tsx', join(root, 'apps/server/src/main.ts')];
  const child = spawn(process.execPath, args, {
    cwd: root,
    stdio: ['ignore', output, 'pipe', 'ipc'],
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      SESSION_SECRET: BENCH_SECRET,
      AGENDA_DEMO_SEED: 'off',
      // A log file asked for gets the server's request and error log too.
      AGENDA_LOG: process.env.BENCH_SERVER_LOG ? 'on' : 'off',
      AGENDA_DATA_DIR: mkdtempSync(join(tmpdir(), 'agenda-bench-server-')),
      // Only the app's own session tokens are used: no Firebase token is ever verified.
      FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9',
      NODE_ENV: 'development',
    },
  });
  let stderr = '';
  child.stderr?.on('data', (d) => {
    stderr += String(d);
  });
  await new Promise<void>((ready, fail) => {
    child.on('message', (m: { ready?: boolean }) => m.ready && ready());
    child.once('exit', (code) => fail(new Error(`server exited with ${code}: ${stderr}`)));
  });
  return child;
}
