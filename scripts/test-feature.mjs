// `npm test -w @agenda/<feature>` (the feature's `test` script): that feature's tests alone — every
// test under features/<feature>/src, its unit tests and its endpoint tests (`*.int.test.ts`, which
// run against the composed server, decision 060) — on a real PostgreSQL with the Auth emulator, as
// `npm test` runs them. `node scripts/test-feature.mjs platform` runs the packages' and the apps'
// tests (the server's cross-cutting endpoint tests among them). Arguments after the name go to vitest.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { EMULATOR_HOST, isEmulatorUp, startAuthEmulator } from '../infra/firebase/emulator.mjs';
import { featureNames } from './test-owners.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const PLATFORM = 'platform';
const [owner, ...vitestArgs] = process.argv.slice(2);
if (!owner || (owner !== PLATFORM && !featureNames().includes(owner))) {
  console.error(`usage: node scripts/test-feature.mjs <${[...featureNames(), PLATFORM].join('|')}> [vitest options]`);
  process.exit(2);
}

function testsUnder(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : testsUnder(full);
    return /\.test\.tsx?$/.test(entry.name) ? [relative(root, full)] : [];
  });
}

const sourceDirs =
  owner === PLATFORM
    ? ['packages', 'apps'].flatMap((layer) => readdirSync(join(root, layer)).map((name) => join(root, layer, name, 'src')))
    : [join(root, 'features', owner, 'src')];
const files = sourceDirs.flatMap(testsUnder);
const needsServices = files.some((file) => file.endsWith('.int.test.ts'));
if (files.length === 0) {
  console.log(`No tests for ${owner}.`);
  process.exit(0);
}

const started = Date.now();
const emulator = needsServices && !(await isEmulatorUp()) ? await startAuthEmulator() : undefined;
const projects = needsServices ? [] : ['--project', 'unit'];
const code = await new Promise((resolve) => {
  const child = spawn(join(root, 'node_modules', '.bin', 'vitest'), ['run', ...projects, ...vitestArgs, ...files], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, FIREBASE_AUTH_EMULATOR_HOST: EMULATOR_HOST, TURBO_TELEMETRY_DISABLED: '1' },
  });
  child.once('exit', (exitCode) => resolve(exitCode ?? 1));
});
await emulator?.stop();
console.log(`${owner}: ${files.length} test files in ${((Date.now() - started) / 1000).toFixed(1)} s`);
process.exit(code);
