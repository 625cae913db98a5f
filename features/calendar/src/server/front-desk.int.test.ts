import { nowInTimeZone } from '@agenda/br';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freeWeek } from '@agenda/server/testing';
import {
  type Owner,
  clinicWith,
  createAppointment,
  expectError,
  json,
  openClinic,
  trpcError,
  trpcOf,
} from '@agenda/server/testing';
import { signedInMember } from '@agenda/server/testing';
import { type TestServer, registeredOwner, startTestServer } from '@agenda/server/testing';

// The front desk's day (decision 054): reception records the arrival, the professional calls the
// patient in, the waiting room and the call panel show it — today only, each clinic its own.

interface Appointment {
  id: string;
  date: string;
  status: string;
  arrivedAt: string | null;
  calledAt: string | null;
  professionalId: string;
}
interface Waiting {
  appointmentId: string;
  firstName: string;
  professional: string;
  arrivedAt: string;
  waitingMinutes: number;
  urgency: { level: string; description: string } | null;
}
interface Call {
  appointmentId: string;
  firstName: string;
  professional: string;
  room: string;
  calledAt: string;
}

const FORBIDDEN = 'Você não tem permissão para esta ação.';
const NOT_FOUND = 'Agendamento não encontrado';
const FINAL = 'Este agendamento já foi finalizado ou cancelado';
const ARRIVE_TODAY = 'Só é possível registrar a chegada de um atendimento de hoje.';
const CANNOT_ARRIVE = 'Este atendimento não pode receber chegada (já foi atendido, cancelado ou está em atendimento).';
const CALL_ARRIVED = 'Só é possível chamar um paciente que já chegou.';
const CALL_TODAY = 'Só é possível chamar um paciente de hoje.';

// Booked a month ahead under the booking rules, then moved to today behind their back: the hour of
// the run must not matter.
const DAY = freeWeek(4).tue;
const today = () => nowInTimeZone('America/Sao_Paulo').date;

let server: TestServer;
let owner: Owner;
let other: Owner;
let reception: { token: string };
let bruno: { token: string };
let serviceId: string;
let clientIds: string[];
let otherIds: { serviceId: string; clientId: string };
let brunoId: string;
let founderId: string;
let slotMinutes = 8 * 60;

const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;

/** A fresh 30-minute appointment (each in its own slot), moved to `date` (today unless said). */
async function appointment(fields: { clientIndex?: number; professionalId?: string; date?: string } = {}) {
  const start = slotMinutes;
  slotMinutes += 30;
  const booked = await createAppointment<Appointment>(server, owner, {
    clientId: clientIds[fields.clientIndex ?? 0],
    serviceId,
    professionalId: fields.professionalId ?? founderId,
    date: DAY,
    startTime: hhmm(start),
    endTime: hhmm(start + 30),
    notes: '',
  });
  const date = fields.date ?? today();
  await server.orm.em.getConnection().execute(`update appointment set date = '${date}' where id = '${booked.id}'`);
  return booked.id;
}

const post = (who: { token: string }, path: string, body?: unknown) =>
  server.request(path, { method: 'POST', token: who.token, ...(body ? { json: body } : {}) });
const arrive = (who: { token: string }, id: string) => post(who, `/api/appointments/${id}/arrive`);
const call = (who: { token: string }, id: string) => post(who, `/api/appointments/${id}/call`);
const answer = async (res: Response, status = 200) => {
  expect(res.status, await res.clone().text()).toBe(status);
  return (await json<{ appointment: Appointment }>(res)).appointment;
};
const waitingRoom = async (who: { token: string }) => {
  const res = await server.request('/api/waiting-room', { token: who.token });
  expect(res.status).toBe(200);
  return (await json<{ patients: Waiting[] }>(res)).patients;
};
const panel = async (who: { token: string }) => {
  const res = await server.request('/api/call-panel', { token: who.token });
  expect(res.status).toBe(200);
  return (await json<{ calls: Call[] }>(res)).calls;
};
const trpc = trpcOf(() => server, 'calendar');

beforeAll(async () => {
  server = await startTestServer();
  [owner, other] = await Promise.all([registeredOwner(server), registeredOwner(server)]);
  const clinic = await clinicWith(server, owner, {
    services: [{ name: 'Limpeza', duration: 30, startTime: '08:00', endTime: '20:00' }],
    clients: [{ fullName: 'Maria Clara Souza' }, { fullName: 'Pedro Henrique Alves' }, { fullName: 'Ana Lima' }],
  });
  await openClinic(server, owner);
  [serviceId = ''] = clinic.serviceIds;
  clientIds = clinic.clientIds;
  const theirs = await clinicWith(server, other, { services: [{ name: 'Canal', duration: 30 }], clients: [{}] });
  await openClinic(server, other);
  otherIds = { serviceId: theirs.serviceIds[0] ?? '', clientId: theirs.clientIds[0] ?? '' };

  reception = await signedInMember(server, owner.user.companyId, 'RECEPTION', 'Renata Recepção');
  const member = await signedInMember(server, owner.user.companyId, 'PROFESSIONAL', 'Bruno Lima');
  bruno = member;
  const professionals = await json<{ professionals: { id: string }[] }>(
    await server.request('/api/professionals', { token: owner.token }),
  );
  founderId = professionals.professionals[0]?.id ?? '';
  const res = await post(owner, '/api/professionals', { name: 'Dr. Bruno Lima', memberId: member.userId });
  expect(res.status, await res.clone().text()).toBe(201);
  brunoId = (await json<{ professional: { id: string } }>(res)).professional.id;
}, 60_000);
afterAll(() => server?.close());

describe('arrival and call', () => {
  it('reception checks the patient in, the professional calls her, the panel shows her first name', async () => {
    const id = await appointment({ professionalId: brunoId });
    const arrived = await answer(await arrive(reception, id));
    expect(arrived.status).toBe('ARRIVED');
    expect(Math.abs(Date.parse(arrived.arrivedAt ?? '') - Date.now())).toBeLessThan(10_000);
    // A second click at the desk changes nothing.
    expect((await answer(await arrive(reception, id))).arrivedAt).toBe(arrived.arrivedAt);

    const waiting = (await waitingRoom(reception)).find((p) => p.appointmentId === id);
    expect(waiting).toEqual({
      appointmentId: id,
      firstName: 'Maria',
      professional: 'Dr. Bruno Lima',
      professionalId: brunoId,
      arrivedAt: arrived.arrivedAt,
      waitingMinutes: 0,
      urgency: null,
      startTime: expect.any(String),
    });

    const called = await answer(await call(bruno, id));
    expect(called).toMatchObject({ status: 'IN_SERVICE', arrivedAt: arrived.arrivedAt });
    expect((await waitingRoom(reception)).map((p) => p.appointmentId)).not.toContain(id);
    const [latest] = await panel(reception);
    expect(latest).toMatchObject({
      appointmentId: id,
      firstName: 'Maria',
      professional: 'Dr. Bruno Lima',
      room: 'Dr. Bruno Lima',
    });
    expect(latest?.calledAt).toBe(called.calledAt);

    // Called again: the panel shows the call anew.
    const again = await answer(await call(bruno, id));
    expect(Date.parse(again.calledAt ?? '')).toBeGreaterThanOrEqual(Date.parse(called.calledAt ?? ''));

    // The history says who did what; finalizing completes an appointment in service.
    const details = await json<{ appointment: { events: { kind: string; toStatus: string | null }[] } }>(
      await server.request(`/api/appointments/${id}/details`, { token: owner.token }),
    );
    expect(details.appointment.events.map((e) => e.toStatus).filter(Boolean)).toEqual(['ARRIVED', 'IN_SERVICE', 'IN_SERVICE']);
    const done = await post(owner, '/api/appointments/complete', {
      appointmentId: id,
      services: [{ id: serviceId, name: 'Limpeza', price: 150 }],
      products: [],
      paymentMethod: 'PIX',
      paymentStatus: 'PAID',
      notes: '',
    });
    expect(done.status, await done.clone().text()).toBe(200);
    await expectError(await arrive(reception, id), 409, FINAL);
    await expectError(await call(bruno, id), 409, FINAL);
  });

  it('lets an overdue patient arrive late, and finalizes an arrived one', async () => {
    const id = await appointment();
    await server.orm.em.getConnection().execute(`update appointment set status = 'OVERDUE' where id = '${id}'`);
    expect((await answer(await arrive(owner, id))).status).toBe('ARRIVED');
    const done = await post(owner, '/api/appointments/complete', {
      appointmentId: id,
      services: [{ id: serviceId, name: 'Limpeza', price: 150 }],
      products: [],
      paymentMethod: 'PIX',
      paymentStatus: 'PAID',
      notes: '',
    });
    expect(done.status, await done.clone().text()).toBe(200);
  });
});

describe('wrong transitions: 409 in pt-BR', () => {
  it('refuses another day than today, a cancelled appointment and a patient being seen', async () => {
    await expectError(await arrive(reception, await appointment({ date: DAY })), 409, ARRIVE_TODAY);

    const cancelled = await appointment();
    const res = await server.request(`/api/appointments/${cancelled}/cancel`, { method: 'PATCH', token: owner.token, json: {} });
    expect(res.status).toBe(200);
    await expectError(await arrive(reception, cancelled), 409, FINAL);

    const notArrived = await appointment();
    await expectError(await call(owner, notArrived), 409, CALL_ARRIVED);
    const noShow = await appointment();
    await server.orm.em.getConnection().execute(`update appointment set status = 'NO_SHOW' where id = '${noShow}'`);
    await expectError(await arrive(reception, noShow), 409, CANNOT_ARRIVE);

    const seen = await appointment();
    await answer(await arrive(reception, seen));
    await answer(await call(owner, seen));
    await expectError(await arrive(reception, seen), 409, CANNOT_ARRIVE);
    // A patient who came is no no-show.
    const noShowOfSeen = await server.request(`/api/appointments/${seen}`, {
      method: 'PUT',
      token: reception.token,
      json: { status: 'NO_SHOW' },
    });
    await expectError(noShowOfSeen, 409, 'Mudança de status não permitida');

    // Arrived yesterday (moved behind the rules' back): not called today.
    const stale = await appointment();
    await answer(await arrive(reception, stale));
    await server.orm.em.getConnection().execute(`update appointment set date = '${DAY}' where id = '${stale}'`);
    await expectError(await call(owner, stale), 409, CALL_TODAY);
  });

  it('answers the same through tRPC, with the CONFLICT code', async () => {
    const id = await appointment({ date: DAY });
    const res = await trpc.mutation('arrive', owner.token, { id });
    expect(res.status).toBe(409);
    expect(await trpcError(res)).toBe(ARRIVE_TODAY);
  });
});

describe('who may', () => {
  it('lets reception record arrivals but not call; a professional calls only their own patients', async () => {
    const mine = await appointment({ professionalId: brunoId });
    const founders = await appointment();
    await expectError(await arrive(bruno, mine), 403, FORBIDDEN);
    await answer(await arrive(reception, mine));
    await answer(await arrive(reception, founders));
    await expectError(await call(reception, mine), 403, FORBIDDEN);
    await expectError(await call(bruno, founders), 403, FORBIDDEN);
    expect((await answer(await call(bruno, mine))).status).toBe('IN_SERVICE');
    // The owner may call anyone's patient; every member sees the waiting room and the panel.
    expect((await answer(await call(owner, founders))).status).toBe('IN_SERVICE');
    expect((await panel(bruno)).map((c) => c.appointmentId)).toEqual(expect.arrayContaining([mine, founders]));
  });
});

describe('another clinic', () => {
  it("answers 404 for another clinic's or an unknown id, and shows nothing of it", async () => {
    const id = await appointment();
    await expectError(await arrive(other, id), 404, NOT_FOUND);
    await expectError(await call(other, id), 404, NOT_FOUND);
    await expectError(await arrive(owner, crypto.randomUUID()), 404, NOT_FOUND);
    await expectError(await arrive(owner, 'x'), 404, NOT_FOUND);
    const trpcRes = await trpc.mutation('callIn', other.token, { id });
    expect(trpcRes.status).toBe(404);
    await answer(await arrive(owner, id));
    expect(await waitingRoom(other)).toEqual([]);
    expect(await panel(other)).toEqual([]);
    expect(otherIds.clientId).not.toBe('');
  });
});

describe('the waiting room', () => {
  it("lists today's arrivals only, urgencies first, then by arrival", async () => {
    const first = await appointment({ clientIndex: 1 });
    const urgent = await appointment({ clientIndex: 2 });
    const gone = await appointment({ clientIndex: 1 });
    for (const id of [first, urgent, gone]) await answer(await arrive(reception, id));
    const res = await server.request(`/api/appointments/${urgent}/urgency`, {
      method: 'PUT',
      token: owner.token,
      json: { level: 'high', description: 'Dor forte' },
    });
    expect(res.status).toBe(200);
    // An arrival of another day (moved there behind the rules' back) is no patient of today's room.
    await server.orm.em.getConnection().execute(`update appointment set date = '${DAY}' where id = '${gone}'`);
    await server.orm.em
      .getConnection()
      .execute(`update appointment set arrived_at = now() - interval '25 minutes' where id = '${first}'`);

    const patients = await waitingRoom(reception);
    const ids = patients.map((p) => p.appointmentId);
    expect(ids).not.toContain(gone);
    expect(ids.indexOf(urgent)).toBe(0);
    expect(ids.indexOf(first)).toBeGreaterThan(0);
    expect(patients[0]).toMatchObject({ firstName: 'Ana', urgency: { level: 'high', description: 'Dor forte' } });
    expect(patients.find((p) => p.appointmentId === first)?.waitingMinutes).toBe(25);
    // The list of urgencies of the day still holds an arrived urgent patient.
    const urgentList = await json<{ appointments: { id: string }[] }>(
      await server.request('/api/appointments/urgent', { token: reception.token }),
    );
    expect(urgentList.appointments.map((a) => a.id)).toContain(urgent);
  });
});
