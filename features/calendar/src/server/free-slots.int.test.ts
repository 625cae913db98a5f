import { addDays, minutesToTime, randomCpf } from '@agenda/br';
import { type BookingOrigin, createAppointment, freeSlotsBetween, slotRefusals } from '@agenda/calendar/server';
import { ClientSchema } from '@agenda/clients/server';
import { type Em, make, requestEm, runSql, sql } from '@agenda/db';
import { servicesById } from '@agenda/services/server';
import { activeProfessionals } from '@agenda/team/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freeWeek, freeWeekAfter, today } from '@agenda/server/testing';
import {
  type Owner,
  clinicWith,
  createAppointment as book,
  expectError,
  json,
  openClinic,
  trpcData,
  trpcError,
  trpcOf,
} from '@agenda/server/testing';
import { type TestServer, registeredOwner, startTestServer } from '@agenda/server/testing';

// Issue 26, one availability function: the free slots of a service under the very rules booking
// applies (the page never offers a slot the server would refuse), the staff endpoint, and the
// 'Online' origin of createAppointment (also inside the caller's transaction).

interface Slot {
  date: string;
  startTime: string;
  endTime: string;
  professionalIds: readonly string[];
}

const WEEK = freeWeek(2);
const NEXT = freeWeekAfter(WEEK);
const FROM = WEEK.mon;
const TO = addDays(FROM, 30);
/** Two weeks each side of today: past slots and future ones, whatever week WEEK lands on. */
const AROUND_TODAY = { from: addDays(today(), -14), to: addDays(today(), 14) };
let server: TestServer;
let owner: Owner;
let limpeza: string;
let clareamento: string;
let clientId: string;
let founder: string;
let bruno: string;
let carla: string;
const settings = trpcOf(() => server, 'settings');
const calendar = trpcOf(() => server, 'calendar');
const em = (): Em => requestEm(server.orm, owner.user.companyId);

const slotsOf = async (query: string, who: { token: string } = owner) => {
  const res = await server.request(`/api/appointments/free-slots?${query}`, { token: who.token });
  if (res.status !== 200) throw new Error(`expected 200, got ${res.status}: ${await res.text()}`);
  return (await json<{ slots: Slot[] }>(res)).slots;
};
const on = (slots: Slot[], date: string) => slots.filter((s) => s.date === date);
const at = (slots: Slot[], date: string, startTime: string) => slots.find((s) => s.date === date && s.startTime === startTime);

async function addProfessional(body: Record<string, unknown>): Promise<string> {
  const res = await server.request('/api/professionals', { method: 'POST', token: owner.token, json: body });
  if (res.status !== 201) throw new Error(`expected 201, got ${res.status}: ${await res.text()}`);
  return (await json<{ professional: { id: string } }>(res)).professional.id;
}

async function ok(res: Response) {
  if (res.status >= 300) throw new Error(`expected success, got ${res.status}: ${await res.text()}`);
}

beforeAll(async () => {
  server = await startTestServer();
  owner = await registeredOwner(server);
  await openClinic(server, owner, { closingTime: '18:00' });
  const clinic = await clinicWith(server, owner, {
    services: [
      { name: 'Limpeza', duration: 30, saturdayEnabled: true, startTime: '08:00', endTime: '18:00' },
      { name: 'Clareamento', duration: 60, startTime: '09:00', endTime: '17:00' },
    ],
    clients: [{ fullName: 'Ana Beatriz Costa' }],
  });
  [limpeza, clareamento] = clinic.serviceIds as [string, string];
  clientId = clinic.clientIds[0] ?? '';
  founder =
    (await json<{ professionals: { id: string }[] }>(await server.request('/api/professionals', { token: owner.token })))
      .professionals[0]?.id ?? '';
  // Mondays to Wednesdays 08:00–12:00, cleanings only.
  bruno = await addProfessional({
    name: 'Dr. Bruno Lima',
    workingHours: [1, 2, 3].map((weekday) => ({ weekday, start: '08:00', end: '12:00' })),
    serviceIds: [limpeza],
  });
  carla = await addProfessional({ name: 'Dra. Carla Dias' });
  await ok(await server.request(`/api/professionals/${carla}`, { method: 'PUT', token: owner.token, json: { active: false } }));
  await ok(await server.request('/api/settings', { method: 'PUT', token: owner.token, json: { lunchBreakEnabled: true } }));
  await ok(await settings.mutation('holidays.create', owner.token, { name: 'Padroeira', date: WEEK.wed }));
  await ok(
    await server.request('/api/settings/blocks', {
      method: 'POST',
      token: owner.token,
      json: { title: 'Congresso', startDate: NEXT.tue, endDate: NEXT.tue, allDay: true },
    }),
  );
  await ok(
    await server.request('/api/settings/blocks', {
      method: 'POST',
      token: owner.token,
      json: { title: 'Reunião', startDate: NEXT.thu, endDate: NEXT.thu, allDay: false, startTime: '15:00', endTime: '16:00' },
    }),
  );
  await book(server, owner, { clientId, serviceId: limpeza, professionalId: founder, date: WEEK.mon, startTime: '09:00' });
  await book(server, owner, { clientId, serviceId: limpeza, professionalId: bruno, date: WEEK.tue, startTime: '10:00' });
});
afterAll(() => server?.close());

describe('the page never offers a slot the server would refuse', () => {
  it('every slot offered is accepted by the booking rules for each of its professionals; every other candidate is refused', async () => {
    const professionals = await activeProfessionals(em(), owner.user.companyId);
    for (const serviceId of [limpeza, clareamento]) {
      const service = (await servicesById(em(), owner.user.companyId, [serviceId])).get(serviceId);
      if (!service) throw new Error('service');
      const free = await freeSlotsBetween(em(), owner.user.companyId, {
        serviceId,
        professionalIds: [],
        from: FROM,
        to: TO,
      });
      expect(free.length).toBeGreaterThan(100);
      const window = {
        name: service.name,
        id: service.id,
        startTime: service.startTime,
        endTime: service.endTime,
        days: [
          service.sundayEnabled,
          service.mondayEnabled,
          service.tuesdayEnabled,
          service.wednesdayEnabled,
          service.thursdayEnabled,
          service.fridayEnabled,
          service.saturdayEnabled,
        ],
      };
      // Every start of the agenda's grid on every day of the range, as the booking rules see it.
      const candidates = [];
      for (let d = FROM; d <= TO; d = addDays(d, 1))
        for (let m = 8 * 60; m + service.duration <= 20 * 60; m += 30)
          candidates.push({ date: d, startTime: minutesToTime(m), endTime: minutesToTime(m + service.duration) });
      let refused = 0;
      for (const professional of professionals) {
        const refusals = await slotRefusals(em(), owner.user.companyId, candidates, { service: window, professional });
        candidates.forEach((slot, i) => {
          const offered = at(free, slot.date, slot.startTime)?.professionalIds.includes(professional.id) ?? false;
          if (refusals[i] !== null) refused++;
          expect({ slot, professional: professional.name, offered }).toEqual({
            slot,
            professional: professional.name,
            offered: refusals[i] === null,
          });
        });
      }
      expect(refused).toBeGreaterThan(candidates.length);
    }
  });
});

describe('GET /api/appointments/free-slots', () => {
  it('respects holidays, blocked days and ranges, lunch, the clinic hours and the existing appointments', async () => {
    const slots = await slotsOf(`serviceId=${limpeza}&from=${FROM}&to=${TO}`);
    expect(on(slots, WEEK.wed)).toEqual([]);
    expect(on(slots, NEXT.tue)).toEqual([]);
    expect(on(slots, WEEK.sun)).toEqual([]);
    expect(on(slots, NEXT.thu).map((s) => s.startTime)).not.toContain('15:00');
    expect(on(slots, NEXT.thu).map((s) => s.startTime)).toContain('16:00');
    expect(slots.some((s) => s.startTime < '13:00' && s.endTime > '12:00')).toBe(false);
    expect(slots.every((s) => s.startTime >= '08:00' && s.endTime <= '18:00')).toBe(true);
    expect(on(slots, WEEK.sat).length).toBeGreaterThan(0);
    // The founder is busy at 09:00 on Monday, Bruno at 10:00 on Tuesday.
    expect(at(slots, WEEK.mon, '09:00')?.professionalIds).toEqual([bruno]);
    expect(at(slots, WEEK.tue, '10:00')?.professionalIds).toEqual([founder]);
    expect(at(slots, WEEK.mon, '08:00')).toEqual({
      date: WEEK.mon,
      startTime: '08:00',
      endTime: '08:30',
      professionalIds: [founder, bruno],
    });
  });

  it("respects the service's days and hours and the professionals' hours and services", async () => {
    const slots = await slotsOf(`serviceId=${clareamento}&from=${FROM}&to=${TO}`);
    expect(on(slots, WEEK.sat)).toEqual([]);
    expect(slots.every((s) => s.startTime >= '09:00' && s.endTime <= '17:00')).toBe(true);
    // Bruno does not perform it: the founder alone.
    expect(slots.every((s) => s.professionalIds.join() === founder)).toBe(true);
    const bruno_ = await slotsOf(`serviceId=${limpeza}&professionalId=${bruno}&from=${FROM}&to=${TO}`);
    expect(bruno_.every((s) => s.professionalIds.join() === bruno && s.endTime <= '12:00')).toBe(true);
    const days = new Set(bruno_.map((s) => s.date));
    expect([WEEK.mon, WEEK.tue, NEXT.mon, NEXT.wed].every((d) => days.has(d))).toBe(true);
    expect([WEEK.wed, WEEK.thu, NEXT.tue, NEXT.thu].some((d) => days.has(d))).toBe(false);
  });

  it('names professionals or takes everyone active; an inactive or unknown one is left out', async () => {
    const everyone = await freeSlotsBetween(em(), owner.user.companyId, {
      serviceId: limpeza,
      professionalIds: [],
      from: WEEK.mon,
      to: WEEK.mon,
    });
    expect(everyone.find((s) => s.startTime === '08:00')?.professionalIds).toEqual([founder, bruno]);
    const named = await freeSlotsBetween(em(), owner.user.companyId, {
      serviceId: limpeza,
      professionalIds: [bruno, carla, crypto.randomUUID()],
      from: WEEK.mon,
      to: WEEK.mon,
    });
    expect(new Set(named.flatMap((s) => s.professionalIds))).toEqual(new Set([bruno]));
    expect(
      await freeSlotsBetween(em(), owner.user.companyId, { serviceId: limpeza, professionalIds: [carla], from: FROM, to: TO }),
    ).toEqual([]);
  });

  it('leaves out what starts before notBefore', async () => {
    const slots = await freeSlotsBetween(em(), owner.user.companyId, {
      serviceId: limpeza,
      professionalIds: [],
      from: WEEK.mon,
      to: WEEK.tue,
      notBefore: `${WEEK.mon}T14:10`,
    });
    expect(slots[0]).toMatchObject({ date: WEEK.mon, startTime: '14:30' });
  });

  it('answers at most 31 days, 400 for bad dates, 404 for an unknown or another clinic’s service', async () => {
    expect((await slotsOf(`serviceId=${limpeza}&from=${FROM}&to=${addDays(FROM, 31)}`)).length).toBeGreaterThan(0);
    const tooLong = 'Os horários livres podem ser consultados para no máximo 31 dias';
    await expectError(
      await server.request(`/api/appointments/free-slots?serviceId=${limpeza}&from=${FROM}&to=${addDays(FROM, 32)}`, {
        token: owner.token,
      }),
      400,
      tooLong,
    );
    await expectError(
      await server.request(`/api/appointments/free-slots?serviceId=${limpeza}&from=2023-02-30&to=${FROM}`, {
        token: owner.token,
      }),
      400,
      'Data inválida',
    );
    const other = await registeredOwner(server);
    const theirs = (await clinicWith(server, other, { services: [{ name: 'Limpeza', duration: 30 }], clients: [] }))
      .serviceIds[0];
    await expectError(
      await server.request(`/api/appointments/free-slots?serviceId=${theirs}&from=${FROM}&to=${FROM}`, { token: owner.token }),
      404,
      'Serviço não encontrado',
    );
    const res = await calendar.query('freeSlots', owner.token, { serviceId: limpeza, from: FROM, to: addDays(FROM, 32) });
    expect(res.status).toBe(400);
  });

  it('starts from now: the staff endpoint never offers a past slot', async () => {
    const slots = await slotsOf(`serviceId=${limpeza}&from=${AROUND_TODAY.from}&to=${AROUND_TODAY.to}`);
    const now = new Date().toLocaleString('sv-SE', { timeZone: 'America/Sao_Paulo' }).slice(0, 16).replace(' ', 'T');
    expect(slots.every((s) => `${s.date}T${s.startTime}` >= now)).toBe(true);
  });

  it("walkIns offers the slots that have begun too, under the same rules: the new booking's 'Primeiro disponível'", async () => {
    const range = { serviceId: limpeza, ...AROUND_TODAY };
    const res = await calendar.query('freeSlots', owner.token, { ...range, walkIns: true });
    expect(res.status).toBe(200);
    const { slots: walkIns } = await trpcData<{ slots: { date: string; startTime: string; professionalIds: string[] }[] }>(res);
    const today = new Date().toLocaleString('sv-SE', { timeZone: 'America/Sao_Paulo' }).slice(0, 10);
    expect(walkIns.some((s) => s.date < today)).toBe(true);
    // From now on, the two answers are the same slots with the same professionals.
    const now = new Date().toLocaleString('sv-SE', { timeZone: 'America/Sao_Paulo' }).slice(0, 16).replace(' ', 'T');
    const fromNow = await slotsOf(`serviceId=${limpeza}&from=${range.from}&to=${range.to}`);
    const later = walkIns.filter((s) => `${s.date}T${s.startTime}` >= now);
    expect(later.length).toBeGreaterThan(0);
    expect(fromNow.filter((s) => `${s.date}T${s.startTime}` >= now)).toEqual(later);
    const bad = await calendar.query('freeSlots', owner.token, { ...range, walkIns: 'yes' });
    expect(bad.status).toBe(400);
    expect(await trpcError(bad)).toBe('Dados inválidos');
  });
});

describe('createAppointment with an online origin', () => {
  const actor = () => ({ companyId: owner.user.companyId, userId: null, timeZone: 'America/Sao_Paulo' });
  const online: BookingOrigin = { origin: 'ONLINE', status: 'CONFIRMED' };
  const input = (startTime: string) => ({
    clientId,
    serviceId: limpeza,
    professionalId: founder,
    date: NEXT.fri,
    startTime,
    endTime: null,
    notes: null,
    allowClientOverlap: false,
  });

  it("marks the appointment 'ONLINE' with its status, and its history says 'Agendamento online'", async () => {
    const { appointment } = await createAppointment(em(), actor(), input('08:00'), online);
    expect(appointment).toMatchObject({ origin: 'ONLINE', status: 'CONFIRMED', startTime: '08:00' });
    const res = await server.request(`/api/appointments/${appointment.id}/details`, { token: owner.token });
    const details = (await json<{ appointment: { origin: string; events: { kind: string; userName: string }[] } }>(res))
      .appointment;
    expect(details.origin).toBe('ONLINE');
    expect(details.events).toEqual([expect.objectContaining({ kind: 'created', userName: 'Agendamento online' })]);
    const staff = await book<{ origin: string }>(server, owner, { ...input('09:00'), notes: '' });
    expect(staff.origin).toBe('STAFF');
  });

  it("works inside the caller's transaction: a 409 rolls the caller's other writes back with it", async () => {
    const cpf = randomCpf();
    const newClient = (tx: Em) =>
      make(tx, ClientSchema, {
        companyId: owner.user.companyId,
        fullName: 'Paciente Novo',
        cpf,
        phone: '11987654321',
        rg: null,
        email: null,
        contactPhone: null,
        cep: null,
        street: null,
        number: null,
        complement: null,
        neighborhood: null,
        city: null,
        state: null,
        birthDate: null,
        notes: null,
        registrationDate: WEEK.mon,
        archivedAt: null,
      });
    const clients = async () =>
      (await runSql<{ n: number }>(em(), sql`select count(*)::int as n from client where cpf = ${cpf}`))[0]?.n;
    // 08:00 on that Friday is taken (above): the booking is refused and the new client goes with it.
    await expect(
      em().transactional(async (tx) => {
        const client = newClient(tx);
        await tx.flush();
        await createAppointment(tx, actor(), { ...input('08:00'), clientId: client.id }, online);
      }),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
    expect(await clients()).toBe(0);
    // A free slot: both stand.
    const booked = await em().transactional(async (tx) => {
      const client = newClient(tx);
      await tx.flush();
      return createAppointment(tx, actor(), { ...input('10:00'), clientId: client.id }, online);
    });
    expect(booked.appointment).toMatchObject({ origin: 'ONLINE', client: { fullName: 'Paciente Novo' } });
    expect(await clients()).toBe(1);
  });
});
