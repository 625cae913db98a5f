import { addDays } from '@agenda/br';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freeWeek, freeWorkingDay } from '@agenda/server/testing';
import { type Owner, clinicWith, createAppointment, expectError, json, openClinic } from '@agenda/server/testing';
import { signedInMember } from '@agenda/server/testing';
import { type TestServer, registeredOwner, startTestServer } from '@agenda/server/testing';

// The patient reschedules from their link (decision 054): the free slots of the same service and
// professional (the one free-slot function), within the clinic's policy, booked in one transaction;
// the old slot is freed, the old link stops working, the clinic sees 'Remarcado pelo paciente'.

const LINK_NOT_FOUND = 'Link inválido ou expirado. Fale com a clínica.';
const SLOT_TAKEN = 'Este horário não está mais disponível. Escolha outro.';
const TOO_LATE = (hours: number) => `Só é possível remarcar pelo link até ${hours} horas antes da consulta. Fale com a clínica.`;

const WEEK = freeWeek(3);

let server: TestServer;
let owner: Clinic;
let other: Clinic;

interface Clinic extends Owner {
  clientIds: string[];
  serviceId: string;
}
interface Slot {
  date: string;
  startTime: string;
  endTime: string;
}
interface Slots {
  slots: Slot[];
  rescheduleUntilHours: number;
  movable: boolean;
}

async function clinic(): Promise<Clinic> {
  const o = await registeredOwner(server);
  const { serviceIds, clientIds } = await clinicWith(server, o, {
    services: [{ name: 'Limpeza', duration: 30, price: 150, startTime: '08:00', endTime: '20:00' }],
    clients: [{ fullName: 'Mariana Souza Lima' }, { fullName: 'Paulo Reis' }, { fullName: 'Lia Prado' }],
  });
  await openClinic(server, o);
  return { ...o, serviceId: serviceIds[0] ?? '', clientIds };
}

const book = (c: Clinic, fields: Record<string, unknown>) =>
  createAppointment<{ id: string }>(server, c, {
    clientId: c.clientIds[0],
    serviceId: c.serviceId,
    date: WEEK.tue,
    endTime: null,
    notes: '',
    ...fields,
  });

async function tokenOf(c: Clinic, id: string) {
  const res = await server.request(`/api/appointments/${id}/patient-link`, { token: c.token });
  expect(res.status).toBe(200);
  return (await json<{ url: string }>(res)).url.split('/p/')[1] ?? '';
}

const slots = (token: string, query = '') => server.request(`/api/public/appointments/${token}/slots${query}`);
const reschedule = (token: string, body: unknown) =>
  server.request(`/api/public/appointments/${token}/reschedule`, { method: 'POST', json: body });

beforeAll(async () => {
  server = await startTestServer();
  [owner, other] = await Promise.all([clinic(), clinic()]);
}, 60_000);
afterAll(() => server?.close());

describe('the free slots', () => {
  it('offers the same service with the same professional, from the one free-slot function', async () => {
    const mine = await book(owner, { startTime: '09:00' });
    await book(owner, { startTime: '10:00', clientId: owner.clientIds[1] });
    const token = await tokenOf(owner, mine.id);
    const res = await slots(token, `?from=${WEEK.tue}&to=${WEEK.tue}`);
    expect(res.status).toBe(200);
    const answer = await json<Slots>(res);
    expect(answer).toMatchObject({ rescheduleUntilHours: 24, movable: true });
    const times = answer.slots.map((s) => s.startTime);
    expect(times).toContain('08:00');
    // Its own slot and another patient's are taken.
    expect(times).not.toContain('09:00');
    expect(times).not.toContain('10:00');
    expect(answer.slots.every((s) => s.date === WEEK.tue)).toBe(true);
    // The staff's free slots of that day agree (the same function).
    const staff = await json<{ slots: { startTime: string }[] }>(
      await server.request(`/api/appointments/free-slots?serviceId=${owner.serviceId}&from=${WEEK.tue}&to=${WEEK.tue}`, {
        token: owner.token,
      }),
    );
    expect(staff.slots.map((s) => s.startTime)).toEqual(times);
    // Default range: the next two weeks.
    expect((await json<Slots>(await slots(token))).slots.length).toBeGreaterThan(answer.slots.length);
    await expectError(await slots(token, `?from=${WEEK.tue}&to=${addDays(WEEK.tue, 60)}`), 400, expect.any(String) as never);
  });

  it('answers 404 for a forged or another clinic’s link, the same body', async () => {
    await expectError(await slots('x'.repeat(64)), 404, LINK_NOT_FOUND);
    await expectError(await reschedule('nope', { date: WEEK.wed, startTime: '08:00' }), 404, LINK_NOT_FOUND);
  });
});

describe('rescheduling', () => {
  it('moves the appointment, frees the old slot, revokes the old link and tells the clinic', async () => {
    const mine = await book(owner, { startTime: '11:00' });
    const token = await tokenOf(owner, mine.id);
    const res = await reschedule(token, { date: WEEK.wed, startTime: '14:00' });
    expect(res.status, await res.clone().text()).toBe(200);
    const moved = await json<{ appointment: { date: string; startTime: string; endTime: string }; token: string }>(res);
    expect(moved.appointment).toMatchObject({ date: WEEK.wed, startTime: '14:00', endTime: '14:30' });
    // The old link signed the old slot: it opens nothing now; the new one opens the new slot.
    await expectError(await server.request(`/api/public/appointments/${token}`), 404, LINK_NOT_FOUND);
    const opened = await json<{ appointment: { date: string } }>(await server.request(`/api/public/appointments/${moved.token}`));
    expect(opened.appointment.date).toBe(WEEK.wed);
    // The old slot is free again, for anyone.
    const freed = await json<{ slots: { startTime: string }[] }>(
      await server.request(`/api/appointments/free-slots?serviceId=${owner.serviceId}&from=${WEEK.tue}&to=${WEEK.tue}`, {
        token: owner.token,
      }),
    );
    expect(freed.slots.map((s) => s.startTime)).toContain('11:00');
    // The clinic sees who moved it.
    const details = await json<{
      appointment: { rescheduledByPatient: boolean; events: { kind: string; reason: string | null; userName: string | null }[] };
    }>(await server.request(`/api/appointments/${mine.id}/details`, { token: owner.token }));
    expect(details.appointment.rescheduledByPatient).toBe(true);
    expect(details.appointment.events.at(-1)).toMatchObject({
      kind: 'rescheduled',
      reason: 'Remarcado pelo paciente',
      userName: 'Paciente (link)',
    });
  });

  it('refuses a taken slot, a slot outside the list and bad input', async () => {
    const mine = await book(owner, { startTime: '12:00' });
    await book(owner, { startTime: '15:00', date: WEEK.wed, clientId: owner.clientIds[1] });
    const token = await tokenOf(owner, mine.id);
    await expectError(await reschedule(token, { date: WEEK.wed, startTime: '15:00' }), 409, SLOT_TAKEN);
    await expectError(await reschedule(token, { date: WEEK.wed, startTime: '15:10' }), 409, SLOT_TAKEN);
    await expectError(await reschedule(token, { date: '2023-02-30', startTime: '15:00' }), 400, 'Data inválida');
    await expectError(await reschedule(token, { date: WEEK.wed, startTime: '25:00' }), 400, 'Horário inválido');
    // Nothing moved.
    const view = await json<{ appointment: { startTime: string } }>(await server.request(`/api/public/appointments/${token}`));
    expect(view.appointment.startTime).toBe('12:00');
  });

  it('lets one of two patients taking the same slot at once win; the other gets 409', async () => {
    const a = await book(owner, { startTime: '16:00', clientId: owner.clientIds[1] });
    const b = await book(owner, { startTime: '16:30', clientId: owner.clientIds[2] });
    const [ta, tb] = await Promise.all([tokenOf(owner, a.id), tokenOf(owner, b.id)]);
    const answers = await Promise.all([
      reschedule(ta, { date: WEEK.thu, startTime: '09:00' }),
      reschedule(tb, { date: WEEK.thu, startTime: '09:00' }),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const lost = answers.find((r) => r.status === 409);
    expect(await json(lost as Response)).toEqual({ error: SLOT_TAKEN });
    const day = await json<{ appointments: { startTime: string; status: string }[] }>(
      await server.request(`/api/appointments?startDate=${WEEK.thu}&endDate=${WEEK.thu}`, { token: owner.token }),
    );
    expect(day.appointments.filter((x) => x.startTime === '09:00')).toHaveLength(1);
  });

  it("keeps to the clinic's policy: until N hours before, a setting of the owner's", async () => {
    expect(await json(await server.request('/api/patient-links/policy', { token: owner.token }))).toEqual({
      policy: { rescheduleUntilHours: 24 },
    });
    const reception = await signedInMember(server, owner.user.companyId, 'RECEPTION');
    expect(
      (
        await server.request('/api/patient-links/policy', {
          method: 'PUT',
          token: reception.token,
          json: { rescheduleUntilHours: 2 },
        })
      ).status,
    ).toBe(403);
    await expectError(
      await server.request('/api/patient-links/policy', {
        method: 'PUT',
        token: owner.token,
        json: { rescheduleUntilHours: -1 },
      }),
      400,
      'Informe um número inteiro de horas entre 0 e 720',
    );
    // A month's notice: an appointment a few days ahead can no longer move.
    const res = await server.request('/api/patient-links/policy', {
      method: 'PUT',
      token: owner.token,
      json: { rescheduleUntilHours: 720 },
    });
    expect(res.status).toBe(200);
    const mine = await book(owner, { startTime: '17:00', date: freeWorkingDay(2) });
    const token = await tokenOf(owner, mine.id);
    expect(await json<Slots>(await slots(token))).toMatchObject({ slots: [], movable: false, rescheduleUntilHours: 720 });
    await expectError(await reschedule(token, { date: WEEK.wed, startTime: '08:00' }), 409, TOO_LATE(720));
    await server.request('/api/patient-links/policy', { method: 'PUT', token: owner.token, json: { rescheduleUntilHours: 24 } });
    // Another clinic's policy is its own.
    expect(await json(await server.request('/api/patient-links/policy', { token: other.token }))).toEqual({
      policy: { rescheduleUntilHours: 24 },
    });
  });
});
