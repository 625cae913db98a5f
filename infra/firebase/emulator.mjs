// Starts and stops the Firebase Auth emulator (firebase-tools) for `npm start` and the tests.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');
export const EMULATOR_HOST = '127.0.0.1:9099';
export const PROJECT_ID = process.env.FIREBASE_PROJECT_ID || 'demo-agenda';

export async function isEmulatorUp(host = EMULATOR_HOST) {
  try {
    const res = await fetch(`http://${host}/`, { signal: AbortSignal.timeout(1000) });
    return res.ok;
  } catch {
    return false;
  }
}

/**
 * @param {{ importDir?: string, exportOnExit?: boolean, log?: (line: string) => void }} [options]
 * importDir keeps accounts across restarts: read on start, written back when stopped.
 */
export async function startAuthEmulator(options = {}) {
  const log = options.log ?? (() => {});
  const args = ['emulators:start', '--only', 'auth', '--project', PROJECT_ID, '--config', join(here, 'firebase.json')];
  if (options.importDir) {
    if (existsSync(join(options.importDir, 'firebase-export-metadata.json'))) args.push('--import', options.importDir);
    if (options.exportOnExit) args.push('--export-on-exit', options.importDir);
  }
  const child = spawn(join(root, 'node_modules', '.bin', 'firebase'), args, {
    cwd: here,
    env: { ...process.env, CI: '1', NO_UPDATE_NOTIFIER: '1', FIREBASE_CLI_EXPERIMENTS: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const onData = (chunk) => {
    const text = chunk.toString();
    output += text;
    for (const line of text.split('\n')) if (line.trim()) log(line);
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);
  const exited = new Promise((resolve) => child.once('exit', resolve));

  const deadline = Date.now() + 90_000;
  for (;;) {
    if (await isEmulatorUp()) break;
    if (child.exitCode !== null) throw new Error(`Auth emulator exited early:\n${output.slice(-2000)}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`Auth emulator did not start in time:\n${output.slice(-2000)}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }

  return {
    host: EMULATOR_HOST,
    projectId: PROJECT_ID,
    /** SIGINT lets the emulator export its accounts before it exits. */
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGINT');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
