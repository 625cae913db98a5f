import type pg from 'pg';

// The clinics the capacity bench drives, made by SQL alone (generate_series), as infra/bench/seed.ts
// does: secondary indexes and the exclusion constraint are dropped for the load and rebuilt after it,
// foreign-key triggers are skipped (the rows are consistent by construction).
//
// The distribution (deterministic: setseed), per clinic n with u, w uniform in [0, 1):
//   professionals = 1 + floor(10·u²)                 1–10, most clinics small (median 3, mean ≈ 3.9);
//   patients      = round(500 · 40^((u + w) / 2))    500–20,000, larger with the team (median ≈ 3,200);
//   history: two years back, Monday to Friday, each professional with PAST_PER_DAY appointments a day
//   (30 min, 08:00–17:30), ~80% completed and paid (a quarter of them with a product sold), the rest
//   cancelled or no-show; a tenth of the last 90 days' payments still owed (the receivables);
//   the open window (7 days back to 27 ahead): ~70% of the 20 half-hour slots of each professional's
//   day taken, the past ones half completed and paid, half overdue (the agenda's first read after
//   their start marked them: still to finalize); the future
//   ones pending or confirmed;
//   per clinic: 4 services (30 min), 3 products, online booking enabled (slug `clinica-<n>`),
//   an owner (the first professional), a receptionist and a member per other professional.
// The population is reused between runs (capacity.population records it) for 7 days: the open window
// must still hold today and the past week.

export const PAST_PER_DAY = Number(process.env.CAPACITY_PAST_PER_DAY ?? 2);
export const REUSE_DAYS = 7;
/** Raised when the population's shape changes: a kept one of another version is seeded again. */
const VERSION = 4;
const SLOTS = 20;

export interface Clinic {
  n: number;
  companyId: string;
  slug: string;
  professionals: { id: string; uid: string }[];
  receptionUid: string;
  ownerUid: string;
  services: string[];
  products: string[];
  patients: number;
}

/** The tables loaded in bulk: their secondary (non-unique) indexes are built once, after the load. */
const LOADED = ['client', 'appointment', 'payment', 'payment_receipt', 'payment_service_item', 'payment_product_item'];
const NO_OVERLAP = `alter table appointment add constraint appointment_no_overlap
  exclude using gist (company_id with =, professional_id with =, slot with &&)
  where (status in ('PENDING', 'CONFIRMED', 'OVERDUE'))`;

/** The population already in the database, if it has at least `clinics` clinics and is recent enough. */
async function existing(db: pg.Client, clinics: number): Promise<boolean> {
  await db.query(`create schema if not exists capacity`);
  await db.query(
    `create table if not exists capacity.population (clinics int not null, seeded_on date not null, past_per_day int not null)`,
  );
  await db.query('alter table capacity.population add column if not exists version int not null default 0');
  const { rows } = await db.query<{ ok: boolean }>(
    `select clinics >= $1 and seeded_on > current_date - $2::int and past_per_day = $3 and version = $4 as ok
       from capacity.population`,
    [clinics, REUSE_DAYS, PAST_PER_DAY, VERSION],
  );
  return rows[0]?.ok === true;
}

/** `other`: a second connection to the same database, for the loads that run in two halves. */
export async function populate(db: pg.Client, other: pg.Client, clinics: number, log: (line: string) => void): Promise<void> {
  if (await existing(db, clinics)) {
    log(`  reusing the population already seeded (≥ ${clinics} clinics)`);
    await resetOpenWindow(db, log);
    await dayInProgress(db, log);
    return;
  }
  const started = performance.now();
  // The largest loads run as two halves of the clinics at once, one per core (`{{part}}` picks the half).
  const step = async (label: string, text: string, halves = false) => {
    const t0 = performance.now();
    const results = halves
      ? await Promise.all([db, other].map((on, k) => on.query(text.replaceAll('{{part}}', `c.n % 2 = ${k}`))))
      : [await db.query(text.replaceAll('{{part}}', 'true'))];
    // A statement that says what it made (`made`) counts that; another its rows.
    const rows = results.reduce((n, r) => n + Number(r.rows[0]?.made ?? r.rowCount ?? 0), 0);
    log(`  ${label.padEnd(40)} ${String(rows).padStart(10)} rows  ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  };
  // A population of another size or day: everything of the bench's goes (the database is the bench's own).
  await db.query('set session_replication_role = replica');
  await other.query('set session_replication_role = replica');
  await db.query(`truncate company cascade`);
  await db.query('truncate capacity.population');
  // The secondary indexes as the migrations made them, dropped for the load and built again after it.
  const secondary = (
    await db.query<{ name: string; def: string }>(
      `select indexname as name, indexdef as def from pg_indexes
        where schemaname = 'public' and tablename = any($1) and indexdef not like 'CREATE UNIQUE%'
          and indexname not in (select conname from pg_constraint)`,
      [LOADED],
    )
  ).rows;
  for (const i of secondary) await db.query(`drop index ${i.name}`);
  await db.query('alter table appointment drop constraint if exists appointment_no_overlap');
  await db.query('select setseed(0.41)');
  await db.query(`drop table if exists capacity.clinic`);
  await step(
    'clinic sizes',
    `create table capacity.clinic as
       select n, gen_random_uuid() as company_id, 1 + floor(10 * u * u)::int as professionals,
              round(500 * power(40, (u + w) / 2))::int as patients
         from (select n, random() as u, random() as w from generate_series(1, ${Math.floor(clinics)}) n order by n) x`,
  );
  await db.query('create unique index on capacity.clinic (company_id)');
  await step(
    'companies',
    `insert into company (id, name, phone, cep, street, number, neighborhood, city, state, business_days, plan, time_zone,
                          opening_time, closing_time, created_at, updated_at)
     select company_id, 'Clínica ' || n, '1133334444', '01310100', 'Avenida Paulista', n::text, 'Bela Vista', 'São Paulo', 'SP',
            '{1,2,3,4,5}', 'basic', 'America/Sao_Paulo', '08:00', '18:00', now(), now()
       from capacity.clinic`,
  );
  await step(
    'users (owner, reception, professionals)',
    `insert into app_user (id, company_id, firebase_uid, email, full_name, phone, cep, street, number, neighborhood, role,
                           session_version, created_at, updated_at)
     select gen_random_uuid(), c.company_id, 'cap-' || c.n || '-' || k, 'cap-' || c.n || '-' || k || '@bench.agenda.dev',
            case when k = 0 then 'Recepção ' || c.n else 'Dra. Profissional ' || k end,
            '11999990000', '01310100', 'Avenida Paulista', '1', 'Bela Vista',
            case when k = 0 then 'RECEPTION' when k = 1 then 'OWNER' else 'PROFESSIONAL' end, 0, now(), now()
       from capacity.clinic c cross join generate_series(0, 10) k
      where k <= c.professionals`,
  );
  await step(
    'professionals',
    `insert into professional (id, company_id, member_id, name, color, created_at, updated_at)
     select gen_random_uuid(), u.company_id, u.id, u.full_name, '#2563eb', now() + split_part(u.firebase_uid, '-', 3)::int * interval '1 second', now()
       from app_user u where u.role <> 'RECEPTION'`,
  );
  await step(
    'service types',
    `insert into service_type (id, company_id, name, color, active, created_at, updated_at)
     select gen_random_uuid(), company_id, 'Geral', '#3B82F6', true, now(), now() from capacity.clinic`,
  );
  await step(
    'services (4 per clinic)',
    `insert into service (id, company_id, name, service_type_id, duration, price_cents, created_at, updated_at)
     select gen_random_uuid(), t.company_id, s.name, t.id, 30, s.price, now(), now()
       from service_type t
      cross join (values ('Consulta', 15000), ('Limpeza', 22000), ('Restauração', 35000), ('Clareamento', 90000)) s(name, price)`,
  );
  await step(
    'products (3 per clinic)',
    `insert into product (id, company_id, name, category, cost_price_cents, sale_price_cents, stock, created_at, updated_at)
     select gen_random_uuid(), c.company_id, p.name, 'Higiene', p.cost, p.sale, 100000, now(), now()
       from capacity.clinic c
      cross join (values ('Escova dental', 1000, 2500), ('Fio dental', 500, 1500), ('Enxaguante', 1500, 3500)) p(name, cost, sale)`,
  );
  await step(
    'online booking settings',
    `insert into booking_settings (id, company_id, enabled, slug, service_ids, professional_ids, min_notice_hours, max_days_ahead,
                                   auto_confirm, privacy_text, privacy_version, created_at, updated_at)
     select gen_random_uuid(), company_id, true, 'clinica-' || n, '{}', '{}', 2, 30, false,
            'Seus dados são usados só para o agendamento.', '1', now(), now()
       from capacity.clinic`,
  );
  await step(
    'patients',
    `insert into client (id, company_id, full_name, cpf, phone, registration_date, created_at, updated_at)
     select md5(c.company_id::text || '/' || g)::uuid, c.company_id,
            (array['Ana','Bruno','Carla','Diego','Elaine','Fábio','Gabriela','Heitor','Íris','João'])[1 + g % 10] || ' ' ||
            (array['Silva','Souza','Oliveira','Santos','Lima','Pereira','Costa','Almeida'])[1 + (g / 10) % 8] || ' ' || g,
            lpad(g::text, 11, '0'), '11987654321', current_date - (g % 700), now(), now()
       from capacity.clinic c cross join lateral generate_series(1, c.patients) g
      where {{part}}`,
    true,
  );
  // Tables, not temporary ones: the second connection reads them too.
  await db.query('drop table if exists capacity.numbered_professional, capacity.numbered_service');
  await db.query(`create table capacity.numbered_professional as
    select p.id, p.company_id, (row_number() over (partition by p.company_id order by p.created_at) - 1)::int as n from professional p`);
  await db.query(`create table capacity.numbered_service as
    select id, company_id, price_cents, (row_number() over (partition by company_id order by name) - 1)::int as n from service`);
  await db.query(
    'create index on capacity.numbered_professional (company_id, n); create index on capacity.numbered_service (company_id, n)',
  );
  await db.query('analyze capacity.numbered_professional; analyze capacity.numbered_service');
  // A patient's id is derived from its clinic and number (md5), so an appointment names one without a lookup.
  const appointments = (label: string, days: string, perDay: string, status: string) =>
    step(
      label,
      `insert into appointment (id, company_id, client_id, service_id, professional_id, date, start_time, end_time, status, created_at, updated_at)
       select gen_random_uuid(), x.company_id, md5(x.company_id::text || '/' || (1 + floor(x.pick * x.patients))::int)::uuid,
              sv.id, x.professional_id, x.day,
              to_char(time '08:00' + x.slot * interval '30 minutes', 'HH24:MI'),
              to_char(time '08:30' + x.slot * interval '30 minutes', 'HH24:MI'),
              ${status}, now(), now()
         from (select c.company_id, c.patients, p.id as professional_id, d::date as day, s.slot, random() as r, random() as pick
                 from capacity.clinic c
                 join capacity.numbered_professional p on p.company_id = c.company_id
                cross join generate_series(${days}, interval '1 day') d
                cross join lateral (${perDay}) s
                where extract(isodow from d) < 6 and {{part}}) x
         join capacity.numbered_service sv on sv.company_id = x.company_id and sv.n = x.slot % 4`,
      true,
    );
  await appointments(
    `history (${PAST_PER_DAY} a professional a day, 2 years)`,
    `current_date - interval '2 years', current_date - 8`,
    `select k * (${SLOTS} / ${PAST_PER_DAY}) + floor(random() * (${SLOTS} / ${PAST_PER_DAY}))::int as slot
       from generate_series(0, ${PAST_PER_DAY} - 1) k where d is not null`,
    `case when x.r < 0.80 then 'COMPLETED' when x.r < 0.92 then 'CANCELLED' else 'NO_SHOW' end`,
  );
  await appointments(
    'open window (-7 to +27 days, ~70% full)',
    `current_date - 7, current_date + 27`,
    `select s as slot from generate_series(0, ${SLOTS - 1}) s where random() < 0.7 and d is not null`,
    `case when x.day < current_date then case when x.r < 0.5 then 'COMPLETED' else 'OVERDUE' end
          when x.r < 0.6 then 'PENDING' else 'CONFIRMED' end`,
  );
  // Every completed visit's money in one statement (data-modifying CTEs over one materialized pass):
  // the payment, its receipt when paid, its service item and, for a quarter, the product sold.
  await step(
    'payments, receipts and items',
    `with b as materialized (
       select gen_random_uuid() as pid, a.id, a.company_id, a.client_id, a.date, sv.id as service_id, sv.name as service,
              sv.price_cents, p.member_id, pr.id as product_id, pr.name as product,
              (array['PIX','PIX','CARTAO','CARTAO','DINHEIRO','CONVENIO'])[1 + floor(random() * 6)::int] as method,
              a.date > current_date - 90 and random() < 0.1 as owed,
              case when random() < 0.25 then 2500 else 0 end as prod
         from appointment a
         join capacity.clinic c on c.company_id = a.company_id
         join service sv on sv.id = a.service_id
         join professional p on p.id = a.professional_id
         join product pr on pr.company_id = a.company_id and pr.name = 'Escova dental'
        where a.status = 'COMPLETED' and {{part}}
     ), pay as (
       insert into payment (id, company_id, appointment_id, client_id, completed_by, method, status, services_cents, products_cents,
                            discount_cents, total_cents, paid_cents, due_date, registered_on, created_at, updated_at)
       select pid, company_id, id, client_id, member_id, method, case when owed then 'PENDING' else 'PAID' end,
              price_cents, prod, 0, price_cents + prod, case when owed then 0 else price_cents + prod end,
              case when owed then date + 30 end, date, now(), now()
         from b
     ), receipt as (
       insert into payment_receipt (id, company_id, payment_id, amount_cents, method, received_on, created_by, created_at, updated_at)
       select gen_random_uuid(), company_id, pid, price_cents + prod, method, date, member_id, now(), now() from b where not owed
     ), service_item as (
       insert into payment_service_item (id, company_id, payment_id, service_id, name, price_cents, created_at, updated_at)
       select gen_random_uuid(), company_id, pid, service_id, service, price_cents, now(), now() from b
     ), product_item as (
       insert into payment_product_item (id, company_id, payment_id, product_id, name, qty, unit_price_cents, unit_cost_cents,
                                         created_at, updated_at)
       select gen_random_uuid(), company_id, pid, product_id, product, 1, 2500, 1000, now(), now() from b where prod > 0
     )
     select count(*)::int as made from b`,
    true,
  );
  await db.query('set session_replication_role = origin');
  await other.query('set session_replication_role = origin');
  const t0 = performance.now();
  await db.query(`set maintenance_work_mem = '256MB'`);
  for (const i of secondary) await db.query(i.def);
  await db.query(NO_OVERLAP);
  await db.query('vacuum analyze');
  log(
    `  ${'indexes, exclusion constraint, vacuum'.padEnd(40)} ${''.padStart(10)}       ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
  await db.query('drop table if exists capacity.clinic_marker');
  await db.query('create table capacity.clinic_marker as select now() as created_at');
  await db.query(
    'insert into capacity.population (clinics, seeded_on, past_per_day, version) values ($1, current_date, $2, $3)',
    [clinics, PAST_PER_DAY, VERSION],
  );
  const counts = await db.query<{ appointments: string; clients: string; payments: string }>(
    `select (select count(*) from appointment) as appointments, (select count(*) from client) as clients,
            (select count(*) from payment) as payments`,
  );
  const c = counts.rows[0];
  log(
    `  seeded ${clinics} clinics in ${((performance.now() - started) / 1000).toFixed(0)} s: ` +
      `${Number(c?.clients).toLocaleString('en-US')} patients, ${Number(c?.appointments).toLocaleString('en-US')} appointments, ` +
      `${Number(c?.payments).toLocaleString('en-US')} payments`,
  );
  await dayInProgress(db, log);
}

/**
 * A run books, confirms and finalizes: the next run starts from the seeded day again. What a run made
 * (rows created after the population) goes, and the open window's appointments it touched are open again.
 */
async function resetOpenWindow(db: pg.Client, log: (line: string) => void): Promise<void> {
  const t0 = performance.now();
  await db.query('set session_replication_role = replica');
  const since = `(select max(created_at) from capacity.clinic_marker)`;
  for (const table of [
    'payment_product_item',
    'payment_service_item',
    'payment_receipt',
    'payment',
    'booking_request',
    'appointment_event',
  ]) {
    await db.query(`delete from ${table} where created_at > ${since}`);
  }
  await db.query(`delete from appointment where created_at > ${since}`);
  await db.query(`delete from client where created_at > ${since}`);
  await db.query(`delete from appointment_request`);
  await db.query(`delete from auth_session`);
  await db.query(
    `update appointment set status = case when date < current_date then 'OVERDUE' else 'PENDING' end
      where date >= current_date - 7 and updated_at > ${since}`,
  );
  await db.query('set session_replication_role = origin');
  log(`  the open window reset to the seeded day in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
}

/**
 * The day as it stands when the run starts: today's open appointments whose start has passed are
 * OVERDUE, as the agenda's reads marked each one a moment after its start (calendar/overdue.ts), one or
 * two rows a read. Left PENDING, every clinic's first read would mark its whole morning at once — a
 * burst a working day never has (a quarter of PostgreSQL's time in the first steps, measured) — and
 * the marking would cost what a first read after a long pause costs. Those that start during the run
 * are marked by the run's reads, as in a real day.
 */
async function dayInProgress(db: pg.Client, log: (line: string) => void): Promise<void> {
  const t0 = performance.now();
  const { rowCount } = await db.query(
    `update appointment set status = 'OVERDUE'
      where date = (now() at time zone 'America/Sao_Paulo')::date
        and start_time < to_char(now() at time zone 'America/Sao_Paulo', 'HH24:MI')
        and status in ('PENDING', 'CONFIRMED')`,
  );
  log(
    `  ${'today started before the run: OVERDUE'.padEnd(40)} ${String(rowCount).padStart(10)} rows  ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
}

/** What the bench needs to know of the first `count` clinics: ids of their people and catalogue. */
export async function loadClinics(db: pg.Client, count: number): Promise<Clinic[]> {
  const { rows } = await db.query<{
    n: number;
    company_id: string;
    patients: number;
    professionals: { id: string; uid: string }[];
    services: string[];
    products: string[];
  }>(
    `select c.n, c.company_id, c.patients,
            (select json_agg(json_build_object('id', p.id, 'uid', u.firebase_uid) order by p.created_at)
               from professional p join app_user u on u.id = p.member_id where p.company_id = c.company_id) as professionals,
            (select array_agg(s.id order by s.name) from service s where s.company_id = c.company_id) as services,
            (select array_agg(p.id order by p.name) from product p where p.company_id = c.company_id) as products
       from capacity.clinic c where c.n <= $1 order by c.n`,
    [count],
  );
  return rows.map((r) => ({
    n: r.n,
    companyId: r.company_id,
    slug: `clinica-${r.n}`,
    professionals: r.professionals,
    receptionUid: `cap-${r.n}-0`,
    ownerUid: `cap-${r.n}-1`,
    services: r.services,
    products: r.products,
    patients: r.patients,
  }));
}
