// `npm run bench:clients`: the clients page's search under a fixed load — one company with
// 100,000 clients, searched by a 3-letter name fragment (accents aside), a CPF prefix and phone
// digits — over tRPC and REST, against the same rows fetched by one raw SQL query through `pg`.
// Starts its own embedded PostgreSQL (or uses BENCH_DATABASE_URL) and the real server in a child.
//   BENCH_CLIENTS_RATE (100 req/s), BENCH_SECONDS (20 s per target), BENCH_WARMUP (4 s per ramp step)
import { BENCH_SECRET, startBenchServer } from './server.ts';
import { benchSessionToken } from './session.ts';
import { nowInTimeZone } from '@agenda/br';
import { clientAppointmentsPoint, clientPageSql } from '@agenda/clients/server';
import { clientListSchema } from '@agenda/clients/shared';
import pg from 'pg';
import * as v from 'valibot';
import { extensions } from '../../apps/server/src/features.ts';
import { freePort } from '../../packages/db/src/embedded.ts';
import { benchDatabase } from './database.ts';
import { closeAgent, fixedRate, get, percentile } from './load.ts';

const RATE = Number(process.env.BENCH_CLIENTS_RATE ?? 100);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 4);
const CLIENTS = 100_000;
const BUDGET_P95_MS = 20;
const BUDGET_RATIO = 2.5;
const log = (line = '') => process.stdout.write(`${line}\n`);

const FIRST = [
  'Ana',
  'João',
  'José',
  'Maria',
  'Antônio',
  'Francisco',
  'Márcia',
  'Luíza',
  'Gabriel',
  'Lúcia',
  'Sérgio',
  'Fábio',
  'Júlia',
  'Vitória',
  'Otávio',
  'Cecília',
  'Bruno',
  'Camila',
  'Rafael',
  'Patrícia',
];
const LAST = [
  'Silva',
  'Santos',
  'Oliveira',
  'Souza',
  'Conceição',
  'Araújo',
  'Gonçalves',
  'Ribeiro',
  'Magalhães',
  'Assunção',
  'Brandão',
  'Guimarães',
  'Nogueira',
  'Figueiredo',
  'Peixoto',
  'Carvalho',
];
/** 3-letter fragments typed without accents, from common to rare. */
const FRAGMENTS = ['ana', 'joa', 'ceic', 'ara', 'gon', 'ssu', 'fab', 'tav', 'nog', 'eix', 'ulia', 'ser'].map((f) =>
  f.slice(0, 3),
);

async function seed(db: pg.Client) {
  await db.query('set session_replication_role = replica');
  const company = (
    await db.query<{ id: string }>(
      `insert into company (id, name, phone, cep, street, number, neighborhood, city, state, business_days, plan, time_zone, created_at, updated_at)
       values (gen_random_uuid(), 'Clínica Grande', '1133334444', '01310100', 'Avenida Paulista', '1', 'Bela Vista', 'São Paulo', 'SP',
               '{1,2,3,4,5}', 'basic', 'America/Sao_Paulo', now(), now()) returning id`,
    )
  ).rows[0]?.id as string;
  await db.query(
    `insert into app_user (id, company_id, firebase_uid, email, full_name, phone, cep, street, number, neighborhood, role, session_version, created_at, updated_at)
     values (gen_random_uuid(), $1, 'bench-clients-owner', 'bench-clients@agenda.dev', 'Dona da Clínica', '11999990000', '01310100', 'Avenida Paulista', '1', 'Bela Vista', 'OWNER', 0, now(), now())`,
    [company],
  );
  await db.query(
    `insert into professional (id, company_id, member_id, name, color, created_at, updated_at)
     select gen_random_uuid(), company_id, id, full_name, '#2563eb', now(), now() from app_user where company_id = $1`,
    [company],
  );
  const started = performance.now();
  await db.query(
    `insert into client (id, company_id, full_name, cpf, phone, registration_date, created_at, updated_at)
     select gen_random_uuid(), $1,
            ($2::text[])[1 + (g * 7) % array_length($2::text[], 1)] || ' ' ||
            ($3::text[])[1 + (g * 13) % array_length($3::text[], 1)] || ' ' ||
            ($3::text[])[1 + (g * 29 / 7) % array_length($3::text[], 1)] || ' ' || g,
            lpad(((g::bigint * 48271) % 99999999999)::text, 11, '0'),
            '119' || lpad(((g::bigint * 16807) % 99999999)::text, 8, '0'),
            current_date - (g % 1500), now(), now()
       from generate_series(1, $4::int) g`,
    [company, FIRST, LAST, CLIENTS],
  );
  const service = (
    await db.query<{ id: string }>(
      `with t as (insert into service_type (id, company_id, name, color, active, created_at, updated_at)
                  values (gen_random_uuid(), $1, 'Geral', '#3B82F6', true, now(), now()) returning id)
       insert into service (id, company_id, service_type_id, name, duration, price_cents, monday_enabled, tuesday_enabled,
                            wednesday_enabled, thursday_enabled, friday_enabled, saturday_enabled, sunday_enabled,
                            start_time, end_time, created_at, updated_at)
       select gen_random_uuid(), $1, t.id, 'Consulta', 30, 15000, true, true, true, true, true, false, false, '08:00', '18:00', now(), now()
         from t returning id`,
      [company],
    )
  ).rows[0]?.id as string;
  // A third of the clients with one or more (completed) appointments: the counts and 'Recorrentes' have work.
  // Each on a slot of its own (one professional sees one patient at a time, completed visits included).
  await db.query(
    `insert into appointment (id, company_id, client_id, service_id, professional_id, date, start_time, end_time, status, created_at, updated_at)
     select gen_random_uuid(), $1, v.client_id, $2, (select p.id from professional p where p.company_id = $1),
            current_date - (v.n % 2000)::int, to_char(time '06:00' + (v.n / 2000) * interval '15 minutes', 'HH24:MI'),
            to_char(time '06:15' + (v.n / 2000) * interval '15 minutes', 'HH24:MI'), 'COMPLETED', now(), now()
       from (select c.id as client_id, row_number() over () as n
               from client c cross join generate_series(1, 2) k
              where c.company_id = $1 and (hashtext(c.id::text) % 3) = 0) v`,
    [company, service],
  );
  await db.query('set session_replication_role = origin');
  // The steady state of a table that grew over years: vacuumed (visibility map set), with statistics.
  await db.query('vacuum analyze');
  log(
    `  ${CLIENTS.toLocaleString('en-US')} clients in one company, seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  return company;
}

/** The searches every target runs, in the same order: name fragments, CPF prefixes, phone digits. */
function searches(count: number): string[] {
  let state = 4242;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) >>> 0;
    return state;
  };
  return Array.from({ length: count }, (_, i) => {
    const n = next();
    if (i % 3 === 0) return FRAGMENTS[n % FRAGMENTS.length] as string;
    if (i % 3 === 1) return String(100 + (n % 900)); // a CPF's first digits
    return String(10_000 + (n % 90_000)).slice(0, 5); // phone digits
  });
}

interface Row {
  target: string;
  sent: number;
  errors: number;
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
    sent: r.sent,
    errors: r.errors,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
  };
}

async function main() {
  log('Agenda benchmark — the clients page search');
  const { databaseUrl, stop: stopDatabase } = await benchDatabase('clients');

  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const companyId = await seed(db);
  await db.end();

  const countSql = extensions.get(clientAppointmentsPoint)[0]?.countOf;
  const today = nowInTimeZone().date;
  const rawQuery = (search: string) => clientPageSql(companyId, v.parse(clientListSchema, { search }), today, countSql).render();
  const plan = searches(RATE * (SECONDS + 3 * WARMUP) + 1);
  // The raw query reads the company's search view as the server's tenant transactions do: with the company set.
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 20, options: `-c app.company_id=${companyId}` });
  const token = await benchSessionToken(pool, BENCH_SECRET, 'bench-clients-owner', 'bench-clients@agenda.dev');
  const port = await freePort();
  const server = await startBenchServer(databaseUrl, port);
  const base = `http://127.0.0.1:${port}`;
  const trpcUrl = (search: string) => `${base}/trpc/clients.list?input=${encodeURIComponent(JSON.stringify({ search }))}`;
  const restUrl = (search: string) => `${base}/api/clients?search=${encodeURIComponent(search)}`;

  // The same rows three ways, checked first; and how many each kind of search matches.
  for (const search of plan.slice(0, 6)) {
    const sql = (await pool.query<{ id: string; total: string }>(rawQuery(search))).rows;
    const viaRest = JSON.parse(await get(restUrl(search), token)) as {
      clients: { id: string }[];
      total: number;
      totalIsLowerBound?: true;
    };
    const viaTrpc = (JSON.parse(await get(trpcUrl(search), token)) as { result: { data: { clients: { id: string }[] } } }).result
      .data;
    const ids = (list: { id: string }[]) => list.map((c) => c.id).join();
    if (ids(sql) !== ids(viaRest.clients) || ids(sql) !== ids(viaTrpc.clients)) throw new Error(`rows differ for '${search}'`);
    const q = rawQuery(search);
    const plan = (await pool.query<{ 'QUERY PLAN': string }>({ text: `explain (analyze) ${q.text}`, values: q.values })).rows;
    const took = plan.map((r) => r['QUERY PLAN']).find((l) => l.startsWith('Execution Time')) ?? '';
    log(
      `  search '${search}': ${viaRest.total.toLocaleString('en-US')}${viaRest.totalIsLowerBound ? '+' : ''} matches, first page ${sql.length} rows (${took.toLowerCase()} alone)`,
    );
    if (process.env.BENCH_EXPLAIN) log(plan.map((r) => `      ${r['QUERY PLAN']}`).join('\n'));
  }

  log(
    `\nLoad: ${RATE} req/s for ${SECONDS} s per target (after a ${3 * WARMUP} s ramp); name fragment, CPF prefix, phone digits in turn`,
  );
  const rows: Row[] = [];
  rows.push(
    await measure('raw SQL (pg, one query)', async (i) => void (await pool.query(rawQuery(plan[i % plan.length] ?? 'ana')))),
  );
  rows.push(await measure('REST /api/clients', async (i) => void (await get(restUrl(plan[i % plan.length] ?? 'ana'), token))));
  rows.push(await measure('tRPC clients.list', async (i) => void (await get(trpcUrl(plan[i % plan.length] ?? 'ana'), token))));
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));

  const sql = rows[0] as Row;
  const fmt = (n: number) => n.toFixed(2).padStart(8);
  log(
    `\n${'target'.padEnd(28)} ${'requests'.padStart(8)} ${'errors'.padStart(6)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'p95/SQL'.padStart(8)}`,
  );
  for (const r of rows) {
    log(
      `${r.target.padEnd(28)} ${String(r.sent).padStart(8)} ${String(r.errors).padStart(6)} ${fmt(r.p50)} ${fmt(r.p95)} ${fmt(r.p99)} ${`${(r.p95 / sql.p95).toFixed(2)}x`.padStart(8)}`,
    );
  }
  const ok = rows.slice(1).every((r) => r.errors === 0 && r.p95 <= BUDGET_P95_MS && r.p95 / sql.p95 <= BUDGET_RATIO);
  log(`\nBudget: p95 ≤ ${BUDGET_P95_MS} ms and ≤ ${BUDGET_RATIO}x the raw SQL query's, no errors: ${ok ? 'PASS' : 'FAIL'}`);

  await pool.end();
  closeAgent();
  await stopDatabase();
  process.exitCode = ok ? 0 : 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
