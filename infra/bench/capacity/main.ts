// `npm run bench:capacity`: how many clinics, each doing a normal day (model.ts), one machine
// serves before any action gets slow. It seeds (or reuses) a population of clinics, starts the real
// server, and ramps K clinics at once, step by step, until the first step that fails (an action's
// p95 > 100 ms or errors > 0.1%); then the same ramp as plain SQL through `pg` (the physical limit)
// and with two server instances behind one PgBouncer in transaction mode (from the step before the
// last one instance passed). Prints a short summary and writes an HTML report with charts.
//
//   CAPACITY_QUICK=1         a handful of clinics and short steps (≤ 3 min): checks the bench, not a result
//   CAPACITY_STEPS=50,100    the K of each step (full: 50,100,200,400,800,1600,2000; quick: 10,20,40)
//   CAPACITY_SECONDS / CAPACITY_WARMUP   measured and warm-up seconds per step (full 30 + 10, quick 15 + 5)
//   CAPACITY_PACE            think times divided by this (quick 10: a clinic offers what 10 do; K counts ×PACE)
//   CAPACITY_CLINICS         clinics to seed (full 2,000, quick 40); CAPACITY_PAST_PER_DAY (2) the history's density
//   CAPACITY_ONLY=one,sql,two   the runs to make (all three by default); `costs` alone: the one instance's
//                            costs of each action (CAPACITY_COSTS) without its ramp
//   CAPACITY_DATA_DIR        the embedded PostgreSQL's folder, kept between runs (/tmp/agenda-capacity-pg);
//                            BENCH_DATABASE_URL a running PostgreSQL instead
//   CAPACITY_SOCKET=1        the one instance talks to PostgreSQL through its Unix socket, not loopback TCP
//   CAPACITY_REPORT          the HTML report's path (infra/bench/capacity/report.html; quick: report-quick.html)
//   CAPACITY_COSTS=40        requests of each action sent alone, one at a time, on the one instance before its
//                            ramp: each action's CPU on the server and in PostgreSQL (0: not measured)
//   CAPACITY_COST_ACTIONS=finalize,book   the costs of these actions only (all of them by default)
//   CAPACITY_PROFILE=<dir>   the server runs with --cpu-prof into <dir> and the statements' times are read
//                            from pg_stat_statements (if the binaries carry it) or the slow-statement log
import { type ChildProcess, spawnSync } from 'node:child_process';
import { cpus, tmpdir } from 'node:os';
import { rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { freePort } from '../../../packages/db/src/embedded.ts';
import { BENCH_SECRET, startBenchServer } from '../server.ts';
import { capacityDatabase } from './database.ts';
import { type ActionCost, actionCosts, costLines } from './costs.ts';
import { closeHttp, type Driver, httpDriver } from './http-driver.ts';
import { ACTIONS, type Action, capacity, requestsPerSecond, type StepFigures, stepPasses } from './model.ts';
import { loadClinics, PAST_PER_DAY, populate } from './population.ts';
import { profileHints, startProfiling } from './profile.ts';
import { rawDriver } from './raw-driver.ts';
import { html, type Results, type Run, stepLines, summary } from './report.ts';
import { postgresPids, runStep, warmUp } from './runner.ts';
import { clinicStates } from './state.ts';

const QUICK = process.env.CAPACITY_QUICK === '1';
const STEPS = (process.env.CAPACITY_STEPS ?? (QUICK ? '10,20,40' : '50,100,200,400,800,1600,2000'))
  .split(',')
  .map(Number)
  .filter((n) => n > 0);
const SECONDS = Number(process.env.CAPACITY_SECONDS ?? (QUICK ? 15 : 30));
const WARMUP = Number(process.env.CAPACITY_WARMUP ?? (QUICK ? 5 : 10));
/** Think times divided by this: in the quick mode 40 clinics offer what 400 would (K counts clinic-equivalents). */
const PACE = Number(process.env.CAPACITY_PACE ?? (QUICK ? 10 : 1));
const CLINICS = Math.max(Number(process.env.CAPACITY_CLINICS ?? (QUICK ? 40 : 2000)), ...STEPS);
const ONLY = new Set((process.env.CAPACITY_ONLY ?? 'one,sql,two').split(','));
const COST_REQUESTS = Number(process.env.CAPACITY_COSTS ?? (QUICK ? 5 : 40));
const COST_ACTIONS = process.env.CAPACITY_COST_ACTIONS
  ? new Set(process.env.CAPACITY_COST_ACTIONS.split(',').filter((a): a is Action => (ACTIONS as readonly string[]).includes(a)))
  : null;
/** CAPACITY_SOCKET=1: the one instance reaches the embedded PostgreSQL through its Unix socket, as a server on the same machine may. */
const SOCKET = process.env.CAPACITY_SOCKET === '1' && !process.env.BENCH_DATABASE_URL;
const REPORT = resolve(process.env.CAPACITY_REPORT ?? join(import.meta.dirname, QUICK ? 'report-quick.html' : 'report.html'));
const root = resolve(import.meta.dirname, '..', '..', '..');
const log = (line = '') => process.stdout.write(`${line}\n`);

const MODEL =
  'recepção a cada 15–30 s (semana 20%, dia 15%, busca 20%, agendar 15% — 1/6 num horário ocupado, 409 esperado —, ' +
  'link ao paciente 10% — o paciente abre e confirma 5–60 s depois —, finalizar com produto e pagamento 10%, cobrança 7%, ' +
  'horários livres 3%); cada profissional a cada 60–120 s (o próprio dia 45–55%, semana 15%, busca 15%, finalizar 15%; ' +
  'a dona também o financeiro 8% e a exportação de clientes 2%); pacientes na página pública, um a cada 120–360 s por clínica ' +
  '(horários 80%, agendamento online 20%)';

/** The same database through the embedded server's socket (its folder is the system's temporary one). */
function throughSocket(url: string): string {
  const u = new URL(url);
  u.searchParams.set('host', tmpdir());
  return u.toString();
}

async function stopChild(child: ChildProcess) {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
}

async function main() {
  const started = new Date();
  log(`Agenda capacity bench — ${QUICK ? 'QUICK mode (checks the bench; its figures are not the result)' : 'full run'}`);
  if (PACE !== 1)
    log(`  pace ${PACE}: each clinic acts ${PACE}× as often, so K counts ${PACE} clinic-equivalents per clinic driven`);
  log(
    `  steps K = ${STEPS.map((k) => k * PACE).join(', ')}; ${WARMUP} s warm-up + ${SECONDS} s measured per step; runs: ${[...ONLY].join(', ')}`,
  );
  const { adminUrl, databaseUrl, stop: stopDatabase } = await capacityDatabase(QUICK);
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  log(`\nPopulation (${CLINICS} clinics, ${PAST_PER_DAY} appointments a professional a day of history):`);
  const second = new pg.Client({ connectionString: databaseUrl });
  await second.connect();
  await populate(admin, second, CLINICS, log);
  await second.end();
  const driven = Math.max(...STEPS);
  // A few clinics past the ramp's for the costs alone: their bookings and checkouts leave the ramp's as they were.
  const loaded = await loadClinics(admin, driven + (COST_REQUESTS > 0 ? Math.min(20, CLINICS - driven) : 0));
  const clinics = loaded.slice(0, driven);
  const spareClinics = loaded.slice(driven);
  const meanTeam = clinics.reduce((n, c) => n + c.professionals.length, 0) / Math.max(1, clinics.length);
  const clinicRate = requestsPerSecond(meanTeam);
  log(
    `  ${clinics.length} clinics to drive; mean team ${meanTeam.toFixed(1)} → ≈ ${clinicRate.toFixed(3)} requests/s per clinic`,
  );
  const backend = (await admin.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]?.pid ?? 0;
  const databasePids = postgresPids(backend);
  const profiling = await startProfiling(admin, log);

  // The public pages and the patients' links are rate-limited per address; every simulated patient here comes from one.
  process.env.RATE_LIMIT_FACTOR = '1000000';
  const runs: Run[] = [];
  let costs: ActionCost[] | undefined;

  const ramp = async (label: string, name: Run['name'], driver: Driver, serverPids: () => number[], from = 0) => {
    log(`\n${label}:`);
    const steps: StepFigures[] = [];
    const states = await clinicStates(admin, clinics, BENCH_SECRET);
    // A cold server (JIT, pools, caches) is slow for its first requests: every action a few times first, unmeasured.
    const warm = await warmUp(driver, states, QUICK ? 8 : 40);
    log(`  warm-up: ${warm.ok} requests answered, ${warm.failed} failed`);
    if (name === 'one' && COST_REQUESTS > 0) {
      const spare = spareClinics.length ? await clinicStates(admin, spareClinics, BENCH_SECRET) : states;
      costs = await actionCosts(driver, spare, serverPids, databasePids, COST_REQUESTS, COST_ACTIONS);
      log('  each action alone, one request at a time:');
      for (const line of costLines(costs)) log(line);
    }
    // CAPACITY_ONLY=costs: the costs alone, no ramp (a before and after of one change in two minutes).
    for (const k of STEPS.filter((s) => s * PACE >= from && (name !== 'one' || ONLY.has('one')))) {
      const step = await runStep({
        clinics: states.slice(0, k),
        pace: PACE,
        warmupSeconds: WARMUP,
        seconds: SECONDS,
        seed: k,
        driver,
        serverPids,
        databasePids,
      });
      steps.push(step);
      for (const line of stepLines(step)) log(line);
      if (!stepPasses(step)) break;
    }
    if (name !== 'one' || ONLY.has('one')) runs.push({ name, label, steps });
    return steps;
  };

  if (ONLY.has('one') || ONLY.has('costs')) {
    const port = await freePort();
    const server = await startBenchServer(SOCKET ? throughSocket(databaseUrl) : databaseUrl, port);
    try {
      await ramp('Uma instância (REST, servidor real)', 'one', httpDriver([`http://127.0.0.1:${port}`]), () =>
        server.pid ? [server.pid] : [],
      );
    } finally {
      await stopChild(server);
    }
  }

  if (ONLY.has('sql')) {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
    await ramp('SQL puro via pg (o limite físico)', 'sql', rawDriver(pool), () => []);
    await pool.end();
  }

  if (ONLY.has('two')) {
    const one = runs.find((r) => r.name === 'one');
    // From the step before the last one instance passed: two instances on two cores may serve fewer, not only more.
    const passed = STEPS.indexOf((one ? capacity(one.steps) : 0) / PACE);
    const from = passed > 0 ? (STEPS[passed - 1] ?? 0) * PACE : 0;
    const pgPort = new URL(adminUrl).port;
    const poolerPort = await freePort();
    const poolerDir = `/tmp/agenda-capacity-pgbouncer-${poolerPort}`;
    const pgbouncer = (action: string, ...args: string[]) =>
      spawnSync('node', ['infra/postgres/pgbouncer.mjs', action, poolerDir, ...args], {
        cwd: root,
        stdio: 'inherit',
        env: {
          ...process.env,
          SESSION_SECRET: BENCH_SECRET,
          PGBOUNCER_ADMIN_PASSWORD: decodeURIComponent(new URL(adminUrl).password),
        },
      }).status === 0;
    if (!pgbouncer('start', String(poolerPort), pgPort))
      log('\nTwo instances: PgBouncer did not start (is `pgbouncer` installed?): skipped');
    else {
      const pooled = new URL(databaseUrl);
      pooled.port = String(poolerPort);
      process.env.DATABASE_POOLER = 'transaction';
      const servers: ChildProcess[] = [];
      const bases: string[] = [];
      try {
        for (let i = 0; i < 2; i++) {
          const port = await freePort();
          servers.push(await startBenchServer(pooled.toString(), port));
          bases.push(`http://127.0.0.1:${port}`);
        }
        await ramp(
          'Duas instâncias atrás de um PgBouncer (transaction)',
          'two',
          httpDriver(bases),
          () => servers.flatMap((s) => (s.pid ? [s.pid] : [])),
          from,
        );
      } finally {
        for (const s of servers) await stopChild(s);
        delete process.env.DATABASE_POOLER;
        pgbouncer('stop');
        rmSync(poolerDir, { recursive: true, force: true });
      }
    }
  }

  const hints = await profileHints(admin, profiling);
  await admin.end();
  closeHttp();
  await stopDatabase();

  const results: Results = {
    startedAt: started.toISOString(),
    machine: `${cpus().length} cores (${cpus()[0]?.model ?? '?'}), Node ${process.version}`,
    quick: QUICK,
    pace: PACE,
    model: MODEL,
    clinicRate,
    runs,
    ...(costs ? { costs } : {}),
    hints,
  };
  writeFileSync(REPORT, html(results));
  writeFileSync(REPORT.replace(/\.html$/, '.json'), `${JSON.stringify(results, null, 2)}\n`);
  log('');
  for (const line of summary(results)) log(line);
  for (const line of hints) log(`  ${line}`);
  log(`\nReport: ${REPORT}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
