// `npm run bench:finance`: the financial screens' reads under 50 req/s — the summary of one month, of
// twelve months, and a filtered page of transactions — over REST, beside the same statements run as
// raw SQL through `pg`. One clinic with five years of history (≥ 50,000 payments and expenses),
// seeded by SQL; the real server (apps/server/src/main.ts) runs in a child process.
//   BENCH_RATE (50 req/s), BENCH_SECONDS (15 s per target), BENCH_WARMUP (3 s per warm-up step),
//   BENCH_DATABASE_URL uses a running PostgreSQL.
import { BENCH_SECRET, startBenchServer } from './server.ts';
import { benchSessionToken } from './session.ts';
import { addDays, nowInTimeZone } from '@agenda/br';
import type { Sql } from '@agenda/db';
import { resolvePeriod, summarySql, transactionStatements } from '@agenda/finance/server';
import { monthOf, transactionsQuerySchema } from '@agenda/finance/shared';
import pg from 'pg';
import * as v from 'valibot';
import { freePort } from '../../packages/db/src/embedded.ts';
import { benchDatabase } from './database.ts';
import { openOrm } from '../../apps/server/src/server.ts';
import { seedFinance } from './finance-seed.ts';
import { closeAgent, fixedRate, get, percentile } from './load.ts';

const RATE = Number(process.env.BENCH_RATE ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 3);
const BUDGET_P95_MS = 50;
const TZ = 'America/Sao_Paulo';
const log = (line = '') => process.stdout.write(`${line}\n`);

interface Period {
  startDate: string;
  endDate: string;
}

/** Deterministic periods across the five years: `months` long, starting on a month's first day. */
function periods(months: number, count: number): Period[] {
  const today = nowInTimeZone(TZ).date;
  let state = 4242;
  return Array.from({ length: count }, () => {
    state = (state * 1_103_515_245 + 12_345) >>> 0;
    const start = monthOf(addDays(today, -30 * (months + (state % (60 - months))))).startDate;
    return { startDate: start, endDate: monthOf(addDays(start, 31 * (months - 1))).endDate };
  });
}

interface Row {
  target: string;
  errors: number;
  rate: number;
  p50: number;
  p95: number;
  p99: number;
}

async function measure(target: string, fire: (i: number) => Promise<void>): Promise<Row> {
  let offset = 0;
  for (const rate of [RATE / 3, (2 * RATE) / 3, RATE]) {
    const start = offset;
    await fixedRate(rate, WARMUP, (i) => fire(start + i));
    offset += Math.round(rate * WARMUP);
  }
  const r = await fixedRate(RATE, SECONDS, (i) => fire(offset + i));
  const sorted = [...r.latencies].sort((a, b) => a - b);
  return {
    target,
    errors: r.errors,
    rate: r.sent / r.seconds,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
  };
}

async function main() {
  log('Agenda benchmark — the financial reads');
  const { databaseUrl, stop: stopDatabase } = await benchDatabase('finance');
  const orm = await openOrm(databaseUrl);

  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  log('\nSeeding (SQL only):');
  const seeded = await seedFinance(db, log);
  await db.end();
  log(
    `  the clinic: ${seeded.payments.toLocaleString('en-US')} payments and ${seeded.expenses.toLocaleString('en-US')} expenses ` +
      `from ${seeded.firstDate}`,
  );

  const count = RATE * (SECONDS + 3 * WARMUP) + 1;
  const oneMonth = periods(1, count);
  const twelveMonths = periods(12, count);
  const filters = { tipo: 'receita', formaPagamento: 'PIX', status: 'PAID', limit: '20', offset: '20' };
  const txQuery = v.parse(transactionsQuerySchema, filters);
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  const token = await benchSessionToken(pool, BENCH_SECRET, seeded.ownerUid, seeded.ownerEmail);
  const run = async (statements: readonly Sql[]) => {
    for (const s of statements) await pool.query(s.render());
  };
  const at = (list: Period[], i: number) => list[i % list.length] ?? { startDate: seeded.firstDate, endDate: seeded.lastDate };
  const period = (p: Period) => resolvePeriod(p, TZ);

  log(`\nLoad: ${RATE} req/s for ${SECONDS} s per target (after a ${3 * WARMUP} s warm-up ramp); a different period per request`);
  const rows: Row[] = [];
  rows.push(
    await measure('raw SQL: summary, 1 month (1 statement)', (i) => run([summarySql(seeded.companyId, period(at(oneMonth, i)))])),
  );
  rows.push(
    await measure('raw SQL: summary, 12 months', (i) => run([summarySql(seeded.companyId, period(at(twelveMonths, i)))])),
  );
  rows.push(
    await measure('raw SQL: transactions page (2 statements)', (i) =>
      run(transactionStatements(seeded.companyId, period(at(oneMonth, i)), txQuery)),
    ),
  );

  const port = await freePort();
  const server = await startBenchServer(databaseUrl, port);
  const base = `http://127.0.0.1:${port}`;
  const qs = (p: Period, extra: Record<string, string> = {}) => new URLSearchParams({ ...p, ...extra }).toString();
  // The REST answers agree with the statements before anything is measured.
  const probe = at(oneMonth, 0);
  const summary = JSON.parse(await get(`${base}/api/financial/summary?${qs(probe)}`, token)) as { receitasRealizadas: number };
  const [scalars] = (await pool.query<{ received: string }>(summarySql(seeded.companyId, period(probe)).render())).rows;
  if (Math.round(summary.receitasRealizadas * 100) !== Number(scalars?.received)) throw new Error('REST and SQL disagree');
  rows.push(
    await measure('REST /api/financial/summary, 1 month', async (i) => {
      await get(`${base}/api/financial/summary?${qs(at(oneMonth, i))}`, token);
    }),
  );
  rows.push(
    await measure('REST /api/financial/summary, 12 months', async (i) => {
      await get(`${base}/api/financial/summary?${qs(at(twelveMonths, i))}`, token);
    }),
  );
  rows.push(
    await measure('REST /api/financial/transactions (filtered)', async (i) => {
      await get(`${base}/api/financial/transactions?${qs(at(oneMonth, i), filters)}`, token);
    }),
  );
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));

  const fmt = (n: number) => n.toFixed(2).padStart(8);
  log('');
  log(
    `${'target'.padEnd(46)} ${'errors'.padStart(6)} ${'req/s'.padStart(6)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'p99 ms'.padStart(8)}`,
  );
  for (const r of rows)
    log(
      `${r.target.padEnd(46)} ${String(r.errors).padStart(6)} ${r.rate.toFixed(0).padStart(6)} ${fmt(r.p50)} ${fmt(r.p95)} ${fmt(r.p99)}`,
    );
  const rest = rows.filter((r) => r.target.startsWith('REST'));
  const ok = rest.every((r) => r.errors === 0 && r.p95 <= BUDGET_P95_MS);
  log(`\nBudget: every REST target p95 ≤ ${BUDGET_P95_MS} ms, no errors: ${ok ? 'PASS' : 'FAIL'}`);

  await pool.end();
  await orm.close(true);
  closeAgent();
  await stopDatabase();
  process.exitCode = ok ? 0 : 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
