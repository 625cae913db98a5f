// `npm run bench:outbox`: the outbox's budget (issue 40, decision 053). One clinic with a
// 1,000-appointment day (50 professionals, 20 half-hour slots each): its reminders are scheduled in one
// call of the listener calendar tells on every write (budget ≤ 2 s), then 1,000 due reminders are sent
// by the poller, as the tenant role, to the stand-in provider over HTTP (budget ≤ 30 s). Then the
// server as `npm start` runs it sends the 1,000 '2 h' reminders with its own poller while the weekly
// read is measured: its p95 during the send within 20% of its quiet figure. Starts its own embedded
// PostgreSQL (or uses BENCH_DATABASE_URL) and the stand-in; not part of `npm test`.
//   BENCH_OUTBOX_READ_RATE (20 req/s of the weekly read), BENCH_PORT (3871)
import { addDays, nowInTimeZone } from '@agenda/br';
import { TENANT_FILTER, appRolePassword, requestEm, runSql, setTransactionCompany, signInRolePassword, sql } from '@agenda/db';
import { OutboxWorker, scheduleReminders, smsNotConfigured, whatsappCloud } from '@agenda/messages/server';
import { startWhatsappStandIn } from '@agenda/messages/stand-in';
import pg from 'pg';
import { openDatabases } from '../../apps/server/src/server.ts';
import { benchDatabase } from './database.ts';
import { fixedRate, get, percentile } from './load.ts';
import { BENCH_SECRET, startBenchServer } from './server.ts';
import { benchSessionToken } from './session.ts';

const APPOINTMENTS = 1000;
const PROFESSIONALS = 50;
const SCHEDULE_BUDGET_MS = 2_000;
const SEND_BUDGET_MS = 30_000;
/** The weekly read's p95 while the server sends may be this much above its quiet figure. */
const READ_SLOWDOWN_BUDGET = 1.2;
const READ_RATE = Number(process.env.BENCH_OUTBOX_READ_RATE ?? 20);
const PORT = Number(process.env.BENCH_PORT ?? 3871);
const log = (line = '') => process.stdout.write(`${line}\n`);
const quiet = {
  info: (msg: string, data?: unknown) => process.env.OUTBOX_TRACE && log(`  ${msg} ${JSON.stringify(data)}`),
  warn() {},
  error: (msg: string, data?: unknown) => log(`  error: ${msg} ${JSON.stringify(data)}`),
};

/**
 * 3. The server, with its own poller pointed at the stand-in, serves the clinic's weekly read (1,000
 * appointments) at READ_RATE: first quiet, then while its poller sends the 1,000 '2 h' reminders made due.
 */
async function readsDuringSend(db: pg.Client, company: string, day: string) {
  await db.query(
    `insert into app_user (id, company_id, firebase_uid, email, full_name, phone, cep, street, number, neighborhood, role,
                           session_version, created_at, updated_at)
     values (gen_random_uuid(), $1, 'outbox-bench-owner', 'dona@bench.local', 'Dona da Clínica', '11999990000', '01310100',
             'Avenida Paulista', '1', 'Bela Vista', 'OWNER', 0, now(), now())`,
    [company],
  );
  const token = await benchSessionToken(db, BENCH_SECRET, 'outbox-bench-owner', 'dona@bench.local');
  Object.assign(process.env, { WHATSAPP_API_URL: standIn.baseUrl, WHATSAPP_APP_SECRET: 'bench', OUTBOX_POLL_MS: '250' });
  const server = await startBenchServer(databaseUrl, PORT);
  try {
    const url = `http://127.0.0.1:${PORT}/api/appointments?startDate=${day}&endDate=${addDays(day, 6)}`;
    const read = async () => void (await get(url, token));
    await fixedRate(READ_RATE, 4, read);
    const quiet = await fixedRate(READ_RATE, 10, read);
    const due = await db.query(
      `update outbound_message set due_at = now() - interval '1 second' where kind = 'reminder-2h' and status = 'agendado'`,
    );
    const started = performance.now();
    const latencies: number[] = [];
    let errors = 0;
    let sent = 0;
    while (performance.now() - started < 60_000) {
      const slice = await fixedRate(READ_RATE, 2, read);
      latencies.push(...slice.latencies);
      errors += slice.errors;
      sent = (
        await db.query<{ n: number }>(
          `select count(*)::int as n from outbound_message where kind = 'reminder-2h' and status = 'enviado'`,
        )
      ).rows[0]?.n as number;
      if (sent >= (due.rowCount ?? 0)) break;
    }
    const sendSeconds = (performance.now() - started) / 1000;
    const p95 = (xs: number[]) =>
      percentile(
        [...xs].sort((a, b) => a - b),
        95,
      );
    const quietP95 = p95(quiet.latencies);
    const duringP95 = p95(latencies);
    const ratio = duringP95 / quietP95;
    log(
      `  the server's poller sent ${sent} of ${due.rowCount} '2 h' reminders in ≤ ${sendSeconds.toFixed(1)} s while serving the week`,
    );
    log(
      `  weekly read (${APPOINTMENTS} appointments) @ ${READ_RATE} req/s: p95 quiet ${quietP95.toFixed(1)} ms, during the send ${duringP95.toFixed(1)} ms (×${ratio.toFixed(2)}; budget ×${READ_SLOWDOWN_BUDGET}), errors ${quiet.errors + errors}`,
    );
    return { sent, ratio: quiet.errors + errors > 0 ? Number.POSITIVE_INFINITY : ratio };
  } finally {
    server.kill();
  }
}

const { databaseUrl, stop } = await benchDatabase('outbox');
const databases = await openDatabases(databaseUrl, {
  appPassword: appRolePassword(BENCH_SECRET),
  signInPassword: signInRolePassword(BENCH_SECRET),
});
const standIn = await startWhatsappStandIn({ appSecret: 'bench' });
try {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  // The clinic, made by SQL as the other benchmarks do (foreign-key triggers skipped: consistent by construction).
  await db.query('set session_replication_role = replica');
  const company = (
    await db.query<{ id: string }>(
      `insert into company (id, name, phone, cep, street, number, neighborhood, city, state, business_days, plan, time_zone, created_at, updated_at)
       values (gen_random_uuid(), 'Clínica Bench', '1133334444', '01310100', 'Avenida Paulista', '1', 'Bela Vista', 'São Paulo', 'SP',
               '{1,2,3,4,5,6}', 'basic', 'America/Sao_Paulo', now(), now()) returning id`,
    )
  ).rows[0]?.id as string;
  await db.query(
    `insert into professional (id, company_id, name, color, created_at, updated_at)
     select gen_random_uuid(), $1, 'Profissional ' || g, '#2563eb', now() + g * interval '1 second', now() from generate_series(1, $2::int) g`,
    [company, PROFESSIONALS],
  );
  await db.query(
    `insert into service_type (id, company_id, name, color, active, created_at, updated_at)
     values (gen_random_uuid(), $1, 'Geral', '#3B82F6', true, now(), now())`,
    [company],
  );
  await db.query(
    `insert into service (id, company_id, name, service_type_id, duration, price_cents, created_at, updated_at)
     select gen_random_uuid(), company_id, 'Consulta', id, 30, 15000, now(), now() from service_type where company_id = $1`,
    [company],
  );
  await db.query(
    `insert into client (id, company_id, full_name, cpf, phone, registration_date, created_at, updated_at)
     select gen_random_uuid(), $1, 'Paciente ' || g, lpad(g::text, 11, '0'), '119' || lpad(g::text, 8, '0'), current_date, now(), now()
       from generate_series(1, $2::int) g`,
    [company, APPOINTMENTS],
  );
  const day = addDays(nowInTimeZone('America/Sao_Paulo').date, 3);
  await db.query(
    `insert into appointment (id, company_id, client_id, service_id, professional_id, date, start_time, end_time, status, created_at, updated_at)
     select gen_random_uuid(), $1, c.id, (select id from service where company_id = $1), p.id, $2::date,
            to_char(time '08:00' + (c.n % 20) * interval '30 minutes', 'HH24:MI'),
            to_char(time '08:30' + (c.n % 20) * interval '30 minutes', 'HH24:MI'), 'PENDING', now(), now()
       from (select id, (row_number() over (order by full_name) - 1)::int as n from client where company_id = $1) c
       join (select id, (row_number() over (order by created_at) - 1)::int as n from professional where company_id = $1) p
         on p.n = c.n / 20`,
    [company, day],
  );
  await db.query(
    `insert into message_settings (id, company_id, whatsapp_phone_number_id, whatsapp_token, created_at, updated_at)
     values (gen_random_uuid(), $1, '555000111', 'bench-token', now(), now())`,
    [company],
  );
  await db.query('set session_replication_role = origin');
  await db.query('analyze');
  const ids = (await db.query<{ id: string }>('select id from appointment where company_id = $1', [company])).rows.map(
    (r) => r.id,
  );
  log(`\nOutbox budget — ${ids.length} appointments on ${day}, ${PROFESSIONALS} professionals\n`);

  // 1. Scheduling: the listener as a booking's transaction calls it, as the tenant role.
  const em = requestEm(databases.tenantOrm, company);
  em.setFilterParams(TENANT_FILTER, { companyId: company });
  const t0 = performance.now();
  await em.transactional(async (tx) => {
    await setTransactionCompany(tx, company);
    await scheduleReminders(tx, company, ids);
  });
  const scheduleMs = performance.now() - t0;
  const [count] = await runSql<{ n: number }>(
    databases.admin?.em.fork() ?? em,
    sql`select count(*)::int as n from outbound_message`,
  );
  log(
    `  schedule ${ids.length} appointments' reminders  ${scheduleMs.toFixed(0).padStart(6)} ms  (${count?.n} reminders; budget ${SCHEDULE_BUDGET_MS} ms)`,
  );

  // 2. Sending: 1,000 due (the 24 h reminders), drained by one instance's poller.
  await db.query(`update outbound_message set due_at = now() - interval '1 second' where kind = 'reminder-24h'`);
  const worker = new OutboxWorker({
    tenantOrm: databases.tenantOrm,
    log: quiet,
    channels: {
      whatsapp: whatsappCloud({ baseUrl: standIn.baseUrl }),
      email: null,
      sms: smsNotConfigured,
      publicUrl: 'http://localhost:3000',
      linkKey: Buffer.alloc(32, 1),
    },
  });
  const t1 = performance.now();
  const handled = await worker.drain();
  const sendMs = performance.now() - t1;
  const sent = (await db.query<{ n: number }>(`select count(*)::int as n from outbound_message where status = 'enviado'`)).rows[0]
    ?.n;
  log(
    `  send ${handled} due reminders to the stand-in      ${sendMs.toFixed(0).padStart(6)} ms  (${sent} enviado, ${standIn.messages.length} received, ${((handled / sendMs) * 1000).toFixed(0)}/s; budget ${SEND_BUDGET_MS} ms)`,
  );
  const others = await db.query<{ status: string; last_error: string | null; n: number }>(
    `select status, last_error, count(*)::int as n from outbound_message where kind = 'reminder-24h' and status <> 'enviado' group by 1, 2`,
  );
  for (const r of others.rows) log(`  ${r.n} ${r.status}: ${r.last_error ?? ''}`);
  const during = await readsDuringSend(db, company, day);
  await db.end();
  const ok =
    scheduleMs <= SCHEDULE_BUDGET_MS &&
    sendMs <= SEND_BUDGET_MS &&
    sent === APPOINTMENTS &&
    during.sent === APPOINTMENTS &&
    during.ratio <= READ_SLOWDOWN_BUDGET;
  log(`\n  ${ok ? 'within budget' : 'OVER BUDGET'}\n`);
  process.exitCode = ok ? 0 : 1;
} finally {
  await standIn.close();
  await databases.close();
  await stop();
}
