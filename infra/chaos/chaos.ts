// `npm run chaos`: what the clinic's data goes through when things fail. Two server processes
// (apps/server/src/main.ts, as `npm start` runs it) on one embedded PostgreSQL, under a steady load of
// reads and writes (the week, the clients list, new clients, bookings finalized with a product and a
// payment), while (1) PostgreSQL is stopped and started again, (2) the backends of the app's role are
// killed in the middle of their transactions (finalizes among them), (3) one server gets SIGTERM
// (a balancer stops sending it requests; it drains those in flight). Then the ledger is checked: stock
// equal to the sum of its movements, every payment equal to its receipts, every sale with its stock
// movement, every appointment with its creation event, every completed one with its payment.
// Prints the answers by kind; exits 1 on any 500 or any inconsistency. CHAOS_SECONDS (36), CHAOS_RATE (40/s).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addDays, nowInTimeZone, randomCpf } from '@agenda/br';
import { ensureDatabase } from '@agenda/db';
import pg from 'pg';
import { freePort, startEmbeddedPostgres } from '../../packages/db/src/embedded.ts';
import { openOrm } from '../../apps/server/src/server.ts';
import { BENCH_SECRET, startBenchServer } from '../bench/server.ts';
import { benchSessionToken } from '../bench/session.ts';

const SECONDS = Number(process.env.CHAOS_SECONDS ?? 36);
const RATE = Number(process.env.CHAOS_RATE ?? 40);
const log = (line = '') => process.stdout.write(`${line}\n`);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

type Kind = '2xx' | '503' | '4xx' | '500' | 'no answer';
const tally: Record<Kind, number> = { '2xx': 0, '503': 0, '4xx': 0, '500': 0, 'no answer': 0 };
const fiveHundreds: string[] = [];

async function call(
  base: string,
  token: string,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  try {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(20_000),
    });
    const text = await res.text();
    const kind: Kind = res.ok ? '2xx' : res.status === 503 ? '503' : res.status >= 500 ? '500' : '4xx';
    tally[kind]++;
    if (kind === '500') fiveHundreds.push(`${method} ${path} → ${res.status} ${text.slice(0, 200)}`);
    return { status: res.status, body: res.ok ? (JSON.parse(text) as Record<string, unknown>) : null };
  } catch {
    tally['no answer']++;
    return { status: 0, body: null };
  }
}

async function main() {
  log('Agenda chaos run — faults under load, then the ledger');
  const dataDir = mkdtempSync(join(tmpdir(), 'agenda-chaos-pg-'));
  const db = await startEmbeddedPostgres({ dataDir, port: await freePort(), durable: true });
  const dbName = 'agenda_chaos';
  await ensureDatabase(db.adminUrl, dbName);
  const databaseUrl = db.urlFor(dbName);
  await (await openOrm(databaseUrl)).close(true);

  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  const { rows } = await admin.query<{ id: string }>(
    `insert into company (id, name, phone, cep, street, number, neighborhood, city, state, business_days, plan, time_zone, created_at, updated_at)
     values (gen_random_uuid(), 'Clínica do Caos', '1133334444', '01310100', 'Avenida Paulista', '1', 'Bela Vista', 'São Paulo', 'SP',
             '{1,2,3,4,5,6}', 'basic', 'America/Sao_Paulo', now(), now()) returning id`,
  );
  await admin.query(
    `insert into app_user (id, company_id, firebase_uid, email, full_name, phone, cep, street, number, neighborhood, role, session_version, created_at, updated_at)
     values (gen_random_uuid(), $1, 'chaos-owner', 'caos@agenda.dev', 'Dra. Caos', '11999990000', '01310100', 'Avenida Paulista', '1', 'Bela Vista', 'OWNER', 0, now(), now())`,
    [rows[0]?.id],
  );
  const token = await benchSessionToken(admin, BENCH_SECRET, 'chaos-owner', 'caos@agenda.dev');
  await admin.end();

  const [portA, portB] = [await freePort(), await freePort()];
  const serverA = await startBenchServer(databaseUrl, portA);
  const serverB = await startBenchServer(databaseUrl, portB);
  const baseA = `http://127.0.0.1:${portA}`;
  const baseB = `http://127.0.0.1:${portB}`;

  // The clinic's catalogue, through the API.
  const type = (await call(baseA, token, 'POST', '/service-types', { name: 'Clínico' })).body?.serviceType as { id: string };
  const service = (
    await call(baseA, token, 'POST', '/services', { name: 'Consulta', serviceTypeId: type.id, duration: 30, price: 150 })
  ).body?.service as { id: string };
  const product = (
    await call(baseA, token, 'POST', '/api/products', {
      name: 'Escova',
      category: 'Higiene',
      costPrice: 5,
      salePrice: 15,
      stock: 5000,
    })
  ).body?.product as { id: string };
  const client = (
    await call(baseA, token, 'POST', '/api/clients', { fullName: 'Paciente Caos', cpf: randomCpf(), phone: '11987654321' })
  ).body?.client as { id: string };
  for (const k of Object.keys(tally) as Kind[]) tally[k] = 0;

  let bAlive = true;
  let slot = 0;
  const today = nowInTimeZone().date;
  const operations = [
    (base: string) => call(base, token, 'GET', `/api/appointments?startDate=${today}&endDate=${addDays(today, 6)}`),
    (base: string) => call(base, token, 'GET', '/api/clients?limit=20'),
    (base: string) =>
      call(base, token, 'POST', '/api/clients', { fullName: 'Cliente Novo', cpf: randomCpf(), phone: '11912345678' }),
    async (base: string) => {
      // A booking on its own slot, then its checkout with a product and the payment.
      const n = slot++;
      const date = addDays(today, 1 + Math.floor(n / 18));
      const minutes = 8 * 60 + (n % 18) * 30;
      const time = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
      const booked = await call(base, token, 'POST', '/api/appointments', {
        clientId: client.id,
        serviceId: service.id,
        date,
        startTime: time(minutes),
        endTime: time(minutes + 30),
      });
      const id = (booked.body?.appointment as { id: string } | undefined)?.id;
      if (!id) return;
      const checkout = {
        appointmentId: id,
        services: [{ id: service.id, name: 'Consulta', price: 150 }],
        products: [{ id: product.id, qty: 1 }],
        paymentMethod: 'PIX',
        paymentStatus: 'PAID',
        notes: '',
      };
      // A retry with the same key after a 503 or a lost answer is what a client does: done once.
      for (let attempt = 0; attempt < 3; attempt++) {
        const done = await call(base, token, 'POST', '/api/appointments/complete', checkout, {
          'Idempotency-Key': `chaos-${id}`,
        });
        if (done.status !== 503 && done.status !== 0) break;
        await sleep(1000);
      }
    },
  ];

  const inFlight = new Set<Promise<unknown>>();
  const started = Date.now();
  const faults = (async () => {
    await sleep(6_000);
    log('  fault 1: PostgreSQL stopped');
    await db.stop();
    await sleep(3_000);
    await db.start();
    log('  fault 1: PostgreSQL started again');
    await sleep(7_000);
    const killer = new pg.Client({ connectionString: databaseUrl });
    await killer.connect();
    let killed = 0;
    for (const until = Date.now() + 3_000; Date.now() < until; ) {
      const r = await killer.query<{ n: number }>(
        `select count(pg_terminate_backend(pid))::int as n from pg_stat_activity
          where usename = 'agenda_app' and state in ('active', 'idle in transaction') and pid <> pg_backend_pid()`,
      );
      killed += r.rows[0]?.n ?? 0;
      await sleep(50);
    }
    await killer.end();
    log(`  fault 2: ${killed} backends of the app's role killed in the middle of their work`);
    await sleep(5_000);
    bAlive = false;
    serverB.kill('SIGTERM');
    log('  fault 3: server B got SIGTERM (requests go to A from now on)');
  })();

  for (let i = 0; Date.now() - started < SECONDS * 1000; i++) {
    const base = bAlive && i % 2 === 1 ? baseB : baseA;
    const op = operations[i % operations.length] as (base: string) => Promise<unknown>;
    const p = op(base).finally(() => inFlight.delete(p));
    inFlight.add(p);
    await sleep(1000 / RATE);
  }
  await faults;
  await Promise.all(inFlight);
  const exitB = await new Promise<number | null>((resolve) =>
    serverB.exitCode !== null ? resolve(serverB.exitCode) : serverB.once('exit', (code) => resolve(code)),
  );

  const check = new pg.Client({ connectionString: databaseUrl });
  await check.connect();
  const count = async (sql: string) => Number((await check.query<{ n: number }>(sql)).rows[0]?.n ?? 0);
  const ledger = {
    'products whose stock is not the sum of their movements': await count(
      `select count(*)::int as n from product p where p.stock <>
         (select coalesce(sum(delta), 0) from stock_movement m where m.company_id = p.company_id and m.product_id = p.id)`,
    ),
    'payments whose paid amount is not the sum of their receipts': await count(
      `select count(*)::int as n from payment p where p.paid_cents <>
         (select coalesce(sum(amount_cents), 0) from payment_receipt r where r.company_id = p.company_id and r.payment_id = p.id)`,
    ),
    'sold items without their stock movement': await count(
      `select count(*)::int as n from payment_product_item i where not exists (
         select 1 from stock_movement m where m.company_id = i.company_id and m.payment_id = i.payment_id
            and m.product_id = i.product_id and m.kind = 'SALE' and m.delta = -i.qty)`,
    ),
    'appointments without their creation event': await count(
      `select count(*)::int as n from appointment a where not exists (
         select 1 from appointment_event e where e.appointment_id = a.id and e.kind = 'created')`,
    ),
    'completed appointments without a payment, or payments of an open one': await count(
      `select (select count(*) from appointment a where a.status = 'COMPLETED' and not exists (
                 select 1 from payment p where p.company_id = a.company_id and p.appointment_id = a.id))
            + (select count(*) from payment p join appointment a on a.company_id = p.company_id and a.id = p.appointment_id
                where a.status <> 'COMPLETED') as n`,
    ),
  };
  const done = await count(`select count(*)::int as n from payment`);
  await check.end();
  serverA.kill('SIGTERM');
  await new Promise((resolve) => serverA.once('exit', resolve));
  await db.stop();
  rmSync(dataDir, { recursive: true, force: true });

  const sent = Object.values(tally).reduce((a, b) => a + b, 0);
  log(
    `\n  requests sent ${sent}: 2xx ${tally['2xx']}, 503 ${tally['503']}, 4xx ${tally['4xx']}, 500 ${tally['500']}, no answer ${tally['no answer']}`,
  );
  log(`  checkouts recorded: ${done}; server B exited with ${exitB}`);
  for (const line of fiveHundreds.slice(0, 10)) log(`    500: ${line}`);
  let inconsistencies = 0;
  for (const [what, n] of Object.entries(ledger)) {
    log(`  ${what}: ${n}`);
    inconsistencies += n;
  }
  const ok = tally['500'] === 0 && inconsistencies === 0 && exitB === 0;
  log(`\n  ${ok ? 'PASS' : 'FAIL'}: ${tally['500']} × 500, ${inconsistencies} inconsistencies, server B's exit code ${exitB}`);
  process.exitCode = ok ? 0 : 1;
}

await main();
