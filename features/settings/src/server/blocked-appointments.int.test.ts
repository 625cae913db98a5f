import { addDays, nowInTimeZone, randomCpf, startOfWeekMonday } from '@agenda/br';
import { brazilianHolidays } from '@agenda/br/holidays';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trpcData, trpcOf } from '@agenda/server/testing';
import { type TestServer, registeredOwner, startTestServer } from '@agenda/server/testing';

// Issue 13, item 3: before a day with appointments is blocked, the owner sees them and may cancel
// them in the same step that saves the block (settings offers the point, calendar fills it).

let server: TestServer;
/** Monday of the first week from next week on with no national or São Paulo holiday. */
function quietMonday(): string {
  let monday = addDays(startOfWeekMonday(nowInTimeZone().date), 7);
  for (;;) {
    const year = Number(monday.slice(0, 4));
    const holidays = new Set(
      [year, year + 1].flatMap((y) => brazilianHolidays(y, { state: 'SP', city: 'São Paulo' }).map((h) => h.date)),
    );
    if (!Array.from({ length: 7 }, (_, i) => addDays(monday, i)).some((d) => holidays.has(d))) return monday;
    monday = addDays(monday, 7);
  }
}
const MON = quietMonday();
const TUE = addDays(MON, 1);
const WED = addDays(MON, 2);

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

async function clinic() {
  const o = await registeredOwner(server);
  const post = async (path: string, json: unknown) =>
    (await (await server.request(path, { method: 'POST', token: o.token, json })).json()) as Record<string, { id: string }>;
  const type = (await post('/service-types', { name: 'Prevenção' })).serviceType;
  const service = (await post('/services', { name: 'Limpeza', serviceTypeId: type?.id, duration: 30, price: 100 })).service;
  const client = (await post('/api/clients', { fullName: 'Ana Lima', cpf: randomCpf(), phone: '11987654321' })).client;
  const book = async (date: string, startTime: string) =>
    (await post('/api/appointments', { clientId: client?.id, serviceId: service?.id, date, startTime, endTime: null, notes: '' }))
      .appointment?.id ?? '';
  const list = async (query: string) =>
    (
      (await (await server.request(`/api/settings/appointments-in-period?${query}`, { token: o.token })).json()) as {
        appointments: { id: string; clientName: string; serviceName: string; startTime: string }[];
      }
    ).appointments;
  const all = async (path: string, key: string) =>
    ((await (await server.request(path, { token: o.token })).json()) as Record<string, unknown[]>)[key];
  return { ...o, book, list, all };
}

const settings = trpcOf(() => server, 'settings');
const sql = (query: string, params: unknown[] = []) => server.orm.em.getConnection().execute(query, params);

describe('appointments inside a period about to be blocked', () => {
  it('lists the active ones (whole days or a time range)', async () => {
    const c = await clinic();
    const morning = await c.book(TUE, '09:00');
    const afternoon = await c.book(TUE, '15:00');
    await c.book(WED, '09:00');
    const cancelled = await c.book(TUE, '10:00');
    await server.request(`/api/appointments/${cancelled}/cancel`, { method: 'PATCH', token: c.token });

    const whole = await c.list(`startDate=${MON}&endDate=${TUE}`);
    expect(whole.map((a) => a.id)).toEqual([morning, afternoon]);
    expect(whole[0]).toMatchObject({
      date: TUE,
      startTime: '09:00',
      endTime: '09:30',
      clientName: 'Ana Lima',
      serviceName: 'Limpeza',
    });
    expect((await c.list(`startDate=${TUE}&endDate=${TUE}&startTime=14:00&endTime=18:00`)).map((a) => a.id)).toEqual([afternoon]);
  });

  it("'Cancelar agendamentos': saving the block cancels the ones it covers, in the same call (REST)", async () => {
    const c = await clinic();
    await c.book(TUE, '09:00');
    const afternoon = await c.book(TUE, '15:00');
    await c.book(WED, '09:00');
    const res = await server.request('/api/settings/blocks', {
      method: 'POST',
      token: c.token,
      json: {
        title: 'Reunião',
        startDate: TUE,
        endDate: WED,
        allDay: false,
        startTime: '08:00',
        endTime: '12:00',
        cancelAppointments: true,
      },
    });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ block: { title: 'Reunião', startTime: '08:00' }, cancelled: 2 });
    // Only the morning ones: the afternoon is outside the block's hours.
    expect((await c.list(`startDate=${MON}&endDate=${WED}`)).map((a) => a.id)).toEqual([afternoon]);
  });

  it('the same over tRPC, for a holiday and a bridge; without the flag they are kept', async () => {
    const c = await clinic();
    await c.book(TUE, '09:00');
    await c.book(WED, '09:00');
    const kept = await settings.mutation('holidays.create', c.token, { name: 'Padroeira', date: TUE });
    expect(await trpcData(kept)).toMatchObject({ holiday: { name: 'Padroeira' }, cancelled: 0 });
    expect(await c.list(`startDate=${TUE}&endDate=${WED}`)).toHaveLength(2);

    const holiday = await settings.mutation('holidays.create', c.token, {
      name: 'Aniversário',
      date: TUE,
      cancelAppointments: true,
    });
    expect(await trpcData(holiday)).toMatchObject({ holiday: { name: 'Aniversário' }, cancelled: 1 });
    const bridge = await settings.mutation('bridges.create', c.token, {
      name: 'Ponte',
      startDate: WED,
      endDate: WED,
      cancelAppointments: true,
    });
    expect(await trpcData(bridge)).toMatchObject({ bridge: { name: 'Ponte' }, cancelled: 1 });
    expect(await c.list(`startDate=${TUE}&endDate=${WED}`)).toEqual([]);
  });

  it('a failure on the way leaves nothing done: no block, no appointment cancelled, nothing logged', async () => {
    const c = await clinic();
    const morning = await c.book(TUE, '09:00');
    const afternoon = await c.book(TUE, '15:00');
    // The database refuses to cancel the second one, after the block is saved and the first one cancelled.
    await sql(`create or replace function refuse_test_cancel() returns trigger language plpgsql as
      $$ begin raise exception 'cancel refused by the test'; end $$`);
    await sql(`create trigger refuse_test_cancel before update on appointment for each row
      when (new.id = '${afternoon}' and new.status = 'CANCELLED') execute function refuse_test_cancel()`);
    try {
      const block = { title: 'Dedetização', startDate: TUE, endDate: TUE, cancelAppointments: true };
      const rest = await server.request('/api/settings/blocks', { method: 'POST', token: c.token, json: block });
      expect(rest.status).toBe(500);
      const trpc = await settings.mutation('blocks.create', c.token, block);
      expect(trpc.status).toBe(500);
      const holiday = await settings.mutation('holidays.create', c.token, {
        name: 'Feriado',
        date: TUE,
        cancelAppointments: true,
      });
      expect(holiday.status).toBe(500);
    } finally {
      await sql('drop trigger refuse_test_cancel on appointment');
    }
    expect(await c.all('/api/settings/blocks', 'blocks')).toEqual([]);
    expect(await c.all('/api/settings/holidays', 'holidays')).toEqual([]);
    expect((await c.list(`startDate=${TUE}&endDate=${TUE}`)).map((a) => a.id)).toEqual([morning, afternoon]);
    const events = await sql('select kind from appointment_event where appointment_id in (?, ?) order by kind', [
      morning,
      afternoon,
    ]);
    expect(events.map((e) => e.kind)).toEqual(['created', 'created']);

    // With the refusal gone, the same request does it all.
    const retried = await server.request('/api/settings/blocks', {
      method: 'POST',
      token: c.token,
      json: { title: 'Dedetização', startDate: TUE, endDate: TUE, cancelAppointments: true },
    });
    expect(await retried.json()).toMatchObject({ cancelled: 2 });
    expect(await c.all('/api/settings/blocks', 'blocks')).toHaveLength(1);
  });

  it("answers 400 for a bad period and sees only the caller's company", async () => {
    const c = await clinic();
    const other = await clinic();
    await other.book(TUE, '09:00');
    const bad = await server.request(`/api/settings/appointments-in-period?startDate=${TUE}&endDate=${MON}`, { token: c.token });
    expect(bad.status).toBe(400);
    const mine = await server.request(`/api/settings/appointments-in-period?startDate=${TUE}&endDate=${TUE}`, { token: c.token });
    expect(await mine.json()).toEqual({ appointments: [] });
  });
});
