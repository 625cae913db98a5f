import { TokenVerifier } from '@agenda/auth/server';
import type { Auth } from 'firebase-admin/auth';
import type pg from 'pg';
import type { Clinic } from './population.ts';

// What the simulated people of a clinic know when the day starts: their session tokens (as
// infra/bench/session.ts opens them, in bulk), some of the clinic's patients, free slots to book,
// taken ones (a double booking's 409), upcoming appointments to send a link for, and the past
// week's open appointments to finalize. Read from the database before each ramp, so each starts
// from what is there.

export interface Slot {
  professionalId: string;
  date: string;
  startTime: string;
}

export interface ClinicState extends Clinic {
  /** Session tokens: the receptionist's, and each professional's (0 the owner). */
  receptionToken: string;
  professionalTokens: string[];
  clientIds: string[];
  freeSlots: Slot[];
  takenSlots: Slot[];
  /** Upcoming pending appointments (a link is sent for each once). */
  toConfirm: { id: string; professionalId: string; date: string; startTime: string }[];
  /** The past week's overdue appointments, not yet finalized (each finalized once). */
  toFinalize: { id: string; serviceId: string }[];
}

export async function sessionTokens(db: pg.Client, secret: string, uids: string[]): Promise<Map<string, string>> {
  const { rows } = await db.query<{ id: string; uid: string }>(
    `insert into auth_session (id, company_id, user_id, expires_at)
     select gen_random_uuid(), u.company_id, u.id, now() + interval '1 day' from app_user u where u.firebase_uid = any($1)
     returning id, (select firebase_uid from app_user where id = user_id) as uid`,
    [uids],
  );
  const verifier = new TokenVerifier({} as Auth, secret);
  return new Map(await Promise.all(rows.map(async (r) => [r.uid, await verifier.issueSession(r.uid, 0, r.id)] as const)));
}

export async function clinicStates(db: pg.Client, clinics: Clinic[], secret: string): Promise<ClinicState[]> {
  const ids = clinics.map((c) => c.companyId);
  const tokens = await sessionTokens(
    db,
    secret,
    clinics.flatMap((c) => [c.receptionUid, ...c.professionals.map((p) => p.uid)]),
  );
  const byCompany = async <T>(text: string): Promise<Map<string, T[]>> => {
    const { rows } = await db.query<{ company_id: string; items: T[] }>(text, [ids]);
    return new Map(rows.map((r) => [r.company_id, r.items]));
  };
  const clients = await byCompany<string>(
    `select c.company_id, array(select id from client where company_id = c.company_id and cpf = any(
              array(select lpad((1 + floor(random() * c.patients))::int::text, 11, '0') from generate_series(1, 60)))) as items
       from capacity.clinic c where c.company_id = any($1)`,
  );
  // The taken slots first, once, then every slot not among them (a hashed anti-join): probing the
  // agenda once per professional, day and slot took minutes for 2,000 clinics.
  const free = await byCompany<Slot>(
    `with taken as materialized (
       select a.professional_id, a.date, a.start_time from appointment a
        where a.company_id = any($1) and a.date between current_date + 1 and current_date + 14
          and a.status in ('PENDING', 'CONFIRMED', 'OVERDUE')
     ), slot as (
       select p.company_id, p.id as professional_id, d::date as date, to_char(time '08:00' + s * interval '30 minutes', 'HH24:MI') as start_time
         from professional p
        cross join generate_series(current_date + 1, current_date + 14, interval '1 day') d
        cross join generate_series(0, 19) s
        where p.company_id = any($1) and extract(isodow from d) < 6
     )
     select f.company_id, (array_agg(json_build_object('professionalId', f.professional_id, 'date', f.date, 'startTime', f.start_time)
                                     order by random()))[1:60] as items
       from (select * from slot except all
             select p.company_id, t.professional_id, t.date, t.start_time from taken t join professional p on p.id = t.professional_id) f
      group by f.company_id`,
  );
  const upcoming = await byCompany<{ id: string; professionalId: string; date: string; startTime: string }>(
    `select company_id, (array_agg(json_build_object('id', id, 'professionalId', professional_id, 'date', date, 'startTime', start_time)
                                   order by random()))[1:80] as items
       from appointment where company_id = any($1) and date between current_date + 1 and current_date + 14 and status = 'PENDING'
      group by company_id`,
  );
  const open = await byCompany<{ id: string; serviceId: string }>(
    `select company_id, array_agg(json_build_object('id', id, 'serviceId', service_id) order by random()) as items
       from appointment where company_id = any($1) and date between current_date - 7 and current_date - 1 and status = 'OVERDUE'
      group by company_id`,
  );
  return clinics.map((c) => {
    const toConfirm = upcoming.get(c.companyId) ?? [];
    return {
      ...c,
      receptionToken: tokens.get(c.receptionUid) ?? '',
      professionalTokens: c.professionals.map((p) => tokens.get(p.uid) ?? ''),
      clientIds: clients.get(c.companyId) ?? [],
      freeSlots: free.get(c.companyId) ?? [],
      takenSlots: toConfirm.slice(0, 20),
      toConfirm: toConfirm.slice(20),
      toFinalize: open.get(c.companyId) ?? [],
    };
  });
}
