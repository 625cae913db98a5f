// `npm run bench`: the weekly read of the calendar under a fixed load, over tRPC and REST, against
// the same rows fetched by one raw SQL query through `pg`. Starts its own embedded PostgreSQL (or
// uses BENCH_DATABASE_URL), seeds ≥ 1,000 companies and ≥ 1,000,000 appointments with SQL, runs the
// real server (apps/server/src/main.ts) in a child process and measures from this one.
// Then a saturation step: each path offered more than the machine can serve, achieved req/s side by
// side. Targets of other features plug in as `infra/bench/<name>-bench.ts` modules (see harness.ts).
//   BENCH_RATE (300 req/s), BENCH_SECONDS (20 s per target), BENCH_WARMUP (4 s per warm-up step),
//   BENCH_ROUNDS (4: the raw query, tRPC and REST take turns in that many slices of their measured time),
//   BENCH_SATURATION_RATE (1500 req/s offered), BENCH_SATURATION_SECONDS (10 s per target; 0 skips it),
//   BENCH_DATABASE_URL uses a running PostgreSQL,
//   BENCH_PROFILE, BENCH_SERVER_FLAGS, BENCH_SERVER_LOG: see server.ts,
//   BENCH_TRACE=<file> writes every measured request of the side-by-side targets (see load.ts),
//   BENCH_PG_LOG=<file> appends PostgreSQL's log (slow statements, autovacuum, checkpoints) to that file,
//   BENCH_PORT and BENCH_PG_PORT fix the server's and the embedded PostgreSQL's ports (else free ones),
//   BENCH_ONLY=<words> runs only the modules whose file names contain one of them ('none' for none)
import { BENCH_SECRET, startBenchServer } from './server.ts';
import { benchSessionToken } from './session.ts';
import { mkdtempSync, openSync, readdirSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { periodSql } from '@agenda/calendar/server';
import { addDays, startOfWeekMonday } from '@agenda/br';
import { ensureDatabase } from '@agenda/db';
import pg from 'pg';
import { freePort, startEmbeddedPostgres } from '../../packages/db/src/embedded.ts';
import { openOrm } from '../../apps/server/src/server.ts';
import {
  type BenchContext,
  type BenchModule,
  RATE,
  ROUNDS,
  type Row,
  SATURATION_RATE,
  SATURATION_SECONDS,
  SECONDS,
  type SaturationRow,
  WARMUP,
  get,
  latencyTable,
  measure,
  measureSideBySide,
  saturation,
  saturationSideBySide,
  saturationTable,
} from './harness.ts';
import { closeAgent, STALL_MS, writeTrace } from './load.ts';
import { seed } from './seed.ts';

const BUDGET_P95_MS = 10;
/** The weekly read's own budget: p95 against the raw query's. */
const CALENDAR_RATIO = 2.5;
/** The API path's: the app's p95 at the fixed rate, and its saturation throughput, against the raw query's. */
const BUDGET_RATIO = 1.5;
const BUDGET_SATURATION = 0.8;
const log = (line = '') => process.stdout.write(`${line}\n`);

/** A deterministic sequence of weeks of the busy clinic's ten years: every target reads the same ones. */
function weeks(first: string, last: string, count: number): { startDate: string; endDate: string }[] {
  const start = startOfWeekMonday(addDays(first, 7));
  const span = Math.floor((Date.parse(last) - Date.parse(start)) / (7 * 86_400_000));
  let state = 12345;
  return Array.from({ length: count }, () => {
    state = (state * 1_103_515_245 + 12_345) >>> 0;
    const monday = addDays(start, 7 * (state % span));
    return { startDate: monday, endDate: addDays(monday, 5) };
  });
}

/** BENCH_PG_LOG: what PostgreSQL logs of slow statements, autovacuum and checkpoints, to find latency spikes. */
async function logSlowStatements(adminUrl: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  for (const setting of ['log_min_duration_statement = 10', 'log_autovacuum_min_duration = 0', 'log_checkpoints = on'])
    await admin.query(`alter system set ${setting}`);
  await admin.query('select pg_reload_conf()');
  await admin.end();
}

/** The feature modules' targets: `infra/bench/*-bench.ts`, each default-exporting a BenchModule. */
async function benchModules(): Promise<{ file: string; module: BenchModule }[]> {
  const only = process.env.BENCH_ONLY?.split(',').filter(Boolean);
  const files = readdirSync(import.meta.dirname)
    .filter((f) => f.endsWith('-bench.ts'))
    .filter((f) => !only || only.some((word) => f.includes(word)))
    .sort();
  return Promise.all(
    files.map(async (file) => ({ file, module: (await import(join(import.meta.dirname, file))).default as BenchModule })),
  );
}

async function main() {
  let stopDatabase = async () => {};
  let dataDir: string | undefined;
  let adminUrl = process.env.BENCH_DATABASE_URL;
  log('Agenda benchmark — the weekly calendar read');
  if (!adminUrl) {
    dataDir = mkdtempSync(join(tmpdir(), 'agenda-bench-pg-'));
    const pgLog = process.env.BENCH_PG_LOG ? openSync(resolve(process.env.BENCH_PG_LOG), 'a') : undefined;
    const onLog = pgLog === undefined ? undefined : (line: string) => writeSync(pgLog, line.endsWith('\n') ? line : `${line}\n`);
    const pgPort = Number(process.env.BENCH_PG_PORT) || (await freePort());
    const server = await startEmbeddedPostgres({ dataDir, persistent: false, durable: false, port: pgPort, onLog });
    adminUrl = server.adminUrl;
    if (pgLog !== undefined) await logSlowStatements(adminUrl);
    stopDatabase = server.stop;
    log('  embedded PostgreSQL started');
  }
  const dbName = `agenda_bench_${process.pid}`;
  await ensureDatabase(adminUrl, dbName);
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  const databaseUrl = url.toString();
  const orm = await openOrm(databaseUrl);
  await orm.close(true);

  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  log('\nSeeding (SQL only):');
  const seedStarted = performance.now();
  const seeded = await seed(db, log);
  await db.end();
  log(
    `  ${seeded.companies.toLocaleString('en-US')} companies, ${seeded.appointments.toLocaleString('en-US')} appointments ` +
      `(busy clinic: ${seeded.bigAppointments.toLocaleString('en-US')} from ${seeded.firstDate} to ${seeded.lastDate}) ` +
      `in ${((performance.now() - seedStarted) / 1000).toFixed(0)} s`,
  );

  const plan = weeks(seeded.firstDate, seeded.lastDate, RATE * (SECONDS + 2 * WARMUP) + 1);
  // The endpoint's statement text ($1 company, $2 and $3 the week), with each request's values.
  const { text: sqlText } = periodSql(seeded.bigCompanyId, seeded.firstDate, seeded.firstDate).render();
  // Never closes an idle connection: the raw path sits idle while the others take their turns, and
  // reconnecting at the start of each of its turns would charge the baseline for set-up.
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 20, idleTimeoutMillis: 0 });
  // An idle client may still be closing when the database stops at the end: not a failure of the run.
  pool.on('error', () => {});
  const token = await benchSessionToken(pool, BENCH_SECRET, seeded.ownerUid, seeded.ownerEmail);
  const probe = plan[0] ?? { startDate: seeded.firstDate, endDate: seeded.firstDate };
  const sample = await Promise.all(
    plan.slice(0, 200).map((w) => pool.query(sqlText, [seeded.bigCompanyId, w.startDate, w.endDate])),
  );
  const avgRows = Math.round(sample.reduce((n, r) => n + (r.rowCount ?? 0), 0) / sample.length);

  log(
    `\nLoad: ${RATE} req/s for ${SECONDS} s per target (after a ${3 * WARMUP} s warm-up ramp), in ${ROUNDS} turns side by side, a random week of the busy clinic per request`,
  );

  const fireSql = async (i: number) => {
    const w = plan[i % plan.length] ?? probe;
    await pool.query(sqlText, [seeded.bigCompanyId, w.startDate, w.endDate]);
  };

  const saturated: SaturationRow[] = [];
  const extra: { title: string; rows: Row[]; saturation: SaturationRow[]; ok: boolean }[] = [];
  const modules = await benchModules();
  const port = Number(process.env.BENCH_PORT) || (await freePort());
  const server = await startBenchServer(databaseUrl, port);
  const base = `http://127.0.0.1:${port}`;
  const trpcUrl = (w: { startDate: string; endDate: string }) =>
    `${base}/trpc/calendar.list?input=${encodeURIComponent(JSON.stringify(w))}`;
  const restUrl = (w: { startDate: string; endDate: string }) =>
    `${base}/api/appointments?startDate=${w.startDate}&endDate=${w.endDate}`;
  // The same rows three ways, checked before measuring.
  const viaTrpc = (JSON.parse(await get(trpcUrl(probe), token)) as { result: { data: { appointments: { id: string }[] } } })
    .result.data.appointments;
  const viaRest = (JSON.parse(await get(restUrl(probe), token)) as { appointments: { id: string }[] }).appointments;
  const viaSql = (await pool.query<{ id: string }>(sqlText, [seeded.bigCompanyId, probe.startDate, probe.endDate])).rows;
  const ids = (list: { id: string }[]) => list.map((a) => a.id).join();
  if (ids(viaTrpc) !== ids(viaSql) || ids(viaRest) !== ids(viaSql)) throw new Error('tRPC, REST and SQL disagree on the rows');
  const fireTrpc = async (i: number) => void (await get(trpcUrl(plan[i % plan.length] ?? probe), token));
  const fireRest = async (i: number) => void (await get(restUrl(plan[i % plan.length] ?? probe), token));
  const [sql, ...rows] = await measureSideBySide(
    [
      { target: 'raw SQL (pg, one query)', fire: fireSql },
      { target: 'tRPC calendar.list', fire: fireTrpc, serverPid: server.pid },
      { target: 'REST /api/appointments', fire: fireRest, serverPid: server.pid },
    ],
    avgRows,
  );
  if (!sql) throw new Error('no measurement');

  if (SATURATION_SECONDS > 0) {
    log(`Saturation: ${SATURATION_RATE} req/s offered for ${SATURATION_SECONDS} s per path, in ${ROUNDS} turns side by side`);
    saturated.push(
      ...(await saturationSideBySide([
        { target: 'raw SQL (pg, one query)', fire: fireSql },
        { target: 'tRPC calendar.list', fire: fireTrpc },
        { target: 'REST /api/appointments', fire: fireRest },
      ])),
    );
  }
  const ctx: BenchContext = { databaseUrl, pool, seeded, base, token, get, measure, saturation, log, serverPid: server.pid };
  for (const { file, module } of modules) {
    log(`Module ${file}: ${module.title}`);
    const result = await module.run(ctx);
    extra.push({ title: module.title, rows: result.rows, saturation: result.saturation ?? [], ok: result.ok });
  }
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));

  log('');
  for (const l of latencyTable([sql, ...rows], sql)) log(l);
  log('\n  tRPC and REST: the server as `npm start` runs it, in a child process');
  log(`  gen. stalls/s: times a second the generator itself woke ≥ ${STALL_MS} ms late — the machine, not the target`);
  const stalled = rows.filter((r) => r.stallsPerSecond >= 1 && r.stallsPerSecond > 2 * sql.stallsPerSecond);
  if (stalled.length)
    log(
      `  The generator stalled far more on ${stalled.map((r) => r.target).join(' and ')} than on the raw query: this run's p95 there carries the machine's stall state (decision 020).`,
    );
  const satSql = saturated[0];
  if (satSql) {
    log('');
    for (const l of saturationTable(saturated, satSql)) log(l);
  }
  for (const m of extra) {
    log(`\n${m.title}`);
    for (const l of latencyTable(m.rows, sql)) log(l);
    if (m.saturation.length && satSql) for (const l of saturationTable(m.saturation, satSql)) log(l);
  }

  const within = (ratio: number) => rows.every((r) => r.errors === 0 && r.p95 <= BUDGET_P95_MS && r.p95 / sql.p95 <= ratio);
  const calendarOk = within(CALENDAR_RATIO);
  const pathOk = within(BUDGET_RATIO);
  const saturationOk = saturated
    .slice(1)
    .every((r) => r.errors === 0 && satSql !== undefined && r.achieved / satSql.achieved >= BUDGET_SATURATION);
  const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');
  log(
    `\nBudget of the weekly read: p95 ≤ ${BUDGET_P95_MS} ms and ≤ ${CALENDAR_RATIO}x the raw SQL query's, no errors: ${verdict(calendarOk)}`,
  );
  log(
    `Budget of the API path: p95 ≤ ${BUDGET_P95_MS} ms and ≤ ${BUDGET_RATIO}x the raw SQL query's, no errors: ${verdict(pathOk)}`,
  );
  if (satSql)
    log(`Budget: saturation throughput ≥ ${BUDGET_SATURATION}x the raw SQL path's on tRPC and REST: ${verdict(saturationOk)}`);
  for (const m of extra) log(`Budgets of ${m.title}: ${verdict(m.ok)}`);
  const ok = calendarOk && pathOk && (!satSql || saturationOk) && extra.every((m) => m.ok);

  writeTrace();
  await pool.end();
  closeAgent();
  await stopDatabase();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  process.exitCode = ok ? 0 : 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
