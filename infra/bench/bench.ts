// `npm run bench`: the weekly read of the calendar under a fixed load, over tRPC and REST, against
// the same rows fetched by one raw SQL query through `pg`. Starts its own embedded PostgreSQL (or
// uses BENCH_DATABASE_URL), seeds ≥ 1,000 companies and ≥ 1,000,000 appointments with SQL, runs the
// real server (apps/server/src/main.ts) in a child process and measures from this one.
//   BENCH_RATE (300 req/s), BENCH_SECONDS (20 s per target), BENCH_WARMUP (4 s per warm-up step),
//   BENCH_SESSION_CACHE=0 skips the session-cache experiment, BENCH_DATABASE_URL uses a running PostgreSQL
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { TokenVerifier } from '@agenda/auth/server';
import { PERIOD_SQL } from '@agenda/calendar/server';
import { addDays, startOfWeekMonday } from '@agenda/br';
import { ensureDatabase } from '@agenda/db';
import type { Auth } from 'firebase-admin/auth';
import pg from 'pg';
import { freePort, startEmbeddedPostgres } from '../../packages/db/src/embedded.ts';
import { openOrm } from '../../apps/server/src/server.ts';
import { closeAgent, fixedRate, get, percentile } from './load.ts';
import { seed } from './seed.ts';

const RATE = Number(process.env.BENCH_RATE ?? 300);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 4);
const BUDGET_P95_MS = 10;
const BUDGET_RATIO = 2.5;
const SECRET = 'bench-session-secret-0123456789-abcdefghijklmnop';
const root = resolve(import.meta.dirname, '..', '..');
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

async function startServer(databaseUrl: string, port: number, entry = 'apps/server/src/main.ts'): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, entry)], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      SESSION_SECRET: SECRET,
      AGENDA_DEMO_SEED: 'off',
      AGENDA_LOG: 'off',
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

interface Row {
  target: string;
  sent: number;
  errors: number;
  rate: number;
  p50: number;
  p95: number;
  p99: number;
  rows: number;
}

/**
 * A cold server (JIT, pools, caches) hit at full rate builds a queue it never catches up with, so
 * the load ramps up first (a third, two thirds, then the full rate) and only then is measured.
 */
async function measure(target: string, rows: number, fire: (i: number) => Promise<void>): Promise<Row> {
  let offset = 0;
  for (const [rate, seconds] of [
    [RATE / 3, WARMUP],
    [(2 * RATE) / 3, WARMUP],
    [RATE, WARMUP],
  ] as const) {
    const start = offset;
    await fixedRate(rate, seconds, (i) => fire(start + i));
    offset += Math.round(rate * seconds);
  }
  const r = await fixedRate(RATE, SECONDS, (i) => fire(offset + i));
  const sorted = [...r.latencies].sort((a, b) => a - b);
  return {
    target,
    sent: r.sent,
    errors: r.errors,
    rate: r.sent / r.seconds,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    rows,
  };
}

const fmt = (n: number) => n.toFixed(2).padStart(8);

async function main() {
  let stopDatabase = async () => {};
  let dataDir: string | undefined;
  let adminUrl = process.env.BENCH_DATABASE_URL;
  log('Agenda benchmark — the weekly calendar read');
  if (!adminUrl) {
    dataDir = mkdtempSync(join(tmpdir(), 'agenda-bench-pg-'));
    const server = await startEmbeddedPostgres({ dataDir, persistent: false, durable: false, port: await freePort() });
    adminUrl = server.adminUrl;
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
  const sqlText = PERIOD_SQL.split('?').reduce((acc, part, i) => (i === 0 ? part : `${acc}$${i}${part}`), '');
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 20 });
  const token = await new TokenVerifier({} as Auth, SECRET).issueSession(seeded.ownerUid, seeded.ownerEmail, 0);
  const probe = plan[0] ?? { startDate: seeded.firstDate, endDate: seeded.firstDate };
  const sample = await Promise.all(
    plan.slice(0, 200).map((w) => pool.query(sqlText, [seeded.bigCompanyId, w.startDate, w.endDate])),
  );
  const avgRows = Math.round(sample.reduce((n, r) => n + (r.rowCount ?? 0), 0) / sample.length);

  log(
    `\nLoad: ${RATE} req/s for ${SECONDS} s per target (after a ${3 * WARMUP} s warm-up ramp), a random week of the busy clinic per request`,
  );
  const sql = await measure('raw SQL (pg, one query)', avgRows, async (i) => {
    const w = plan[i % plan.length] ?? probe;
    await pool.query(sqlText, [seeded.bigCompanyId, w.startDate, w.endDate]);
  });

  const variants: { label: string; entry: string; note: string }[] = [
    { label: '', entry: 'apps/server/src/main.ts', note: 'the server as `npm start` runs it' },
  ];
  if (process.env.BENCH_SESSION_CACHE !== '0')
    variants.push({
      label: ' [session cached]',
      entry: 'infra/bench/cached-session-server.ts',
      note: 'experiment: the same app with the per-request session lookup (one joined query) memoised per token',
    });
  const tables: { note: string; rows: Row[] }[] = [];
  for (const variant of variants) {
    const port = await freePort();
    const server = await startServer(databaseUrl, port, variant.entry);
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
    const rows: Row[] = [];
    rows.push(
      await measure(`tRPC calendar.list${variant.label}`, avgRows, async (i) => {
        await get(trpcUrl(plan[i % plan.length] ?? probe), token);
      }),
    );
    rows.push(
      await measure(`REST /api/appointments${variant.label}`, avgRows, async (i) => {
        await get(restUrl(plan[i % plan.length] ?? probe), token);
      }),
    );
    tables.push({ note: variant.note, rows });
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
  }

  const header = `${'target'.padEnd(40)} ${'requests'.padStart(8)} ${'errors'.padStart(6)} ${'req/s'.padStart(6)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'rows'.padStart(5)} ${'p50/SQL'.padStart(8)} ${'p95/SQL'.padStart(8)}`;
  const line = (r: Row) =>
    `${r.target.padEnd(40)} ${String(r.sent).padStart(8)} ${String(r.errors).padStart(6)} ${r.rate.toFixed(0).padStart(6)} ${fmt(r.p50)} ${fmt(r.p95)} ${fmt(r.p99)} ${String(r.rows).padStart(5)} ${`${(r.p50 / sql.p50).toFixed(2)}x`.padStart(8)} ${`${(r.p95 / sql.p95).toFixed(2)}x`.padStart(8)}`;
  log('');
  log(header);
  log(line(sql));
  for (const t of tables) for (const r of t.rows) log(line(r));
  log('');
  for (const [i, t] of tables.entries()) log(`  ${i === 0 ? '(no mark)' : '[session cached]'}: ${t.note}`);
  const verdict = (rows: Row[]) =>
    rows.every((r) => r.errors === 0 && r.p95 <= BUDGET_P95_MS && r.p95 / sql.p95 <= BUDGET_RATIO) ? 'PASS' : 'FAIL';
  log(`\nBudget: p95 ≤ ${BUDGET_P95_MS} ms and p95 ≤ ${BUDGET_RATIO}x the raw SQL query's, no errors:`);
  for (const t of tables) log(`  ${t.note}: ${verdict(t.rows)}`);
  const ok = verdict(tables[0]?.rows ?? []) === 'PASS';

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
