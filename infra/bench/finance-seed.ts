import type pg from 'pg';

// The finance benchmark's data, by SQL alone: one clinic with five years of finalized appointments
// (≥ 40,000 payments with receipts and items) and ≥ 10,000 expenses, plus 20 other clinics whose
// money must never be read. Foreign-key triggers are skipped: the rows are consistent by construction.

const OTHERS = 20;
const OTHER_PAYMENTS = 500;
const CLIENTS = 300;
const EXPENSES = 10_000;

export interface FinanceSeeded {
  companyId: string;
  ownerUid: string;
  ownerEmail: string;
  payments: number;
  expenses: number;
  firstDate: string;
  lastDate: string;
}

const METHODS = `(array['PIX','PIX','PIX','CARTAO','CARTAO','DINHEIRO','PLANO','CONVENIO'])[1 + floor(random() * 8)::int]`;

export async function seedFinance(db: pg.Client, log: (line: string) => void): Promise<FinanceSeeded> {
  const step = async (label: string, sql: string, params: unknown[] = []) => {
    const started = performance.now();
    const result = await db.query(sql, params);
    log(
      `  ${label.padEnd(34)} ${String(result.rowCount ?? '').padStart(8)} rows  ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    return result;
  };
  await db.query('set session_replication_role = replica');
  await step(
    'companies',
    `insert into company (id, name, phone, cep, street, number, neighborhood, city, state, business_days, plan, time_zone, created_at, updated_at)
     select gen_random_uuid(), 'Clínica ' || g, '1133334444', '01310100', 'Avenida Paulista', g::text, 'Bela Vista', 'São Paulo', 'SP',
            '{1,2,3,4,5}', 'basic', 'America/Sao_Paulo', now(), now()
       from generate_series(1, $1::int) g`,
    [OTHERS + 1],
  );
  const companyId = (await db.query<{ id: string }>(`select id from company where name = 'Clínica 1'`)).rows[0]?.id ?? '';
  const ownerUid = 'bench-finance-owner';
  const ownerEmail = 'financeiro@agenda.dev';
  await step(
    'users (one per clinic)',
    `insert into app_user (id, company_id, firebase_uid, email, full_name, phone, cep, street, number, neighborhood, role, session_version, created_at, updated_at)
     select gen_random_uuid(), c.id, case when c.id = $1 then $2 else 'u-' || c.id end, case when c.id = $1 then $3 else c.id || '@x.dev' end,
            'Dra. ' || c.name, '11999990000', '01310100', 'Avenida Paulista', '1', 'Bela Vista', 'OWNER', 0, now(), now()
       from company c`,
    [companyId, ownerUid, ownerEmail],
  );
  await step(
    'professionals (the owners)',
    `insert into professional (id, company_id, member_id, name, color, created_at, updated_at)
     select gen_random_uuid(), company_id, id, full_name, '#2563eb', now(), now() from app_user`,
  );
  await step(
    'service types',
    `insert into service_type (id, company_id, name, color, active, created_at, updated_at)
     select gen_random_uuid(), id, 'Geral', '#3B82F6', true, now(), now() from company`,
  );
  await step(
    'services (4 per clinic)',
    `insert into service (id, company_id, name, service_type_id, duration, price_cents, created_at, updated_at)
     select gen_random_uuid(), t.company_id, s.name, t.id, 15, s.price, now(), now()
       from service_type t
      cross join (values ('Consulta', 15000), ('Limpeza', 22000), ('Restauração', 35000), ('Clareamento', 90000)) s(name, price)`,
  );
  await step(
    'products (1 per clinic)',
    `insert into product (id, company_id, name, category, cost_price_cents, sale_price_cents, stock, created_at, updated_at)
     select gen_random_uuid(), id, 'Escova dental', 'Higiene', 1000, 2500, 1000, now(), now() from company`,
  );
  await step(
    'clients',
    `insert into client (id, company_id, full_name, cpf, phone, registration_date, created_at, updated_at)
     select gen_random_uuid(), c.id, 'Paciente ' || g, lpad(g::text, 11, '0'), '11987654321', current_date, now(), now()
       from company c cross join generate_series(1, $1::int) g`,
    [CLIENTS],
  );
  await db.query(`create temporary table numbered_client as
    select id, company_id, (row_number() over (partition by company_id order by id) - 1)::int as n from client`);
  await db.query(`create temporary table numbered_service as
    select id, company_id, price_cents, (row_number() over (partition by company_id order by name) - 1)::int as n from service`);
  await db.query('create index on numbered_client (company_id, n); create index on numbered_service (company_id, n)');

  const range = await db.query<{ first: string; last: string }>(
    `select (current_date - interval '5 years')::date::text as first, (current_date + 27)::date::text as last`,
  );
  const { first, last } = range.rows[0] ?? { first: '', last: '' };
  // The clinic: Monday to Saturday, 40 quarter-hour slots a day, ~85% taken; the past mostly completed.
  await step(
    'appointments of the clinic',
    `insert into appointment (id, company_id, client_id, service_id, professional_id, date, start_time, end_time, status, created_at, updated_at)
     select gen_random_uuid(), $1, cl.id, sv.id, pr.id, x.day,
            to_char(time '08:00' + x.slot * interval '15 minutes', 'HH24:MI'),
            to_char(time '08:15' + x.slot * interval '15 minutes', 'HH24:MI'),
            case when x.day < current_date then
                   case when x.r < 0.85 then 'COMPLETED' when x.r < 0.92 then 'CANCELLED' when x.r < 0.97 then 'NO_SHOW' else 'OVERDUE' end
                 else case when x.r < 0.5 then 'CONFIRMED' when x.r < 0.93 then 'PENDING' else 'CANCELLED' end end,
            now(), now()
       from (select d::date as day, s as slot, random() as r, random() as pick, random() as taken
               from generate_series($2::date, $3::date, interval '1 day') d
              cross join generate_series(0, 39) s
              where extract(isodow from d) < 7) x
       join numbered_client cl on cl.company_id = $1 and cl.n = floor(x.pick * $4)::int
       join numbered_service sv on sv.company_id = $1 and sv.n = x.slot % 4
       join professional pr on pr.company_id = $1
      where x.taken < 0.85`,
    [companyId, first, last, CLIENTS],
  );
  await step(
    'appointments of the other clinics',
    `insert into appointment (id, company_id, client_id, service_id, professional_id, date, start_time, end_time, status, created_at, updated_at)
     select gen_random_uuid(), c.id, cl.id, sv.id, pr.id, current_date - 400 + i / 10,
            to_char(time '08:00' + (i % 10) * interval '1 hour', 'HH24:MI'),
            to_char(time '08:15' + (i % 10) * interval '1 hour', 'HH24:MI'), 'COMPLETED', now(), now()
       from company c cross join generate_series(0, $2::int - 1) i
       join numbered_client cl on cl.company_id = c.id and cl.n = i % 40
       join numbered_service sv on sv.company_id = c.id and sv.n = i % 4
       join professional pr on pr.company_id = c.id
      where c.id <> $1`,
    [companyId, OTHER_PAYMENTS],
  );
  // 90% paid at once; the rest PARTIAL or PENDING for 30 days (the last three months' still open).
  await step(
    'payments',
    `insert into payment (id, company_id, appointment_id, client_id, completed_by, method, status, services_cents, products_cents,
                          discount_cents, total_cents, paid_cents, due_date, registered_on, created_at, updated_at)
     select gen_random_uuid(), b.company_id, b.id, b.client_id, u.id, b.method,
            case when b.settled then 'PAID' when b.r < 0.96 then 'PARTIAL' else 'PENDING' end,
            b.price_cents, b.prod, 0, b.price_cents + b.prod,
            case when b.settled then b.price_cents + b.prod when b.r < 0.96 then (b.price_cents + b.prod) / 2 else 0 end,
            case when b.settled then null else b.date + 30 end, b.date, now(), now()
       from (select x.*, (x.r < 0.90 or x.date < current_date - 90) as settled
               from (select a.id, a.company_id, a.client_id, a.date, sv.price_cents, ${METHODS} as method, random() as r,
                            case when random() < 0.25 then 2500 * (1 + floor(random() * 3)::int) else 0 end as prod
                       from appointment a join numbered_service sv on sv.id = a.service_id
                      where a.status = 'COMPLETED') x) b
       join app_user u on u.company_id = b.company_id`,
  );
  await step(
    'receipts',
    `insert into payment_receipt (id, company_id, payment_id, amount_cents, method, received_on, created_by, created_at, updated_at)
     select gen_random_uuid(), company_id, id, paid_cents, method, registered_on, completed_by, now(), now()
       from payment where paid_cents > 0`,
  );
  await step(
    'service items',
    `insert into payment_service_item (id, company_id, payment_id, service_id, name, price_cents, created_at, updated_at)
     select gen_random_uuid(), p.company_id, p.id, s.id, s.name, p.services_cents, now(), now()
       from payment p join appointment a on a.id = p.appointment_id join service s on s.id = a.service_id`,
  );
  await step(
    'product items',
    `insert into payment_product_item (id, company_id, payment_id, product_id, name, qty, unit_price_cents, unit_cost_cents, created_at, updated_at)
     select gen_random_uuid(), p.company_id, p.id, pr.id, pr.name, p.products_cents / 2500, 2500, 1000, now(), now()
       from payment p join product pr on pr.company_id = p.company_id where p.products_cents > 0`,
  );
  await step(
    'expenses',
    `insert into expense (id, company_id, date, category, description, amount_cents, method, status, due_date, created_at, updated_at)
     select gen_random_uuid(), c.id, d.day,
            (array['Aluguel','Contas','Materiais','Laboratório','Salários','Marketing'])[1 + i % 6],
            'Despesa ' || i, 5000 + floor(random() * 300000)::int,
            (array['PIX','CARTAO','DINHEIRO','BOLETO','TRANSFERENCIA'])[1 + i % 5],
            case when d.day > current_date - 20 and i % 3 = 0 then 'PENDING' else 'PAID' end,
            case when d.day > current_date - 20 and i % 3 = 0 then d.day + 15 end, now(), now()
       from company c cross join generate_series(1, $2::int) i
      cross join lateral (select (current_date - (i * 1826 / $2::int))::date as day) d
      where c.id = $1 or i <= 200`,
    [companyId, EXPENSES],
  );
  await db.query('analyze');
  const count = async (sql: string) => Number((await db.query<{ n: string }>(sql, [companyId])).rows[0]?.n ?? 0);
  return {
    companyId,
    ownerUid,
    ownerEmail,
    payments: await count('select count(*) as n from payment where company_id = $1'),
    expenses: await count('select count(*) as n from expense where company_id = $1'),
    firstDate: first,
    lastDate: last,
  };
}
