// The series preview of `npm run bench` (BENCH_ONLY=series runs only this module after the weekly
// read): `POST /api/appointments/series` with `preview: true`, 52 weekly occurrences of the busy
// clinic's first professional — its dates checked against ten years of appointments, the blocked
// days and holidays. Budget: p95 ≤ 100 ms.
//   BENCH_SERIES_RATE (20 req/s), BENCH_SECONDS (20 s), BENCH_WARMUP (4 s)
import { addDays, weekdayOf } from '@agenda/br';
import type { BenchContext, BenchModule, Row } from './harness.ts';
import { fixedRate, percentile } from './load.ts';

const RATE = Number(process.env.BENCH_SERIES_RATE ?? 20);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 4);
const BUDGET_P95_MS = 100;
const OCCURRENCES = 52;

async function first(ctx: BenchContext, table: 'client' | 'service' | 'professional', order: string): Promise<string> {
  const { rows } = await ctx.pool.query<{ id: string }>(
    `select id from ${table} where company_id = $1 order by ${order} limit 1`,
    [ctx.seeded.bigCompanyId],
  );
  const id = rows[0]?.id;
  if (!id) throw new Error(`no ${table} in the busy clinic`);
  return id;
}

const series: BenchModule = {
  title: `Series preview (${OCCURRENCES} weekly dates, POST /api/appointments/series)`,
  async run(ctx) {
    const clientId = await first(ctx, 'client', 'id');
    const serviceId = await first(ctx, 'service', 'duration, id');
    const professionalId = await first(ctx, 'professional', 'created_at, id');
    // A Tuesday about 40 weeks back: most dates fall on days full of the professional's appointments.
    let start = addDays(ctx.seeded.lastDate, -7 * 44);
    while (weekdayOf(start) !== 2) start = addDays(start, 1);
    const times = ['08:00', '10:30', '14:00', '16:30'];
    const body = (i: number) =>
      JSON.stringify({
        clientId,
        serviceId,
        professionalId,
        date: addDays(start, 7 * (i % 8)),
        startTime: times[i % times.length],
        endTime: null,
        notes: null,
        rule: { frequency: 'WEEKLY', count: OCCURRENCES },
        preview: true,
      });
    const fire = async (i: number) => {
      const res = await fetch(`${ctx.base}/api/appointments/series`, {
        method: 'POST',
        headers: { authorization: `Bearer ${ctx.token}`, 'content-type': 'application/json', accept: 'application/json' },
        body: body(i),
      });
      const text = await res.text();
      if (res.status !== 200) throw new Error(`${res.status} ${text.slice(0, 200)}`);
      const answer = JSON.parse(text) as { occurrences: unknown[] };
      if (answer.occurrences.length !== OCCURRENCES)
        throw new Error(`expected ${OCCURRENCES} dates, got ${answer.occurrences.length}`);
    };
    await fire(0);
    await fixedRate(RATE / 2, WARMUP, fire);
    await fixedRate(RATE, WARMUP, fire);
    const r = await fixedRate(RATE, SECONDS, fire, 'series preview');
    const sorted = [...r.latencies].sort((a, b) => a - b);
    const row: Row = {
      target: `REST series preview (${OCCURRENCES} dates) @ ${RATE} req/s`,
      sent: r.sent,
      errors: r.errors,
      rate: r.sent / r.seconds,
      p50: percentile(sorted, 50),
      p95: percentile(sorted, 95),
      p99: percentile(sorted, 99),
      rows: OCCURRENCES,
      stallsPerSecond: r.stalls / r.seconds,
    };
    const ok = row.errors === 0 && row.p95 <= BUDGET_P95_MS;
    ctx.log(
      `  series preview: p50 ${row.p50.toFixed(1)} ms, p95 ${row.p95.toFixed(1)} ms (budget ≤ ${BUDGET_P95_MS} ms), errors ${row.errors}: ${ok ? 'PASS' : 'FAIL'}`,
    );
    return { rows: [row], ok };
  },
};

/** @public bench.ts imports every `*-bench.ts` module by file name. */
export default series;
