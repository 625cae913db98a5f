import { addDays, nowInTimeZone, randomCpf, startOfWeekMonday } from '@agenda/br';
import type { Sql } from '@agenda/db';
import { periodSql } from '@agenda/calendar/server';
import { clientAppointmentsPoint, clientPageSql } from '@agenda/clients/server';
import { clientListSchema } from '@agenda/clients/shared';
import { resolvePeriod, summarySql } from '@agenda/finance/server';
import type pg from 'pg';
import * as v from 'valibot';
import { extensions } from '../../../apps/server/src/features.ts';
import type { Driver } from './http-driver.ts';
import { CONFLICTING_BOOKINGS } from './model.ts';

// The physical limit: the same actions as plain SQL through `pg`, each in its own transaction that
// names the clinic (`app.company_id`, as the server's tenant transactions do), on a pool as large as
// the server's (10). The reads are the app's own statements where a feature exports them (the
// period of the agenda, the clients' page, the finance summary); the others are the statements the
// action needs at its core, written here: what PostgreSQL alone must do, without HTTP, tRPC or the ORM.

const TZ = 'America/Sao_Paulo';
const SEARCHES = ['ana', 'silva', 'joão s', 'carla oli', 'souza 12', '0000001', 'bruno', 'lima', 'gabriela co', 'heitor'];
const pickOf = <T>(list: readonly T[], rnd: () => number): T | undefined => list[Math.floor(rnd() * list.length)];
const countSql = () => extensions.get(clientAppointmentsPoint)[0]?.countOf;

/** The reads the free slots need, each with what it is given: the company, and the service or the range. */
const SLOT_READS: [string, 'company' | 'service' | 'range'][] = [
  ['select * from service where company_id = $1 and id = $2', 'service'],
  ['select * from professional where company_id = $1 and active order by created_at, id', 'company'],
  ['select * from company where id = $1', 'company'],
  ['select * from agenda_settings where company_id = $1', 'company'],
  ['select * from schedule_block where company_id = $1 and start_date <= $3::date and end_date >= $2::date', 'range'],
  [
    `select id, professional_id, date::text as date, start_time, end_time from appointment
      where company_id = $1 and date between $2::date and $3::date and status in ('PENDING', 'CONFIRMED', 'OVERDUE')`,
    'range',
  ],
];

const RECEIVABLES = `select p.id, p.appointment_id, c.full_name, c.phone, p.total_cents, p.total_cents - p.paid_cents as balance, p.due_date,
       (select json_agg(json_build_object('data', r.received_on, 'valor', r.amount_cents, 'metodo', r.method) order by r.received_on)
          from payment_receipt r where r.company_id = p.company_id and r.payment_id = p.id) as historico
  from payment p join client c on c.company_id = p.company_id and c.id = p.client_id
 where p.company_id = $1 and p.paid_cents < p.total_cents
 order by p.due_date, p.created_at, p.id`;

const INSERT_APPOINTMENT = `insert into appointment (id, company_id, client_id, service_id, professional_id, date, start_time, end_time,
                                 status, origin, created_at, updated_at)
  select gen_random_uuid(), $1, $2, s.id, $4, $5::date, $6::text, to_char($6::time + s.duration * interval '1 minute', 'HH24:MI'),
         'PENDING', $7, now(), now()
    from service s where s.company_id = $1 and s.id = $3
  returning id, date, start_time, end_time`;
const EVENT = `insert into appointment_event (id, company_id, appointment_id, kind, to_date, to_start_time, to_end_time, at, created_at, updated_at)
  values (gen_random_uuid(), $1, $2, $3, $4, $5, $6, now(), now(), now())`;

export function rawDriver(pool: pg.Pool): Driver {
  const tx = async <T>(companyId: string, work: (q: pg.PoolClient) => Promise<T>): Promise<T> => {
    const client = await pool.connect();
    try {
      await client.query('begin');
      await client.query(`select set_config('app.company_id', $1, true)`, [companyId]);
      const result = await work(client);
      await client.query('commit');
      return result;
    } catch (error) {
      await client.query('rollback').catch(() => {});
      throw error;
    } finally {
      client.release();
    }
  };
  const run = (q: pg.PoolClient, s: Sql) => q.query(s.render());
  /** 23P01: the exclusion constraint (a slot taken), 23505: a unique key — the 409s of the app. */
  const conflictOf = (error: unknown) => {
    const code = (error as { code?: string }).code;
    if (code === '23P01' || code === '23505') return { conflict: true };
    throw error;
  };
  return async (action, ev, c, rnd) => {
    const today = nowInTimeZone(TZ).date;
    const id = c.companyId;
    switch (action) {
      case 'week': {
        const monday = startOfWeekMonday(addDays(today, 7 * Math.floor(rnd() * 2)));
        await tx(id, (q) => run(q, periodSql(id, monday, addDays(monday, 5))));
        return { conflict: false };
      }
      case 'day': {
        const own = ev.actor === 'reception' ? null : [c.professionals[ev.professional]?.id ?? ''];
        await tx(id, (q) => run(q, periodSql(id, today, today, own)));
        return { conflict: false };
      }
      case 'search': {
        const query = v.parse(clientListSchema, { search: pickOf(SEARCHES, rnd) ?? 'ana' });
        await tx(id, (q) => run(q, clientPageSql(id, query, today, countSql())));
        return { conflict: false };
      }
      case 'book':
      case 'onlineBooking': {
        const conflicting = action === 'book' && rnd() < CONFLICTING_BOOKINGS;
        const slot = conflicting ? pickOf(c.takenSlots, rnd) : c.freeSlots.pop();
        if (!slot) return { conflict: false };
        return tx(id, async (q) => {
          let clientId = pickOf(c.clientIds, rnd) ?? '';
          if (action === 'onlineBooking') {
            const made = await q.query<{ id: string }>(
              `insert into client (id, company_id, full_name, cpf, phone, registration_date, created_at, updated_at)
               values (gen_random_uuid(), $1, $2, $3, '11987654321', current_date, now(), now()) returning id`,
              [id, `Paciente Online ${Math.floor(rnd() * 1e6)}`, randomCpf()],
            );
            clientId = made.rows[0]?.id ?? '';
          }
          const origin = action === 'onlineBooking' ? 'ONLINE' : 'STAFF';
          const a = await q.query<{ id: string; date: string; start_time: string; end_time: string }>(INSERT_APPOINTMENT, [
            id,
            clientId,
            c.services[0],
            slot.professionalId,
            slot.date,
            slot.startTime,
            origin,
          ]);
          const row = a.rows[0];
          if (row) await q.query(EVENT, [id, row.id, 'created', row.date, row.start_time, row.end_time]);
          return { conflict: false };
        }).catch(conflictOf);
      }
      case 'patientLink': {
        const a = c.toConfirm.pop();
        if (!a) return { conflict: false };
        await tx(id, (q) =>
          q.query(
            `select a.id, a.date, a.start_time, a.professional_id, c.phone, c.full_name from appointment a
               join client c on c.company_id = a.company_id and c.id = a.client_id where a.company_id = $1 and a.id = $2`,
            [id, a.id],
          ),
        );
        return { conflict: false, link: a.id };
      }
      case 'linkPage':
        await tx(id, (q) =>
          q.query(
            `select a.id, a.date, a.start_time, a.status, s.name, p.name as professional, co.name as clinic, co.phone
               from appointment a join service s on s.id = a.service_id join professional p on p.id = a.professional_id
               join company co on co.id = a.company_id where a.company_id = $1 and a.id = $2`,
            [id, ev.link],
          ),
        );
        return { conflict: false };
      case 'confirm':
        await tx(id, async (q) => {
          const done = await q.query<{ id: string }>(
            `update appointment set status = 'CONFIRMED', updated_at = now()
              where company_id = $1 and id = $2 and status = 'PENDING' returning id`,
            [id, ev.link],
          );
          if (done.rows[0]) await q.query(EVENT, [id, ev.link, 'confirmed', null, null, null]);
        });
        return { conflict: false };
      case 'finalize': {
        const a = c.toFinalize.pop();
        if (!a) return { conflict: false };
        const productId = pickOf(c.products, rnd);
        await tx(id, async (q) => {
          const appointment = await q.query<{ client_id: string; price_cents: number }>(
            `select a.client_id, s.price_cents from appointment a join service s on s.id = a.service_id
              where a.company_id = $1 and a.id = $2 for update of a`,
            [id, a.id],
          );
          const product = await q.query<{ name: string; sale_price_cents: number; cost_price_cents: number }>(
            'update product set stock = stock - 1, updated_at = now() where company_id = $1 and id = $2 returning name, sale_price_cents, cost_price_cents',
            [id, productId],
          );
          const ap = appointment.rows[0];
          const pr = product.rows[0];
          if (!ap || !pr) return;
          const total = ap.price_cents + pr.sale_price_cents;
          const user = c.professionals[0]?.uid ?? '';
          const payment = await q.query<{ id: string }>(
            `insert into payment (id, company_id, appointment_id, client_id, completed_by, method, status, services_cents, products_cents,
                                  discount_cents, total_cents, paid_cents, registered_on, created_at, updated_at)
             select gen_random_uuid(), $1, $2, $3, u.id, 'PIX', 'PAID', $4, $5, 0, $6, $6, current_date, now(), now()
               from app_user u where u.firebase_uid = $7 returning id`,
            [id, a.id, ap.client_id, ap.price_cents, pr.sale_price_cents, total, user],
          );
          const paymentId = payment.rows[0]?.id;
          await q.query(
            `insert into payment_service_item (id, company_id, payment_id, service_id, name, price_cents, created_at, updated_at)
             select gen_random_uuid(), $1, $2, s.id, s.name, s.price_cents, now(), now() from service s where s.id = $3`,
            [id, paymentId, a.serviceId],
          );
          await q.query(
            `insert into payment_product_item (id, company_id, payment_id, product_id, name, qty, unit_price_cents, unit_cost_cents, created_at, updated_at)
             values (gen_random_uuid(), $1, $2, $3, $4, 1, $5, $6, now(), now())`,
            [id, paymentId, productId, pr.name, pr.sale_price_cents, pr.cost_price_cents],
          );
          await q.query(
            `insert into payment_receipt (id, company_id, payment_id, amount_cents, method, received_on, created_at, updated_at)
             values (gen_random_uuid(), $1, $2, $3, 'PIX', current_date, now(), now())`,
            [id, paymentId, total],
          );
          await q.query(`update appointment set status = 'COMPLETED', updated_at = now() where company_id = $1 and id = $2`, [
            id,
            a.id,
          ]);
          await q.query(EVENT, [id, a.id, 'status_changed', null, null, null]);
        });
        return { conflict: false };
      }
      case 'receivables':
        await tx(id, (q) => q.query(RECEIVABLES, [id]));
        return { conflict: false };
      case 'freeSlots':
      case 'publicSlots': {
        const from = action === 'freeSlots' ? today : addDays(today, 1);
        const to = addDays(from, 7);
        await tx(id, async (q) => {
          const given = { company: [id], service: [id, pickOf(c.services, rnd)], range: [id, from, to] };
          for (const [text, shape] of SLOT_READS) await q.query(text, given[shape]);
          if (action === 'publicSlots') await q.query('select * from booking_settings where company_id = $1', [id]);
        });
        return { conflict: false };
      }
      case 'finance': {
        const period = resolvePeriod({ startDate: `${today.slice(0, 8)}01`, endDate: today }, TZ);
        await tx(id, (q) => run(q, summarySql(id, period)));
        return { conflict: false };
      }
      case 'export':
        // As the export reads: in the name index's order (features/clients' export-list.service.ts).
        await tx(id, async (q) => {
          await q.query('set local enable_bitmapscan = off');
          await q.query('select * from client where company_id = $1 and archived_at is null order by search_name, id', [id]);
        });
        return { conflict: false };
    }
  };
}
