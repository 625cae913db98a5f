// The free slots of `npm run bench` (BENCH_ONLY=slots runs only this module after the weekly read):
// a service's free slots over 31 days for the busy clinic's ten professionals — the one availability
// function over four weeks full of appointments, its holidays and blocks — beside the raw SQL of
// the same reads. Budget: p95 ≤ 30 ms at BENCH_RATE (100 req/s in the issue's figure).
//   BENCH_SLOTS_PATH (default the staff path); `slotsBench` takes another path (the public page's).
import { addDays, nowInTimeZone } from '@agenda/br';
import { type BenchContext, type BenchModule, type Row, measureSideBySide } from './harness.ts';

const BUDGET_P95_MS = 30;
const DAYS = 31;

export interface SlotsBenchOptions {
  title: string;
  /** The path and query of one question; `query` is `serviceId=…&from=…&to=…`. */
  url: (ctx: BenchContext, query: string) => string;
  /** Sends the owner's session (the staff path); a public path goes without. */
  signedIn: boolean;
}

/** The reads `freeSlotsBetween` makes, as plain SQL through the pool ($1 company, $2 service, $3 from, $4 to). */
const RAW_READS: [string, number][] = [
  ['select * from service where company_id = $1 and id = $2', 2],
  ['select * from professional where company_id = $1 and active order by created_at, id', 1],
  ['select * from company where id = $1', 1],
  ['select * from agenda_settings where company_id = $1', 1],
  ['select * from custom_holiday where company_id = $1 and date <= $2::date', -1],
  ['select * from holiday_bridge where company_id = $1 and start_date <= $3::date and end_date >= $2::date', 3],
  ['select * from schedule_block where company_id = $1 and start_date <= $3::date and end_date >= $2::date', 3],
  ['select * from day_unblock where company_id = $1 and date between $2::date and $3::date', 3],
];
const RAW_BUSY = `select id, professional_id, date::text as date, start_time, end_time
  from appointment
 where company_id = $1 and professional_id = any($2::uuid[]) and date = any($3::date[])
   and status in ('PENDING', 'CONFIRMED', 'OVERDUE')`;

/** A slots module measuring `options.url` (the staff endpoint by default, the public page's later). */
export function slotsBench(options: SlotsBenchOptions): BenchModule {
  return {
    title: options.title,
    async run(ctx) {
      const company = ctx.seeded.bigCompanyId;
      const services = (
        await ctx.pool.query<{ id: string }>('select id from service where company_id = $1 order by id', [company])
      ).rows.map((r) => r.id);
      const professionals = (
        await ctx.pool.query<{ id: string }>('select id from professional where company_id = $1 and active', [company])
      ).rows.map((r) => r.id);
      const from = nowInTimeZone('America/Sao_Paulo').date;
      const to = addDays(from, DAYS - 1);
      const dates = Array.from({ length: DAYS }, (_, i) => addDays(from, i));
      const serviceOf = (i: number) => services[i % services.length] ?? '';
      const headers = {
        accept: 'application/json',
        ...(options.signedIn ? { authorization: `Bearer ${ctx.token}` } : {}),
      };
      let slotCount: number | null = null;
      const viaApi = async (i: number) => {
        const res = await fetch(`${ctx.base}${options.url(ctx, `serviceId=${serviceOf(i)}&from=${from}&to=${to}`)}`, { headers });
        const text = await res.text();
        if (res.status !== 200) throw new Error(`${res.status} ${text.slice(0, 200)}`);
        // Parsed once, for the count: the generator shares the machine's two cores with the server,
        // and parsing every answer (hundreds of slots) would be its own load on the measured path.
        slotCount ??= (JSON.parse(text) as { slots: unknown[] }).slots.length;
      };
      const viaSql = async (i: number) => {
        // 1: the company; 2: and the service; 3: and the range; -1: and the range's end.
        const params = { 1: [company], 2: [company, serviceOf(i)], 3: [company, from, to], [-1]: [company, to] };
        for (const [read, shape] of RAW_READS) await ctx.pool.query(read, params[shape as 1 | 2 | 3 | -1]);
        await ctx.pool.query(RAW_BUSY, [company, professionals, dates]);
      };
      await viaApi(0);
      ctx.log(`  ${professionals.length} professionals, ${DAYS} days from ${from}: ${slotCount} free slots in the first answer`);
      const rows: Row[] = await measureSideBySide(
        [
          { target: `raw SQL of the same reads (${RAW_READS.length + 1} queries)`, fire: viaSql },
          { target: `REST free slots (${DAYS} days)`, fire: viaApi, serverPid: ctx.serverPid },
        ],
        slotCount ?? 0,
      );
      const api = rows[1];
      const ok = Boolean(api && api.errors === 0 && api.p95 <= BUDGET_P95_MS);
      for (const r of rows) ctx.log(`  ${r.target}: p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms, errors ${r.errors}`);
      ctx.log(`  free slots: p95 ${api?.p95.toFixed(1)} ms (budget ≤ ${BUDGET_P95_MS} ms): ${ok ? 'PASS' : 'FAIL'}`);
      return { rows, ok };
    },
  };
}

const STAFF_PATH = process.env.BENCH_SLOTS_PATH ?? '/api/appointments/free-slots';

/** @public bench.ts imports every `*-bench.ts` module by file name. */
export default slotsBench({
  title: `Free slots (${DAYS} days, 10 professionals, GET ${STAFF_PATH})`,
  url: (_ctx, query) => `${STAFF_PATH}?${query}`,
  signedIn: true,
});
