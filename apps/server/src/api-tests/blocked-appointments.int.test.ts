import { addDays, nowInTimeZone, randomCpf, startOfWeekMonday } from '@agenda/br';
import { brazilianHolidays } from '@agenda/br/holidays';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, registeredOwner, startTestServer } from '../testing/test-server.ts';

// Issue 13, item 3: before a day with appointments is blocked, the owner sees them and may cancel
// them in one step (settings offers the point, calendar fills it).

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
  return { ...o, book };
}

describe('appointments inside a period about to be blocked', () => {
  it('lists the active ones (whole days or a time range) and cancels them in one call', async () => {
    const c = await clinic();
    const morning = await c.book(TUE, '09:00');
    const afternoon = await c.book(TUE, '15:00');
    await c.book(WED, '09:00');
    const cancelled = await c.book(TUE, '10:00');
    await server.request(`/api/appointments/${cancelled}/cancel`, { method: 'PATCH', token: c.token });

    const list = async (query: string) =>
      (
        (await (await server.request(`/api/settings/appointments-in-period?${query}`, { token: c.token })).json()) as {
          appointments: { id: string; clientName: string; serviceName: string; startTime: string }[];
        }
      ).appointments;
    const whole = await list(`startDate=${MON}&endDate=${TUE}`);
    expect(whole.map((a) => a.id)).toEqual([morning, afternoon]);
    expect(whole[0]).toMatchObject({
      date: TUE,
      startTime: '09:00',
      endTime: '09:30',
      clientName: 'Ana Lima',
      serviceName: 'Limpeza',
    });
    expect((await list(`startDate=${TUE}&endDate=${TUE}&startTime=14:00&endTime=18:00`)).map((a) => a.id)).toEqual([afternoon]);

    const res = await server.request('/api/settings/appointments-in-period/cancel', {
      method: 'POST',
      token: c.token,
      json: { startDate: TUE, endDate: TUE },
    });
    expect(await res.json()).toEqual({ cancelled: 2 });
    expect(await list(`startDate=${MON}&endDate=${WED}`)).toHaveLength(1);
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
