// @pooler-pass: concurrent bookings of one time.
import { addDays, nowInTimeZone, randomCpf, weekdayOf } from '@agenda/br';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, registeredOwner, startTestServer } from '@agenda/server/testing';

// Deadlocks under concurrent bookings used to surface as 500s. Ten rounds in a row of (a) fifty
// bookings of one slot and (b) fifty bookings of overlapping slots: one success each round, every
// other answer a 409, never a 5xx.

const RACERS = 50;
// Behind the transaction pooler (the pooler pass) what is tested is that the locks and the 409s hold on
// the connections it lends, round after round; four rounds show it as well as ten, and the pass runs
// beside the browser tests, on the same cores.
const ROUNDS = process.env.DATABASE_POOLER === 'transaction' ? 4 : 10;
let server: TestServer;
let token: string;
let clientId: string;
let serviceId: string;
const days: string[] = [];

async function createdId(res: Response, key: string): Promise<string> {
  if (res.status !== 201) throw new Error(`expected 201, got ${res.status}: ${await res.text()}`);
  return ((await res.json()) as Record<string, { id: string }>)[key]?.id ?? '';
}

beforeAll(async () => {
  server = await startTestServer();
  token = (await registeredOwner(server)).token;
  const typeId = await createdId(
    await server.request('/service-types', { method: 'POST', token, json: { name: 'Prevenção' } }),
    'serviceType',
  );
  serviceId = await createdId(
    await server.request('/services', {
      method: 'POST',
      token,
      json: { name: 'Limpeza', serviceTypeId: typeId, duration: 30, price: 100 },
    }),
    'service',
  );
  clientId = await createdId(
    await server.request('/api/clients', {
      method: 'POST',
      token,
      json: { fullName: 'Paulo Souza', cpf: randomCpf(), phone: '11912345678' },
    }),
    'client',
  );
  // Working days ahead that no holiday blocks, one per round.
  const start = addDays(nowInTimeZone().date, 30);
  const end = addDays(start, 90);
  const res = await server.request(`/api/blocked-days?startDate=${start}&endDate=${end}`, { token });
  const blocked = new Set(((await res.json()) as { days: { date: string }[] }).days.map((d) => d.date));
  for (let d = start; days.length < ROUNDS && d <= end; d = addDays(d, 1))
    if (!blocked.has(d) && weekdayOf(d) >= 1 && weekdayOf(d) <= 5) days.push(d);
});
afterAll(() => server.close());

async function race(bodies: Record<string, unknown>[]) {
  const statuses = await Promise.all(
    bodies.map(async (json, i) => {
      const path = i % 2 === 1 ? '/trpc/calendar.create' : '/api/appointments';
      return (await server.request(path, { method: 'POST', token, json })).status;
    }),
  );
  return {
    ok: statuses.filter((s) => s === 200 || s === 201).length,
    conflicts: statuses.filter((s) => s === 409).length,
    others: statuses.filter((s) => s !== 200 && s !== 201 && s !== 409),
  };
}

const time = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;

describe('concurrent bookings', { timeout: 300_000 }, () => {
  it(`${ROUNDS} rounds of ${RACERS} bookings of one slot: 1 success and ${RACERS - 1} × 409 each`, async () => {
    expect(days).toHaveLength(ROUNDS);
    for (const date of days) {
      const slot = { clientId, serviceId, date, startTime: '10:00', endTime: '10:30' };
      expect(await race(Array.from({ length: RACERS }, () => slot)), date).toEqual({ ok: 1, conflicts: RACERS - 1, others: [] });
    }
  });

  it(`${ROUNDS} rounds of ${RACERS} overlapping bookings: 1 success and only 409s each`, async () => {
    for (const date of days) {
      // Every slot overlaps every other: half start at 14:00, half at 14:30 (the grid's rows), all end at 15:00.
      const bodies = Array.from({ length: RACERS }, (_, i) => ({
        clientId,
        serviceId,
        date,
        startTime: time(14 * 60 + (i % 2) * 30),
        endTime: time(15 * 60),
      }));
      expect(await race(bodies), date).toEqual({ ok: 1, conflicts: RACERS - 1, others: [] });
    }
  });
});
