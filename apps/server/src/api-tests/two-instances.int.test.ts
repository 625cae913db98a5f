// @pooler-pass: two servers on one database.
import { randomCpf } from '@agenda/br';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SaleClinic, saleClinic } from '../testing/finalize-fixtures.ts';
import { type TestServer, startTestServer } from '../testing/test-server.ts';

// Two server processes on one database, behind any balancer: requests alternate between them and
// they agree on everything — sessions and logout, rate limits, idempotency keys, the double-booking
// guard — because none of it lives in a process.

let a: TestServer;
let b: TestServer;
let clinic: SaleClinic;
/** Request i goes to A when even, to B when odd. */
const at = (i: number) => (i % 2 === 0 ? a : b);

beforeAll(async () => {
  // The limits at their production values, so that the shared counter is what is tested.
  a = await startTestServer({ RATE_LIMIT_FACTOR: '1' });
  b = await startTestServer({ RATE_LIMIT_FACTOR: '1' }, { databaseUrl: a.databaseUrl });
  clinic = await saleClinic(a);
});
afterAll(async () => {
  await b.close();
  await a.close();
});

describe('two instances on one database', { timeout: 120_000 }, () => {
  it('share sessions: a token from A opens B, and a logout on A closes it on B', async () => {
    const login = await a.request('/auth/login', { method: 'POST', json: { idToken: clinic.idToken } });
    const { token } = (await login.json()) as { token: string };
    // B serves the token, hot read included (it remembers the session from here on).
    expect((await b.request('/auth/me', { token })).status).toBe(200);
    expect((await b.request('/api/clients?limit=5', { token })).status).toBe(200);
    expect((await a.request('/auth/logout', { method: 'POST', token })).status).toBe(200);
    expect((await b.request('/auth/me', { token })).status).toBe(401);
    expect((await b.request('/api/clients?limit=5', { token })).status).toBe(401);
  });

  it('share rate limits: 60 CPF look-ups per user, counted across both', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++) {
      const res = await at(i).request(`/api/clients/search/${randomCpf()}`, { token: clinic.token });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 60).every((s) => s === 200)).toBe(true);
    expect(statuses[60]).toBe(429);
    expect((await a.request(`/api/clients/search/${randomCpf()}`, { token: clinic.token })).status).toBe(429);
  });

  it('share idempotency keys: the same checkout sent to A then B is done once', async () => {
    const appointmentId = await clinic.book();
    const body = {
      appointmentId,
      services: [{ id: clinic.serviceId, name: 'Limpeza', price: 150 }],
      products: [],
      paymentMethod: 'PIX',
      paymentStatus: 'PAID',
      notes: '',
    };
    const send = (server: TestServer) =>
      server.request('/api/appointments/complete', {
        method: 'POST',
        token: clinic.token,
        json: body,
        headers: { 'Idempotency-Key': 'two-instances-1' },
      });
    const first = await send(a);
    const again = await send(b);
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(await first.json());
    const rows = await a.orm.em
      .getConnection()
      .execute<{ n: number }[]>('select count(*)::int as n from payment where appointment_id = ?', [appointmentId]);
    expect(rows[0]?.n).toBe(1);
  });

  it('share the double-booking guard: 20 bookings of one slot split across both, exactly one wins', async () => {
    const free = await clinic.book();
    // The slot just taken and freed again by cancelling: a known bookable time for the race.
    const detail = (await (await a.request(`/api/appointments/${free}/details`, { token: clinic.token })).json()) as {
      appointment: { date: string; startTime: string; endTime: string };
    };
    expect((await b.request(`/api/appointments/${free}/cancel`, { method: 'PATCH', token: clinic.token })).status).toBe(200);
    const slot = {
      clientId: clinic.clientId,
      serviceId: clinic.serviceId,
      date: detail.appointment.date,
      startTime: detail.appointment.startTime,
      endTime: detail.appointment.endTime,
    };
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        at(i).request('/api/appointments', { method: 'POST', token: clinic.token, json: slot }),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
  });
});
