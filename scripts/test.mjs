// `npm test`: lint (with the layering check), the type-check and the web build side by side, unit and
// integration tests on a real PostgreSQL with the Firebase Auth emulator, then the browser tests in
// Chromium against the real server with, beside them, the pooler pass (scripts/pooler-pass.mjs) when
// PgBouncer is installed (CI installs it: there its absence fails the run). One emulator serves the
// whole run.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { e2eServerEnv } from '../e2e/server.mjs';
import { EMULATOR_HOST, isEmulatorUp, startAuthEmulator } from '../infra/firebase/emulator.mjs';

const root = new URL('..', import.meta.url).pathname;
const bin = (name) => join(root, 'node_modules', '.bin', name);
const reports = mkdtempSync(join(tmpdir(), 'agenda-test-'));

function run(command, args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
    child.once('exit', (code) => resolve(code ?? 1));
  });
}

// Each step's wall time, printed at the end: what CI's minutes go to, step by step.
const timings = [];
let current;
function step(name) {
  endStep();
  current = { name, start: Date.now() };
  process.stdout.write(`\n=== ${name} ===\n`);
}
function endStep() {
  if (current) timings.push(`${current.name}: ${Math.round((Date.now() - current.start) / 1000)} s`);
  current = undefined;
}

/**
 * Runs a command with its output held back, then prints it whole under its name with its wall time:
 * commands that run side by side do not interleave their lines.
 */
function runHeld(name, command, args, env = {}) {
  const start = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env } });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.once('close', (code) => {
      const seconds = Math.round((Date.now() - start) / 1000);
      timings.push(`  ${name}: ${seconds} s`);
      process.stdout.write(`\n--- ${name} (${seconds} s, exit ${code}) ---\n${Buffer.concat(output).toString()}`);
      resolve(code ?? 1);
    });
  });
}

/**
 * The browser tests' server (e2e/server.mjs), started while the integration tests run: its PostgreSQL's
 * first start and the server's boot (9 s) then no longer open the browser step. Its errors are printed
 * after the browser tests, as Playwright prints those of a server it starts.
 */
function startE2eServer(env) {
  const serverEnv = e2eServerEnv();
  const child = spawn('node', ['scripts/start.mjs'], {
    cwd: root,
    env: { ...process.env, ...env, ...serverEnv },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const errors = [];
  child.stderr.on('data', (chunk) => errors.push(chunk));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const ready = (async () => {
    const deadline = Date.now() + 180_000;
    while (Date.now() < deadline && child.exitCode === null) {
      const up = await fetch(`http://127.0.0.1:${serverEnv.PORT}/healthz`).then(
        (res) => res.ok,
        () => false,
      );
      if (up) return true;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    return false;
  })();
  return {
    ready,
    errors: () => Buffer.concat(errors).toString(),
    stop: async () => {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await exited;
    },
  };
}

let emulator;
let e2eServer;
/** The pooler pass's PostgreSQL and PgBouncer, left running by its first part for its second. */
let poolerServersKept = false;
let failedStep;
try {
  // Lint (with the layering check), the type-check (one program for every workspace: tsconfig.json)
  // and the web build the browser tests serve, side by side on the cores, while the Auth emulator
  // starts: none needs another's result.
  step('lint, type-check and web build, side by side');
  const emulatorStarted = isEmulatorUp().then((up) => (up ? undefined : startAuthEmulator()));
  emulatorStarted.catch(() => {}); // awaited below, once the three are done: its failure is reported there
  const [lint, types, web] = await Promise.all([
    runHeld('lint', 'npm', ['run', 'lint']),
    runHeld('typecheck', 'npm', ['run', 'typecheck']),
    runHeld('web build', 'npm', ['run', 'build', '--silent', '-w', '@agenda/web', '--', '--logLevel', 'warn']),
  ]);
  if (lint !== 0) failedStep ??= 'lint';
  if (types !== 0) failedStep ??= 'typecheck';
  if (web !== 0) failedStep ??= 'web build';
  emulator = await emulatorStarted;
  const env = { FIREBASE_AUTH_EMULATOR_HOST: EMULATOR_HOST, TURBO_TELEMETRY_DISABLED: '1' };

  step('unit and integration tests (vitest)');
  e2eServer = startE2eServer(env);
  const vitestReport = join(reports, 'vitest.json');
  if (
    (await run(bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`], env)) !== 0
  )
    failedStep ??= 'vitest';

  // The browser tests leave a part of the two cores idle (the pages wait on the server, the server on
  // PostgreSQL): the pooler pass's integration files, one at a time, run in it rather than after them
  // (one at a time it still ends well before the browser, 188 s against 286, and leaves the browser
  // more of the cores than two did: 286 s against 300-321).
  // Its files that need the cores to themselves ('int-alone') follow once the browser is done, on the
  // same PostgreSQL and PgBouncer, kept running between the two.
  const pooler = spawnSync('sh', ['-c', 'command -v pgbouncer']).status === 0;
  step(`browser tests (playwright, chromium)${pooler ? ' and, beside them, the pooler pass' : ''}`);
  const playwrightReport = join(reports, 'playwright.json');
  const poolerReports = [join(reports, 'pooler.json'), join(reports, 'pooler-alone.json')];
  const poolerPass = (project, report, servers, extra = {}) =>
    runHeld(
      `pooler pass (${project})`,
      'node',
      ['scripts/pooler-pass.mjs', `--project=${project}`, `--json=${report}`, servers],
      { ...env, ...extra },
    );
  // Else Playwright starts the server itself.
  const e2eServerUp = await e2eServer.ready;
  poolerServersKept = pooler;
  const [browser, pooled] = await Promise.all([
    run(bin('playwright'), ['test', '--reporter=list,json'], {
      ...env,
      PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
      ...(e2eServerUp ? { E2E_SERVER: 'running' } : {}),
    }),
    pooler ? poolerPass('int', poolerReports[0], '--keep', { INT_WORKERS: '1' }) : Promise.resolve(0),
  ]);
  if (browser !== 0) failedStep ??= 'playwright';
  const serverErrors = e2eServer.errors();
  if (serverErrors) process.stdout.write(`\n--- the browser tests' server, its errors ---\n${serverErrors}`);
  await e2eServer.stop();
  if (pooled !== 0) failedStep ??= 'pooler pass';
  if (pooler) {
    step('pooler pass, the files that need the cores to themselves');
    const alone = await poolerPass('int-alone', poolerReports[1], '--reuse');
    poolerServersKept = false;
    if (alone !== 0) failedStep ??= 'pooler pass';
  } else {
    process.stdout.write('\npooler pass: not run, PgBouncer is not installed\n');
    if (process.env.CI) failedStep ??= 'pooler pass (PgBouncer is not installed)';
  }

  let passed = 0;
  let failed = 0;
  if (existsSync(vitestReport)) {
    const v = JSON.parse(readFileSync(vitestReport, 'utf8'));
    passed += v.numPassedTests ?? 0;
    failed += v.numFailedTests ?? 0;
  }
  for (const report of poolerReports.filter((file) => existsSync(file))) {
    const v = JSON.parse(readFileSync(report, 'utf8'));
    passed += v.numPassedTests ?? 0;
    failed += v.numFailedTests ?? 0;
  }
  if (existsSync(playwrightReport)) {
    const p = JSON.parse(readFileSync(playwrightReport, 'utf8'));
    passed += p.stats?.expected ?? 0;
    failed += (p.stats?.unexpected ?? 0) + (p.stats?.flaky ?? 0);
  }
  endStep();
  process.stdout.write(`\n${timings.join('\n')}\n`);
  process.stdout.write(`\n${passed} passed, ${failed} failed\n`);
  if (passed === 0) failedStep ??= 'no tests ran';
} finally {
  if (poolerServersKept) await run('node', ['scripts/pooler-pass.mjs', '--stop']);
  await e2eServer?.stop();
  await emulator?.stop();
}
if (failedStep) {
  process.stderr.write(`npm test failed at: ${failedStep}\n`);
  process.exit(1);
}
