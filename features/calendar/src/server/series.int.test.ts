import { addDays, weekdayOf } from '@agenda/br';
import { brazilianHolidays } from '@agenda/br/holidays';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_CLINIC_LOCATION, today, yearOf } from '@agenda/server/testing';
import {
  type Owner,
  clinicWith,
  createAppointment,
  expectError,
  json,
  openClinic,
  trpcData,
  trpcError,
  trpcOf,
} from '@agenda/server/testing';
import { type TestServer, registeredOwner, startTestServer } from '@agenda/server/testing';

// Recurring appointments: the preview, the series made in one transaction, its refusals, and
// 'Somente este' / 'Este e os seguintes' on cancel and reschedule, over REST and tRPC.

interface Appointment {
  id: string;
  date: string;
  startTime: string;
  endTime: string;
  status: string;
  professionalId: string;
  seriesId: string | null;
}
interface Occurrence {
  date: string;
  startTime: string;
  endTime: string;
  available: boolean;
  reason?: string;
}
interface Created {
  series: { id: string; rule: { frequency: string; rrule: string } };
  appointments: Appointment[];
  skipped: Occurrence[];
}

const TOO_MANY = 'A repetição pode ter no máximo 52 ocorrências';
const ONE_END = 'Informe o número de ocorrências ou a data final da repetição (somente um dos dois)';
const UNTIL_BEFORE = 'A data final da repetição não pode ser anterior à data do agendamento';
const BUSY = 'Profissional ocupado';
const SERIES_CONFLICT =
  'Um dos horários da série foi ocupado enquanto salvava; nenhum agendamento foi criado. Veja as datas de novo.';

let server: TestServer;
let owner: Clinic;
let other: Clinic;
const trpc = trpcOf(() => server, 'calendar');

interface Clinic extends Owner {
  clientId: string;
  serviceId: string;
}

async function clinic(): Promise<Clinic> {
  const o = await registeredOwner(server);
  const { serviceIds, clientIds } = await clinicWith(server, o, {
    services: [
      { name: 'Manutenção ortodôntica', duration: 30, price: 180, startTime: '08:00', endTime: '20:00', saturdayEnabled: true },
    ],
    clients: [{ fullName: 'Beatriz Costa' }],
  });
  await openClinic(server, o);
  return { ...o, serviceId: serviceIds[0] ?? '', clientId: clientIds[0] ?? '' };
}

const holidaysFrom = (date: string) =>
  [yearOf(date), yearOf(date) + 1, yearOf(date) + 2].flatMap((y) => brazilianHolidays(y, TEST_CLINIC_LOCATION));
const holidayDates = new Set(holidaysFrom(today()).map((h) => h.date));
const weekly = (start: string, count: number) => Array.from({ length: count }, (_, i) => addDays(start, 7 * i));

/** Five weekly dates, from at least two weeks ahead, whose third is a weekday national holiday and the others no holiday. */
function weeksOverHoliday(): { dates: string[]; holiday: { date: string; name: string } } {
  for (const h of holidaysFrom(today())) {
    const start = addDays(h.date, -14);
    const dates = weekly(start, 5);
    const weekday = weekdayOf(h.date);
    if (h.type !== 'NATIONAL' || weekday < 1 || weekday > 5 || start < addDays(today(), 7)) continue;
    if (dates.filter((d) => holidayDates.has(d)).length === 1) return { dates, holiday: h };
  }
  throw new Error('no holiday found');
}

/** `count` weekly dates on a Tuesday, from `weeks` weeks ahead, none of them a holiday. */
function freeWeeks(weeks: number, count: number): string[] {
  let start = addDays(today(), weeks * 7);
  while (weekdayOf(start) !== 2) start = addDays(start, 1);
  for (; ; start = addDays(start, 7)) {
    const dates = weekly(start, count);
    if (dates.every((d) => !holidayDates.has(d))) return dates;
  }
}

const body = (c: Clinic, fields: Record<string, unknown>) => ({
  clientId: c.clientId,
  serviceId: c.serviceId,
  startTime: '09:00',
  endTime: '09:30',
  notes: 'Manutenção mensal',
  ...fields,
});
const postSeries = (c: Clinic, fields: Record<string, unknown>) =>
  server.request('/api/appointments/series', { method: 'POST', token: c.token, json: body(c, fields) });

async function createdSeries(c: Clinic, fields: Record<string, unknown>): Promise<Created> {
  const res = await postSeries(c, fields);
  expect(res.status).toBe(201);
  return json<Created>(res);
}

async function between(c: Clinic, startDate: string, endDate: string): Promise<Appointment[]> {
  const res = await server.request(`/api/appointments?startDate=${startDate}&endDate=${endDate}`, { token: c.token });
  expect(res.status).toBe(200);
  return (await json<{ appointments: Appointment[] }>(res)).appointments;
}

const ofSeries = async (c: Clinic, created: Created, dates: string[]) =>
  (await between(c, dates[0] ?? '', addDays(dates[dates.length - 1] ?? '', 14))).filter((a) => a.seriesId === created.series.id);

beforeAll(async () => {
  server = await startTestServer();
  [owner, other] = await Promise.all([clinic(), clinic()]);
});
afterAll(() => server.close());

describe('POST /api/appointments/series', () => {
  it('previews a weekly series over a holiday: the holiday is not bookable and says which, the rest is free', async () => {
    const { dates, holiday } = weeksOverHoliday();
    const res = await postSeries(owner, { date: dates[0], rule: { frequency: 'WEEKLY', count: 5 }, preview: true });
    expect(res.status).toBe(200);
    const { occurrences } = await json<{ occurrences: Occurrence[] }>(res);
    expect(occurrences.map((o) => o.date)).toEqual(dates);
    const off = occurrences.find((o) => o.date === holiday.date);
    expect(off?.available).toBe(false);
    expect(off?.reason).toContain(holiday.name);
    expect(occurrences.filter((o) => o.available)).toHaveLength(4);
    // A preview books nothing.
    expect(await between(owner, dates[0] ?? '', dates[4] ?? '')).toEqual([]);
  });

  it('creates the bookable ones in one series, each logged as created, and lists the holiday as skipped', async () => {
    const { dates, holiday } = weeksOverHoliday();
    const created = await createdSeries(owner, {
      date: dates[0],
      startTime: '10:00',
      endTime: '10:30',
      rule: { frequency: 'WEEKLY', count: 5 },
    });
    expect(created.series.rule.rrule).toContain('RRULE:FREQ=WEEKLY;COUNT=5');
    expect(created.appointments.map((a) => a.date)).toEqual(dates.filter((d) => d !== holiday.date));
    expect(created.appointments.every((a) => a.seriesId === created.series.id && a.status === 'PENDING')).toBe(true);
    expect(created.skipped.map((s) => s.date)).toEqual([holiday.date]);
    const first = created.appointments[0]?.id ?? '';
    const details = await server.request(`/api/appointments/${first}/details`, { token: owner.token });
    const events = (await json<{ appointment: { events: { kind: string }[] } }>(details)).appointment.events;
    expect(events.map((e) => e.kind)).toEqual(['created']);
  });

  it('over tRPC: the same shapes; a date the professional is busy is "Profissional ocupado" and skipped', async () => {
    const dates = freeWeeks(20, 6).filter((_, i) => i % 2 === 0);
    await createAppointment(server, owner, body(owner, { date: dates[1], startTime: '11:00', endTime: '11:30' }));
    const input = body(owner, {
      date: dates[0],
      startTime: '11:00',
      endTime: '11:30',
      rule: { frequency: 'BIWEEKLY', count: 3 },
    });
    const preview = await trpcData<{ occurrences: Occurrence[] }>(
      await trpc.mutation('createSeries', owner.token, { ...input, preview: true }),
    );
    expect(preview.occurrences.map((o) => [o.date, o.available, o.reason])).toEqual([
      [dates[0], true, undefined],
      [dates[1], false, BUSY],
      [dates[2], true, undefined],
    ]);
    const created = await trpcData<Created>(await trpc.mutation('createSeries', owner.token, input));
    expect(created.appointments.map((a) => a.date)).toEqual([dates[0], dates[2]]);
    expect(created.skipped).toEqual([{ ...preview.occurrences[1] }]);
  });

  it('monthly on the same weekday of the month: the nth weekday each month', async () => {
    const [start = ''] = freeWeeks(30, 1);
    const res = await postSeries(owner, {
      date: start,
      startTime: '15:00',
      endTime: '15:30',
      rule: { frequency: 'MONTHLY', monthlyBy: 'WEEKDAY', count: 3 },
      preview: true,
    });
    const { occurrences } = await json<{ occurrences: Occurrence[] }>(res);
    const nth = Math.ceil(Number(start.slice(8)) / 7);
    expect(occurrences).toHaveLength(3);
    for (const o of occurrences) {
      expect(weekdayOf(o.date)).toBe(2);
      // The same nth Tuesday; a 5th one becomes the month's last (a week later is another month).
      if (nth < 5) expect(Math.ceil(Number(o.date.slice(8)) / 7)).toBe(nth);
      else expect(addDays(o.date, 7).slice(5, 7)).not.toBe(o.date.slice(5, 7));
    }
  });

  it('refuses more than 52 occurrences, both or neither end, and an end before the start (400)', async () => {
    const [date = ''] = freeWeeks(2, 1);
    await expectError(await postSeries(owner, { date, rule: { frequency: 'WEEKLY', count: 53 } }), 400, TOO_MANY);
    await expectError(
      await postSeries(owner, { date, rule: { frequency: 'WEEKLY', until: addDays(date, 7 * 60) } }),
      400,
      TOO_MANY,
    );
    await expectError(
      await postSeries(owner, { date, rule: { frequency: 'WEEKLY', count: 3, until: addDays(date, 30) } }),
      400,
      ONE_END,
    );
    await expectError(await postSeries(owner, { date, rule: { frequency: 'WEEKLY' } }), 400, ONE_END);
    await expectError(
      await postSeries(owner, { date, rule: { frequency: 'WEEKLY', until: addDays(date, -1) } }),
      400,
      UNTIL_BEFORE,
    );
    await expectError(await postSeries(owner, { date, rule: { frequency: 'DAILY', count: 3 } }), 400, 'Repetição inválida');
    const res = await trpc.mutation('createSeries', owner.token, body(owner, { date, rule: { frequency: 'WEEKLY', count: 60 } }));
    expect(res.status).toBe(400);
    expect(await trpcError(res)).toBe(TOO_MANY);
  });

  it("answers 404 for another clinic's client", async () => {
    const [date = ''] = freeWeeks(2, 1);
    const res = await postSeries(owner, { clientId: other.clientId, date, rule: { frequency: 'WEEKLY', count: 2 } });
    await expectError(res, 404, 'Cliente não encontrado');
  });

  it('a slot taken while the series is written rolls the whole series back (409): nothing is left behind', async () => {
    const dates = freeWeeks(24, 5);
    const middle = dates[2] ?? '';
    // The clinic's ids, read as the database's admin (the test plays a second front desk).
    const probe = await createAppointment<Appointment>(
      server,
      owner,
      body(owner, { date: dates[0], startTime: '18:00', endTime: '18:30' }),
    );
    const db = new pg.Client({ connectionString: server.databaseUrl });
    await db.connect();
    try {
      const { rows } = await db.query<{ company_id: string }>('select company_id from appointment where id = $1', [probe.id]);
      const companyId = rows[0]?.company_id ?? '';
      const seriesCount = async () =>
        (await db.query<{ n: number }>('select count(*)::int as n from appointment_series where company_id = $1', [companyId]))
          .rows[0]?.n;
      const seriesBefore = await seriesCount();
      await db.query('begin');
      // The other booking holds the middle day's queue and books it, uncommitted: the series reads it free.
      await db.query('select pg_advisory_xact_lock(hashtextextended($1, 0))', [`${companyId}:${probe.professionalId}:${middle}`]);
      await db.query(
        `insert into appointment (id, company_id, client_id, service_id, professional_id, date, start_time, end_time, status, created_at, updated_at)
         values (gen_random_uuid(), $1, $2, $3, $4, $5, '13:00', '13:30', 'PENDING', now(), now())`,
        [companyId, owner.clientId, owner.serviceId, probe.professionalId, middle],
      );
      const answer = postSeries(owner, {
        date: dates[0],
        startTime: '13:00',
        endTime: '13:30',
        rule: { frequency: 'WEEKLY', count: 5 },
      });
      // Commit once the series waits in the middle day's queue: that lock of this database, not any
      // advisory wait of the server (other files' databases share it and queue on their own days).
      for (let i = 0; i < 200; i++) {
        const waiting = await db.query<{ n: number }>(
          `select count(*)::int as n from pg_locks
            where locktype = 'advisory' and not granted
              and database = (select oid from pg_database where datname = current_database())
              and ((classid::bigint << 32) | objid::bigint) = hashtextextended($1, 0)`,
          [`${companyId}:${probe.professionalId}:${middle}`],
        );
        if ((waiting.rows[0]?.n ?? 0) > 0) break;
        await new Promise((r) => setTimeout(r, 25));
      }
      await db.query('commit');
      await expectError(await answer, 409, SERIES_CONFLICT);
      // Only the other booking is there: no member of the series, no series row.
      const left = await between(owner, dates[0] ?? '', dates[4] ?? '');
      expect(left.filter((a) => a.startTime === '13:00').map((a) => [a.date, a.seriesId])).toEqual([[middle, null]]);
      expect(await seriesCount()).toBe(seriesBefore);
    } finally {
      await db.end();
    }
  });
});

describe("'Somente este' / 'Este e os seguintes'", () => {
  const series = async (weeks: number, startTime: string) => {
    const dates = freeWeeks(weeks, 6).slice(0, 5);
    const created = await createdSeries(owner, {
      date: dates[0],
      startTime,
      endTime: addMinutes(startTime),
      rule: { frequency: 'WEEKLY', count: 5 },
    });
    expect(created.appointments).toHaveLength(5);
    return { dates, created, ids: created.appointments.map((a) => a.id) };
  };

  it('cancel ONE (REST) cancels only that member; FOLLOWING (REST) this and the later ones, never the earlier', async () => {
    const { dates, created, ids } = await series(40, '08:00');
    let res = await server.request(`/api/appointments/${ids[1]}/cancel`, {
      method: 'PATCH',
      token: owner.token,
      json: { scope: 'ONE' },
    });
    expect(res.status).toBe(200);
    res = await server.request(`/api/appointments/${ids[2]}/cancel`, {
      method: 'PATCH',
      token: owner.token,
      json: { scope: 'FOLLOWING' },
    });
    expect(res.status).toBe(200);
    expect((await json<{ appointment: Appointment }>(res)).appointment.status).toBe('CANCELLED');
    const members = await ofSeries(owner, created, dates);
    expect(members.map((a) => a.status)).toEqual(['PENDING', 'CANCELLED', 'CANCELLED', 'CANCELLED', 'CANCELLED']);
  });

  it('cancel FOLLOWING over tRPC (update to CANCELLED) leaves the earlier members open', async () => {
    const { dates, created, ids } = await series(40, '08:30');
    const res = await trpc.mutation('update', owner.token, { id: ids[3], status: 'CANCELLED', scope: 'FOLLOWING' });
    expect(res.status).toBe(200);
    const members = await ofSeries(owner, created, dates);
    expect(members.map((a) => a.status)).toEqual(['PENDING', 'PENDING', 'PENDING', 'CANCELLED', 'CANCELLED']);
  });

  it('reschedule FOLLOWING (REST) moves this and the later ones by the same days to the new time; earlier ones stay', async () => {
    const { dates, created, ids } = await series(40, '09:00');
    const res = await server.request(`/api/appointments/${ids[2]}/reschedule`, {
      method: 'POST',
      token: owner.token,
      json: { date: addDays(dates[2] ?? '', 1), startTime: '14:00', scope: 'FOLLOWING' },
    });
    expect(res.status).toBe(200);
    const members = await ofSeries(owner, created, dates);
    expect(members.map((a) => [a.date, a.startTime, a.endTime])).toEqual([
      [dates[0], '09:00', '09:30'],
      [dates[1], '09:00', '09:30'],
      [addDays(dates[2] ?? '', 1), '14:00', '14:30'],
      [addDays(dates[3] ?? '', 1), '14:00', '14:30'],
      [addDays(dates[4] ?? '', 1), '14:00', '14:30'],
    ]);
  });

  it('reschedule FOLLOWING a week later lands each member on its sibling’s old day (tRPC)', async () => {
    const { dates, created, ids } = await series(40, '10:00');
    const res = await trpc.mutation('reschedule', owner.token, {
      id: ids[1],
      date: dates[2],
      startTime: '10:00',
      scope: 'FOLLOWING',
    });
    expect(res.status).toBe(200);
    const members = await ofSeries(owner, created, dates);
    expect(members.map((a) => a.date)).toEqual([dates[0], dates[2], dates[3], dates[4], addDays(dates[4] ?? '', 7)]);
  });

  it('reschedule ONE (tRPC) moves only that member', async () => {
    const { dates, created, ids } = await series(40, '11:00');
    const res = await trpc.mutation('reschedule', owner.token, { id: ids[1], date: dates[1], startTime: '16:00', scope: 'ONE' });
    expect(res.status).toBe(200);
    const members = await ofSeries(owner, created, dates);
    expect(members.map((a) => [a.id, a.startTime])).toEqual(ids.map((id, i) => [id, i === 1 ? '16:00' : '11:00']));
  });

  it('refuses FOLLOWING as a whole (409, naming the date) when one later member cannot move; nothing moves', async () => {
    const { dates, created, ids } = await series(40, '12:00');
    await createAppointment(server, owner, body(owner, { date: dates[4], startTime: '17:00', endTime: '17:30' }));
    const res = await server.request(`/api/appointments/${ids[2]}/reschedule`, {
      method: 'POST',
      token: owner.token,
      json: { date: dates[2], startTime: '17:00', scope: 'FOLLOWING' },
    });
    expect(res.status).toBe(409);
    const error = (await json<{ error: string }>(res)).error;
    const [y, m, d] = (dates[4] ?? '').split('-');
    expect(error).toContain(`${d}/${m}/${y}`);
    const members = await ofSeries(owner, created, dates);
    expect(members.map((a) => a.startTime)).toEqual(['12:00', '12:00', '12:00', '12:00', '12:00']);
  });
});

function addMinutes(time: string): string {
  const [h = 0, m = 0] = time.split(':').map(Number);
  const total = h * 60 + m + 30;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}
