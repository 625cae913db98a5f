// @pooler-pass: the accepts of one slot queue on a transaction-scoped advisory lock, and book through calendar's guard.
import { addDays } from '@agenda/br';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freeWeek } from '@agenda/server/testing';
import { type Owner, clinicWith, createAppointment, json, openClinic } from '@agenda/server/testing';
import { type TestServer, registeredOwner, startTestServer } from '@agenda/server/testing';

// The waitlist race: one freed slot offered to 50 patients at once, all 50 say 'Quero este horário'
// at the same moment. Exactly one appointment is booked; the other 49 hear it was taken.

const { thu: DAY } = freeWeek(2);
const PATIENTS = 50;

let server: TestServer;
let owner: Owner;
let serviceId: string;
let clientIds: string[];

beforeAll(async () => {
  server = await startTestServer();
  owner = await registeredOwner(server);
  const made = await clinicWith(server, owner, {
    services: [{ name: 'Limpeza', duration: 30, price: 150, startTime: '08:00', endTime: '20:00' }],
    clients: Array.from({ length: PATIENTS + 1 }, (_, i) => ({ fullName: `Paciente ${i}`, phone: '(11) 98765-4321' })),
  });
  serviceId = made.serviceIds[0] as string;
  clientIds = made.clientIds;
  await openClinic(server, owner);
  const settings = await server.request('/api/waitlist/settings', {
    method: 'PUT',
    token: owner.token,
    json: { offerHours: 2, offersAtOnce: PATIENTS },
  });
  expect(settings.status).toBe(200);
}, 120_000);
afterAll(() => server?.close());

describe('the waitlist race', () => {
  it('50 concurrent accepts of one slot book exactly one appointment; the others get 409', async () => {
    const booked = await createAppointment<{ id: string }>(server, owner, {
      clientId: clientIds[PATIENTS],
      serviceId,
      date: DAY,
      startTime: '14:00',
      endTime: '14:30',
      notes: '',
    });
    for (const clientId of clientIds.slice(0, PATIENTS)) {
      const res = await server.request('/api/waitlist', {
        method: 'POST',
        token: owner.token,
        json: { clientId, serviceId, until: addDays(DAY, 7) },
      });
      expect(res.status).toBe(201);
    }
    const cancelled = await server.request(`/api/appointments/${booked.id}`, {
      method: 'PUT',
      token: owner.token,
      json: { status: 'CANCELLED' },
    });
    expect(cancelled.status).toBe(200);

    // The links the outbox carries, one per offer (read where the messages keep them).
    const rows = await server.orm.em
      .getConnection()
      .execute<{ path: string }[]>(
        `select payload->>'linkPath' as path from outbound_message where company_id = ? and kind = 'waitlist-offer'`,
        [owner.user.companyId],
      );
    const tokens = rows.map((r) => r.path.replace('/espera/', ''));
    expect(new Set(tokens).size).toBe(PATIENTS);

    const answers = await Promise.all(
      tokens.map((token) => server.request(`/api/public/waitlist/${token}/accept`, { method: 'POST' })),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(PATIENTS - 1);
    const refusals = await Promise.all(answers.filter((r) => r.status === 409).map((r) => json<{ error: string }>(r)));
    expect(new Set(refusals.map((r) => r.error))).toEqual(new Set(['Este horário já foi preenchido.']));

    const day = await server.request(`/api/appointments?startDate=${DAY}&endDate=${DAY}`, { token: owner.token });
    const open = (await json<{ appointments: { status: string; startTime: string }[] }>(day)).appointments.filter(
      (a) => a.status !== 'CANCELLED',
    );
    expect(open).toMatchObject([{ startTime: '14:00', status: 'CONFIRMED' }]);
    const list = await json<{ entries: unknown[] }>(await server.request('/api/waitlist', { token: owner.token }));
    expect(list.entries).toHaveLength(PATIENTS - 1);
  }, 120_000);
});
