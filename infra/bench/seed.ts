import type pg from 'pg';

// The benchmark's data, made by SQL alone (generate_series): 1,000 companies, one of them a busy
// clinic of ten professionals with ten years of 30-minute appointments (Monday to Saturday,
// 08:00–19:30, spread over the professionals), the others one professional and a few months each —
// over 1,000,000 appointments in all. Indexes and the exclusion constraint are
// dropped for the load and rebuilt after it (a bulk build beats a million incremental inserts), and
// foreign-key triggers are skipped (the rows are consistent by construction).

export const COMPANIES = 1000;
/** The busy clinic's team: the weekly read joins each appointment's professional. */
const BIG_PROFESSIONALS = 10;
const OTHER_APPOINTMENTS = 945;
const BIG_CLIENTS = 300;
const OTHER_CLIENTS = 40;

export interface Seeded {
  bigCompanyId: string;
  ownerUid: string;
  ownerEmail: string;
  firstDate: string;
  lastDate: string;
  bigAppointments: number;
  appointments: number;
  companies: number;
}

const SECONDARY = [
  'drop index if exists appointment_company_date_idx',
  'drop index if exists appointment_company_client_idx',
  'drop index if exists appointment_company_service_idx',
  'drop index if exists appointment_company_urgent_idx',
  'alter table appointment drop constraint if exists appointment_professional_fkey',
  'alter table appointment drop constraint if exists appointment_no_overlap',
  'drop index if exists appointment_event_company_appointment_idx',
];

const REBUILD = [
  'create index appointment_company_date_idx on appointment (company_id, date, start_time)',
  'create index appointment_company_client_idx on appointment (company_id, client_id)',
  'create index appointment_company_service_idx on appointment (company_id, service_id)',
  'create index appointment_company_urgent_idx on appointment (company_id, urgency_level) where urgency_level is not null',
  `alter table appointment add constraint appointment_no_overlap
     exclude using gist (company_id with =, professional_id with =, slot with &&)
     where (status in ('PENDING', 'CONFIRMED', 'OVERDUE'))`,
  `alter table appointment add constraint appointment_professional_fkey foreign key (company_id, professional_id)
     references professional(company_id, id) on delete restrict`,
  'create index appointment_event_company_appointment_idx on appointment_event (company_id, appointment_id, kind)',
];

export async function seed(db: pg.Client, log: (line: string) => void): Promise<Seeded> {
  const step = async (label: string, sql: string, params: unknown[] = []) => {
    const started = performance.now();
    const result = await db.query(sql, params);
    log(
      `  ${label.padEnd(38)} ${String(result.rowCount ?? '').padStart(9)} rows  ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    return result;
  };
  await db.query('set session_replication_role = replica');
  for (const sql of SECONDARY) await db.query(sql);

  await step(
    'companies',
    `insert into company (id, name, phone, cep, street, number, neighborhood, city, state, business_days, plan, time_zone, created_at, updated_at)
     select gen_random_uuid(), 'Clínica ' || g, '1133334444', '01310100', 'Avenida Paulista', g::text, 'Bela Vista', 'São Paulo', 'SP',
            '{1,2,3,4,5}', 'basic', 'America/Sao_Paulo', now(), now()
       from generate_series(1, $1::int) g`,
    [COMPANIES],
  );
  const big =
    (await db.query<{ id: string }>(`select id from company order by name = 'Clínica 1' desc limit 1`)).rows[0]?.id ?? '';
  const ownerUid = 'bench-owner';
  const ownerEmail = 'bench@agenda.dev';
  await step(
    'owner of the busy clinic',
    `insert into app_user (id, company_id, firebase_uid, email, full_name, phone, cep, street, number, neighborhood, role, session_version, created_at, updated_at)
     values (gen_random_uuid(), $1, $2, $3, 'Dona da Clínica', '11999990000', '01310100', 'Avenida Paulista', '1', 'Bela Vista', 'OWNER', 0, now(), now())`,
    [big, ownerUid, ownerEmail],
  );
  await step(
    'professionals (the busy clinic: 10)',
    `insert into professional (id, company_id, member_id, name, color, created_at, updated_at)
     select gen_random_uuid(), c.id,
            case when g = 1 then (select u.id from app_user u where u.company_id = c.id) end,
            'Profissional ' || g, '#2563eb', now() + g * interval '1 second', now()
       from company c cross join generate_series(1, $2::int) g
      where c.id = $1 or g = 1`,
    [big, BIG_PROFESSIONALS],
  );
  await step(
    'service types',
    `insert into service_type (id, company_id, name, color, active, created_at, updated_at)
     select gen_random_uuid(), id, 'Geral', '#3B82F6', true, now(), now() from company`,
  );
  await step(
    'services (3 per company)',
    `insert into service (id, company_id, name, service_type_id, duration, price_cents, created_at, updated_at)
     select gen_random_uuid(), t.company_id, s.name, t.id, s.duration, s.price, now(), now()
       from service_type t
      cross join (values ('Consulta', 30, 15000), ('Limpeza', 30, 22000), ('Restauração', 30, 35000)) s(name, duration, price)`,
  );
  await step(
    'clients',
    `insert into client (id, company_id, full_name, cpf, phone, registration_date, created_at, updated_at)
     select gen_random_uuid(), c.id, 'Paciente ' || g, lpad(g::text, 11, '0'), '11987654321', current_date, now(), now()
       from company c cross join generate_series(1, $2::int) g
      where c.id = $1 or g <= $3`,
    [big, BIG_CLIENTS, OTHER_CLIENTS],
  );
  await db.query(`create temporary table numbered_client as
    select id, company_id, (row_number() over (partition by company_id order by id) - 1)::int as n from client`);
  await db.query(`create temporary table numbered_service as
    select id, company_id, (row_number() over (partition by company_id order by name) - 1)::int as n from service`);
  await db.query(`create temporary table numbered_professional as
    select id, company_id, (row_number() over (partition by company_id order by created_at) - 1)::int as n from professional`);
  await db.query('create index on numbered_professional (company_id, n)');
  await db.query('create index on numbered_client (company_id, n)');
  await db.query('create index on numbered_service (company_id, n)');
  await db.query('analyze numbered_client; analyze numbered_service; analyze numbered_professional');

  // The busy clinic: ten years back and four weeks ahead, Monday to Saturday, 24 slots a day, ~85% taken.
  const range = await db.query<{ first: string; last: string }>(
    `select (current_date - interval '10 years')::date::text as first, (current_date + 27)::date::text as last`,
  );
  const { first, last } = range.rows[0] ?? { first: '', last: '' };
  await step(
    'appointments of the busy clinic',
    `insert into appointment (id, company_id, client_id, service_id, professional_id, date, start_time, end_time, status, notes, created_at, updated_at)
     select gen_random_uuid(), $1, cl.id, sv.id, pr.id, x.day,
            to_char(time '08:00' + x.slot * interval '30 minutes', 'HH24:MI'),
            to_char(time '08:30' + x.slot * interval '30 minutes', 'HH24:MI'),
            case when x.day < current_date then
                   case when x.r < 0.80 then 'COMPLETED' when x.r < 0.88 then 'CANCELLED' when x.r < 0.95 then 'NO_SHOW' else 'OVERDUE' end
                 else case when x.r < 0.50 then 'CONFIRMED' when x.r < 0.93 then 'PENDING' else 'CANCELLED' end end,
            case when x.r < 0.2 then 'Convênio: Amil Dental - Carteirinha: 0012 3456' end,
            now(), now()
       from (select d::date as day, s as slot, random() as r, random() as pick, random() as taken
               from generate_series($2::date, $3::date, interval '1 day') d
              cross join generate_series(0, 23) s
              where extract(isodow from d) < 7) x
       join numbered_client cl on cl.company_id = $1 and cl.n = floor(x.pick * $4)::int
       join numbered_service sv on sv.company_id = $1 and sv.n = x.slot % 3
       join numbered_professional pr on pr.company_id = $1 and pr.n = floor(x.taken / 0.85 * $5)::int
      where x.taken < 0.85`,
    [big, first, last, BIG_CLIENTS, BIG_PROFESSIONALS],
  );
  await step(
    'appointments of the other companies',
    `insert into appointment (id, company_id, client_id, service_id, professional_id, date, start_time, end_time, status, created_at, updated_at)
     select gen_random_uuid(), c.id, cl.id, sv.id, pr.id, current_date - 300 + i / 10,
            to_char(time '08:00' + (i % 10) * interval '1 hour', 'HH24:MI'),
            to_char(time '09:00' + (i % 10) * interval '1 hour', 'HH24:MI'),
            case when i % 17 = 0 then 'CANCELLED' else 'COMPLETED' end, now(), now()
       from company c
      cross join generate_series(0, $2::int - 1) i
       join numbered_client cl on cl.company_id = c.id and cl.n = i % $3
       join numbered_service sv on sv.company_id = c.id and sv.n = i % 3
       join numbered_professional pr on pr.company_id = c.id and pr.n = 0
      where c.id <> $1`,
    [big, OTHER_APPOINTMENTS, OTHER_CLIENTS],
  );
  await step(
    'events of the busy clinic (created)',
    `insert into appointment_event (id, company_id, appointment_id, kind, to_date, to_start_time, to_end_time, at, created_at, updated_at)
     select gen_random_uuid(), company_id, id, 'created', date, start_time, end_time, now(), now(), now()
       from appointment where company_id = $1`,
    [big],
  );
  await step(
    'events of the busy clinic (rescheduled)',
    `insert into appointment_event (id, company_id, appointment_id, kind, from_date, from_start_time, from_end_time,
                                    to_date, to_start_time, to_end_time, reason, at, created_at, updated_at)
     select gen_random_uuid(), company_id, id, 'rescheduled', date - 1, start_time, end_time, date, start_time, end_time,
            'Paciente pediu para remarcar', now(), now(), now()
       from appointment where company_id = $1 and random() < 0.03`,
    [big],
  );
  await db.query('set session_replication_role = origin');
  const started = performance.now();
  for (const sql of REBUILD) await db.query(sql);
  await db.query('vacuum analyze appointment');
  await db.query('vacuum analyze appointment_event');
  await db.query('analyze');
  log(
    `  ${'indexes, exclusion constraint, analyze'.padEnd(38)} ${''.padStart(9)}       ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  const counts = await db.query<{ total: string; big: string; companies: string }>(
    `select (select count(*) from appointment) as total,
            (select count(*) from appointment where company_id = $1) as big,
            (select count(*) from company) as companies`,
    [big],
  );
  const c = counts.rows[0];
  return {
    bigCompanyId: big,
    ownerUid,
    ownerEmail,
    firstDate: first,
    lastDate: last,
    bigAppointments: Number(c?.big),
    appointments: Number(c?.total),
    companies: Number(c?.companies),
  };
}
