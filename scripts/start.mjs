// `npm start`: the whole product with no configuration — the Firebase Auth emulator (accounts kept
// in .data/firebase), the web build (`npm run build -w @agenda/web`: Vite and the precompressed
// .br/.gz copies; rebuilt only when its sources changed) and the server with its
// embedded PostgreSQL (data in .data/pg) and demo clinic, all started in parallel. Ctrl-C stops all.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { EMULATOR_HOST, isEmulatorUp, startAuthEmulator } from '../infra/firebase/emulator.mjs';

const root = new URL('..', import.meta.url).pathname;
const started = Date.now();
const dataDir = process.env.AGENDA_DATA_DIR ?? join(root, '.data');
const say = (line) => process.stdout.write(`[start ${((Date.now() - started) / 1000).toFixed(1)}s] ${line}\n`);

function newestMtime(dir) {
  if (!existsSync(dir)) return 0;
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (['node_modules', 'dist', '.turbo'].includes(entry.name)) continue;
    const full = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

function webIsStale() {
  const index = join(root, 'apps/web/dist/index.html');
  if (!existsSync(index)) return true;
  const built = statSync(index).mtimeMs;
  const sources = ['apps/web', 'features', 'packages/ui', 'packages/api-client', 'packages/br', 'packages/access'].map((d) =>
    newestMtime(join(root, d)),
  );
  return Math.max(...sources) > built;
}

function run(command, args, options = {}) {
  const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
  const done = new Promise((resolve, reject) =>
    child.once('exit', (code, signal) =>
      code === 0 || signal ? resolve(code) : reject(new Error(`${command} exited with ${code}`)),
    ),
  );
  return { child, done };
}

async function buildWeb() {
  if (!webIsStale()) return say('web app is up to date');
  say('building the web app…');
  await run('npm', ['run', 'build', '--silent', '-w', '@agenda/web', '--', '--logLevel', 'warn']).done;
  say('web app built');
}

mkdirSync(dataDir, { recursive: true });
const isDemo = !process.env.FIREBASE_AUTH_EMULATOR_HOST && !process.env.FIREBASE_API_KEY;
let emulator;
// An emulator already running on this machine (another start, a test run) is shared.
const shared = isDemo && (await isEmulatorUp());
if (shared) say(`using the Auth emulator already running on ${EMULATOR_HOST}`);
const emulatorReady =
  isDemo && !shared
    ? startAuthEmulator({ importDir: join(dataDir, 'firebase'), exportOnExit: true }).then((e) => {
        emulator = e;
        say('Auth emulator ready');
      })
    : Promise.resolve();

// The server's V8 flags (a larger young generation: decision 019), shared with the benchmarks.
const serverFlags = JSON.parse(readFileSync(join(root, 'apps/server/node-flags.json'), 'utf8'));
const server = run(process.execPath, [...serverFlags, '--import', 'tsx', 'apps/server/src/main.ts'], {
  env: {
    ...process.env,
    ...(isDemo ? { FIREBASE_AUTH_EMULATOR_HOST: EMULATOR_HOST, AGENDA_WAIT_FOR_AUTH: '1' } : {}),
  },
});

let stopping = false;
async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  say('stopping…');
  if (server.child.exitCode === null) server.child.kill('SIGTERM');
  await server.done.catch(() => undefined);
  await emulatorReady.catch(() => undefined);
  await emulator?.stop();
  process.exit(code);
}
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
server.done.then(
  () => void stop(),
  (error) => {
    console.error(error.message);
    void stop(1);
  },
);

try {
  await Promise.all([buildWeb(), emulatorReady]);
  say(`ready — open http://localhost:${process.env.PORT ?? 3000}`);
} catch (error) {
  console.error(error);
  await stop(1);
}
