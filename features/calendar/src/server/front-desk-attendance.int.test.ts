import { nowInTimeZone } from '@agenda/br';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freeWeek } from '@agenda/server/testing';
import { type Owner, clinicWith, createAppointment, expectError, json, openClinic } from '@agenda/server/testing';
import { type TestServer, registeredOwner, startTestServer } from '@agenda/server/testing';

// Attendance (decision 054): 'Faltou' is the stored NO_SHOW or an appointment whose day ended
// without an arrival; the reports show the average wait and the no-show rates, the client's record
// their no-shows and late cancellations.

interface Rate {
  appointments: number;
  noShows: number;
  rate: number;
}
interface Reports {
  comparecimento: {
    averageWait: { professional: string; patients: number; minutes: number }[];
    noShowsByProfessional: (Rate & { professional: string })[];
    noShowsByWeekday: (Rate & { weekday: string })[];
  };
}

const DAY = freeWeek(4).tue;
const PAST = freeWeek(-8);
const today = () => nowInTimeZone('America/Sao_Paulo').date;

let server: TestServer;
let owner: Owner;
let other: Owner;
let serviceId: string;
let clientIds: string[];
let founder: { id: string; name: string };
let carla: string;
let slotMinutes = 8 * 60;

const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
const sqlRun = (text: string) => server.orm.em.getConnection().execute(text);

/** A 30-minute appointment booked a month ahead, then moved (with its status and times) behind the rules' back. */
async function appointment(date: string, fields: { client?: number; professionalId?: string; set?: string } = {}) {
  const start = slotMinutes;
  slotMinutes += 30;
  const booked = await createAppointment<{ id: string }>(server, owner, {
    clientId: clientIds[fields.client ?? 0],
    serviceId,
    professionalId: fields.professionalId ?? founder.id,
    date: DAY,
    startTime: hhmm(start),
    endTime: hhmm(start + 30),
    notes: '',
  });
  await sqlRun(`update appointment set date = '${date}'${fields.set ? `, ${fields.set}` : ''} where id = '${booked.id}'`);
  return booked.id;
}

const waited = (minutes: number) =>
  `status = 'COMPLETED', arrived_at = now() - interval '1 day', called_at = now() - interval '1 day' + interval '${minutes} minutes'`;

beforeAll(async () => {
  server = await startTestServer();
  [owner, other] = await Promise.all([registeredOwner(server), registeredOwner(server)]);
  const clinic = await clinicWith(server, owner, {
    services: [{ name: 'Limpeza', duration: 30, startTime: '08:00', endTime: '20:00' }],
    clients: [{ fullName: 'Joana Faltosa' }, { fullName: 'Rui Pontual' }],
  });
  await openClinic(server, owner);
  [serviceId = ''] = clinic.serviceIds;
  clientIds = clinic.clientIds;
  const list = await json<{ professionals: { id: string; name: string }[] }>(
    await server.request('/api/professionals', { token: owner.token }),
  );
  founder = list.professionals[0] ?? { id: '', name: '' };
  const res = await server.request('/api/professionals', {
    method: 'POST',
    token: owner.token,
    json: { name: 'Dra. Carla Reis' },
  });
  carla = (await json<{ professional: { id: string } }>(res)).professional.id;

  // Monday: Joana never came (open, day ended), Rui came and waited 10 min.
  await appointment(PAST.mon, { client: 0 });
  await appointment(PAST.mon, { client: 1, set: waited(10) });
  // Tuesday with Carla: Joana marked no-show, Rui cancelled (not due), Rui came and waited 20 min.
  await appointment(PAST.tue, { client: 0, professionalId: carla, set: `status = 'NO_SHOW'` });
  await appointment(PAST.tue, { client: 1, professionalId: carla, set: `status = 'CANCELLED'` });
  await appointment(PAST.tue, { client: 1, professionalId: carla, set: waited(20) });
  // Today: Joana is still expected — no no-show yet.
  await appointment(today(), { client: 0 });
}, 60_000);
afterAll(() => server?.close());

describe('Relatórios: attendance', () => {
  it('shows the average wait per professional and the no-show rates per professional and per weekday', async () => {
    const res = await server.request(`/api/financial/reports?startDate=${PAST.mon}&endDate=${today()}`, { token: owner.token });
    expect(res.status).toBe(200);
    const { comparecimento } = await json<Reports>(res);
    const byName = (a: { professional: string }, b: { professional: string }) => a.professional.localeCompare(b.professional);
    expect([...comparecimento.averageWait].sort(byName)).toEqual(
      [
        { professional: founder.name, patients: 1, minutes: 10 },
        { professional: 'Dra. Carla Reis', patients: 1, minutes: 20 },
      ].sort(byName),
    );
    expect([...comparecimento.noShowsByProfessional].sort(byName)).toEqual(
      [
        { professional: founder.name, appointments: 2, noShows: 1, rate: 50 },
        { professional: 'Dra. Carla Reis', appointments: 2, noShows: 1, rate: 50 },
      ].sort(byName),
    );
    expect(comparecimento.noShowsByWeekday).toEqual([
      { weekday: 'Segunda', appointments: 2, noShows: 1, rate: 50 },
      { weekday: 'Terça', appointments: 2, noShows: 1, rate: 50 },
    ]);
  });

  it("shows another clinic nothing of this one's", async () => {
    const res = await server.request(`/api/financial/reports?startDate=${PAST.mon}&endDate=${today()}`, { token: other.token });
    expect((await json<Reports>(res)).comparecimento).toEqual({
      averageWait: [],
      noShowsByProfessional: [],
      noShowsByWeekday: [],
    });
  });
});

describe("the client's record", () => {
  it('counts no-shows (marked or never arrived) and cancellations less than 24 h before the start', async () => {
    const [joana = '', rui = ''] = clientIds;
    // Cancelled today for today: late. Cancelled a month ahead: not late.
    const late = await appointment(today(), { client: 1 });
    const early = await appointment(DAY, { client: 1 });
    for (const id of [late, early]) {
      const res = await server.request(`/api/appointments/${id}/cancel`, { method: 'PATCH', token: owner.token, json: {} });
      expect(res.status).toBe(200);
    }
    const attendance = async (clientId: string, who: Owner = owner) =>
      server.request(`/api/clients/${clientId}/attendance`, { token: who.token });
    expect(await json(await attendance(joana))).toEqual({ attendance: { noShows: 2, lateCancellations: 0 } });
    expect(await json(await attendance(rui))).toEqual({ attendance: { noShows: 0, lateCancellations: 1 } });
    await expectError(await attendance(joana, other), 404, 'Cliente não encontrado');
    await expectError(await attendance('x'), 404, 'Cliente não encontrado');
  });
});
