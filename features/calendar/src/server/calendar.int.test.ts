// @pooler-pass: the weekly calendar read.
import { addDays, nowInTimeZone } from '@agenda/br';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freeWeek, nextYear, tiradentesDay } from '@agenda/server/testing';
import {
  type Owner,
  clinicWith,
  openClinic,
  createAppointment,
  createService,
  createServiceType,
  expectError,
  json,
  requestAppointment,
} from '@agenda/server/testing';
import { type TestServer, registeredOwner, startTestServer } from '@agenda/server/testing';

interface Appointment {
  id: string;
  date: string;
  startTime: string;
  endTime: string;
  status: string;
  notes: string | null;
  createdAt: string;
  updatedAt: string;
  client: { id: string; fullName: string; phone: string; notes: string | null };
  service: { id: string; name: string; duration: number; price: number };
  urgency: { level: string; description: string; reportedAt: string } | null;
  rescheduled: boolean;
}
interface Details extends Appointment {
  events: {
    kind: string;
    from: { date: string; startTime: string; endTime: string } | null;
    to: { date: string; startTime: string; endTime: string } | null;
    fromStatus: string | null;
    toStatus: string | null;
    reason: string | null;
    userName: string | null;
    at: string;
  }[];
}

const SLOT_TAKEN = 'Já existe um agendamento neste horário';
const PAST_MIDNIGHT =
  'O horário selecionado resultaria em um horário de término inválido (após meia-noite). Por favor, escolha um horário mais mais cedo.';
const NOT_FOUND = 'Agendamento não encontrado';
const FINAL = 'Este agendamento já foi finalizado ou cancelado';
const UNAUTHORIZED = 'Sessão expirada ou inválida. Faça login novamente.';

// A week with no holiday a month ahead, and one two months back for the overdue marking.
const { mon: MON, tue: TUE, wed: WED, sat: SAT } = freeWeek(4);
const PAST = freeWeek(-8);
const PAST_TUE = PAST.tue;
// A national holiday ahead, alone on its date (Tiradentes some years falls on Good Friday or Easter).
const TIRADENTES = tiradentesDay();

let server: TestServer;
let owner: Clinic;
let other: Clinic;

interface Clinic extends Owner {
  clientId: string;
  secondClientId: string;
  serviceId: string;
  longServiceId: string;
}

/** A registered owner with a service type, two services and two clients. */
async function clinic(): Promise<Clinic> {
  const o = await registeredOwner(server);
  const { serviceIds, clientIds } = await clinicWith(server, o, {
    services: [
      { name: 'Limpeza', duration: 30, price: 150.5, startTime: '08:00', endTime: '20:00', saturdayEnabled: true },
      { name: 'Canal', duration: 90, price: 1200, startTime: '08:00', endTime: '20:00', saturdayEnabled: true },
    ],
    clients: [{ fullName: 'João Pereira' }, { fullName: 'Ana Lima' }],
  });
  await openClinic(server, o);
  const [serviceId = '', longServiceId = ''] = serviceIds;
  const [clientId = '', secondClientId = ''] = clientIds;
  return { ...o, serviceId, longServiceId, clientId, secondClientId };
}

const slot = (c: Clinic, fields: Record<string, unknown>) => ({
  clientId: c.clientId,
  serviceId: c.serviceId,
  date: TUE,
  startTime: '09:00',
  endTime: '09:30',
  notes: '',
  ...fields,
});
const book = (c: Clinic, fields: Record<string, unknown> = {}) => requestAppointment(server, c, slot(c, fields));
const booked = (c: Clinic, fields: Record<string, unknown> = {}) => createAppointment<Appointment>(server, c, slot(c, fields));

async function week(c: Clinic, startDate = MON, endDate = SAT): Promise<Appointment[]> {
  const res = await server.request(`/api/appointments?startDate=${startDate}&endDate=${endDate}`, { token: c.token });
  expect(res.status).toBe(200);
  return (await json<{ appointments: Appointment[] }>(res)).appointments;
}

async function details(c: Clinic, id: string): Promise<Details> {
  const res = await server.request(`/api/appointments/${id}/details`, { token: c.token });
  expect(res.status).toBe(200);
  return (await json<{ appointment: Details }>(res)).appointment;
}

const patch = (c: Clinic, id: string, action: 'confirm' | 'cancel') =>
  server.request(`/api/appointments/${id}/${action}`, { method: 'PATCH', token: c.token });
const reschedule = (c: Clinic, id: string, body: Record<string, unknown>) =>
  server.request(`/api/appointments/${id}/reschedule`, { method: 'POST', token: c.token, json: body });
const put = (c: Clinic, id: string, body: Record<string, unknown>) =>
  server.request(`/api/appointments/${id}`, { method: 'PUT', token: c.token, json: body });
const setUrgency = (c: Clinic, id: string, body: Record<string, unknown>) =>
  server.request(`/api/appointments/${id}/urgency`, { method: 'PUT', token: c.token, json: body });

beforeAll(async () => {
  server = await startTestServer();
  [owner, other] = await Promise.all([clinic(), clinic()]);
});
afterAll(() => server.close());

describe('POST /api/appointments and GET /api/appointments', () => {
  it('books a slot and lists it with client, service (price in reais) and no urgency', async () => {
    const appointment = await booked(owner, { date: MON, startTime: '10:00', endTime: '10:30', notes: 'Convênio: Amil' });
    expect(appointment).toMatchObject({
      date: MON,
      startTime: '10:00',
      endTime: '10:30',
      status: 'PENDING',
      notes: 'Convênio: Amil',
      client: { id: owner.clientId, fullName: 'João Pereira', phone: '11987654321', notes: null },
      service: { id: owner.serviceId, name: 'Limpeza', duration: 30, price: 150.5 },
      urgency: null,
      rescheduled: false,
    });
    const list = await week(owner);
    expect(list.find((a) => a.id === appointment.id)).toEqual(appointment);
    expect(await week(other)).toEqual([]);
  });

  it('sets the end from the service duration when none is sent, and answers the same over tRPC', async () => {
    const appointment = await booked(owner, {
      date: WED,
      startTime: '14:00',
      endTime: undefined,
      serviceId: owner.longServiceId,
    });
    expect(appointment.endTime).toBe('15:30');
    const input = encodeURIComponent(JSON.stringify({ startDate: WED, endDate: WED }));
    const res = await server.request(`/trpc/calendar.list?input=${input}`, { token: owner.token });
    expect(res.status).toBe(200);
    const body = await json<{ result: { data: { appointments: Appointment[] } } }>(res);
    expect(body.result.data.appointments.map((a) => a.id)).toContain(appointment.id);
  });

  it('orders the week by date and time', async () => {
    const list = await week(owner);
    const keys = list.map((a) => `${a.date} ${a.startTime}`);
    expect(keys).toEqual([...keys].sort());
  });

  it.each([
    [{ clientId: '' }, 'Cliente não informado'],
    [{ serviceId: undefined }, 'Serviço não informado'],
    [{ date: `${nextYear()}-02-30` }, 'Data inválida'],
    [{ startTime: '9h' }, 'Horário inválido'],
    [{ startTime: '10:00', endTime: '09:30' }, PAST_MIDNIGHT],
    [{ startTime: '23:45', endTime: '00:15' }, PAST_MIDNIGHT],
    [{ notes: 'x'.repeat(2001) }, 'As observações devem ter no máximo 2000 caracteres'],
  ])('answers 400 for %o', async (fields, message) => {
    await expectError(await book(owner, fields), 400, message);
  });

  it('answers 400 when the service would end past midnight', async () => {
    await expectError(
      await book(owner, { startTime: '23:00', endTime: null, serviceId: owner.longServiceId }),
      400,
      PAST_MIDNIGHT,
    );
  });

  it('answers 400 for a broken body and a bad period', async () => {
    const broken = await server.request('/api/appointments', {
      method: 'POST',
      token: owner.token,
      body: '{oops',
      headers: { 'content-type': 'application/json' },
    });
    await expectError(broken, 400, 'Corpo da requisição inválido');
    const badPeriod = await server.request(`/api/appointments?startDate=${SAT}&endDate=${MON}`, { token: owner.token });
    await expectError(badPeriod, 400, 'Período inválido: a data final deve ser igual ou posterior à inicial');
    const missing = await server.request('/api/appointments', { token: owner.token });
    await expectError(missing, 400, 'Data inválida');
    const tooLong = await server.request(`/api/appointments?startDate=${MON}&endDate=${addDays(MON, 400)}`, {
      token: owner.token,
    });
    await expectError(tooLong, 400, 'O período consultado pode ter no máximo 366 dias');
  });

  it('answers 401 without a valid token', async () => {
    await expectError(await server.request(`/api/appointments?startDate=${MON}&endDate=${SAT}`), 401, UNAUTHORIZED);
    await expectError(
      await server.request('/api/appointments', { method: 'POST', json: {}, token: 'not-a-token' }),
      401,
      UNAUTHORIZED,
    );
    expect((await server.request('/trpc/calendar.urgent')).status).toBe(401);
  });

  it('answers 404 for a client or service of another company, or an archived service', async () => {
    await expectError(await book(owner, { clientId: other.clientId, date: SAT }), 404, 'Cliente não encontrado');
    await expectError(await book(owner, { serviceId: other.serviceId, date: SAT }), 404, 'Serviço não encontrado');
    const type = await createServiceType(server, owner, { name: 'Temporário' });
    const temp = await createService(server, owner, type.id, {
      name: 'Temporário',
      duration: 30,
      price: 10,
      saturdayEnabled: true,
    });
    await booked(owner, { serviceId: temp.id, date: SAT, startTime: '08:00', endTime: '08:30' });
    // The appointment's foreign key refuses the delete: the service is archived instead.
    const removed = await server.request(`/services/${temp.id}`, { method: 'DELETE', token: owner.token });
    expect(await removed.json()).toEqual({ ok: true, archived: true });
    await expectError(
      await book(owner, { serviceId: temp.id, date: SAT, startTime: '11:00', endTime: '11:30' }),
      404,
      'Serviço não encontrado',
    );
    expect((await week(owner, SAT, SAT)).find((a) => a.service.id === temp.id)?.service.name).toBe('Temporário');
  });

  it('answers 409 for an overlapping active appointment, and frees the slot once cancelled', async () => {
    const first = await booked(owner, { date: TUE, startTime: '11:00', endTime: '12:00' });
    for (const [startTime, endTime] of [
      ['11:00', '12:00'],
      ['11:30', '11:45'],
      ['10:30', '11:30'],
      ['10:00', '13:00'],
    ]) {
      await expectError(await book(owner, { date: TUE, startTime, endTime, clientId: owner.secondClientId }), 409, SLOT_TAKEN);
    }
    // Touching ends do not overlap; another company's agenda is its own.
    await booked(owner, { date: TUE, startTime: '12:00', endTime: '12:30' });
    await booked(owner, { date: TUE, startTime: '10:30', endTime: '11:00' });
    await booked(other, { date: TUE, startTime: '11:00', endTime: '12:00' });
    expect((await patch(owner, first.id, 'cancel')).status).toBe(200);
    await booked(owner, { date: TUE, startTime: '11:00', endTime: '12:00', clientId: owner.secondClientId });
  });

  it('refuses a holiday and a lunch break with the settings message (409)', async () => {
    await expectError(
      await book(owner, { date: TIRADENTES, startTime: '09:00', endTime: '09:30' }),
      409,
      'Este dia está bloqueado na agenda: Feriado Nacional (Tiradentes)',
    );
    const settings = await json<{ settings: Record<string, unknown> }>(
      await server.request('/api/settings', { token: owner.token }),
    );
    const saved = await server.request('/api/settings', {
      method: 'PUT',
      token: owner.token,
      json: { ...settings.settings, lunchBreakEnabled: true, lunchBreakStart: '12:00', lunchBreakEnd: '13:00' },
    });
    expect(saved.status).toBe(200);
    await expectError(
      await book(owner, { date: WED, startTime: '12:30', endTime: '13:00' }),
      409,
      'Este horário está bloqueado na agenda: Intervalo de almoço',
    );
    await booked(owner, { date: WED, startTime: '13:00', endTime: '13:30' });
  });
});

describe('status changes', () => {
  it('confirms a pending appointment only, logs it, and refuses final statuses with 409', async () => {
    const a = await booked(owner, { date: MON, startTime: '08:00', endTime: '08:30' });
    const confirmed = await patch(owner, a.id, 'confirm');
    expect(confirmed.status).toBe(200);
    expect((await json<{ appointment: Appointment }>(confirmed)).appointment.status).toBe('CONFIRMED');
    await expectError(await patch(owner, a.id, 'confirm'), 409, 'Apenas agendamentos pendentes podem ser confirmados');

    const cancelled = await patch(owner, a.id, 'cancel');
    expect((await json<{ appointment: Appointment }>(cancelled)).appointment.status).toBe('CANCELLED');
    await expectError(await patch(owner, a.id, 'cancel'), 409, FINAL);
    await expectError(await patch(owner, a.id, 'confirm'), 409, FINAL);
    await expectError(await reschedule(owner, a.id, { date: WED, startTime: '16:00' }), 409, FINAL);
    await expectError(await setUrgency(owner, a.id, { level: 'high', description: 'Dor' }), 409, FINAL);
    await expectError(await put(owner, a.id, { status: 'OVERDUE' }), 409, FINAL);

    const log = await details(owner, a.id);
    expect(log.events.map((e) => e.kind)).toEqual(['created', 'confirmed', 'cancelled']);
    expect(log.events[1]).toMatchObject({ fromStatus: 'PENDING', toStatus: 'CONFIRMED', userName: 'Maria Clara Ferreira' });
  });

  it('answers 404 for an unknown, malformed or foreign id on every call', async () => {
    const mine = await booked(owner, { date: MON, startTime: '18:00', endTime: '18:30' });
    for (const id of [mine.id, '00000000-0000-4000-8000-000000000000', 'nao-e-um-id']) {
      await expectError(await server.request(`/api/appointments/${id}/details`, { token: other.token }), 404, NOT_FOUND);
      await expectError(await patch(other, id, 'confirm'), 404, NOT_FOUND);
      await expectError(await patch(other, id, 'cancel'), 404, NOT_FOUND);
      await expectError(await reschedule(other, id, { date: SAT, startTime: '09:00' }), 404, NOT_FOUND);
      await expectError(await put(other, id, { status: 'OVERDUE' }), 404, NOT_FOUND);
      await expectError(await setUrgency(other, id, { level: 'low', description: 'x' }), 404, NOT_FOUND);
      await expectError(
        await server.request(`/api/appointments/${id}/urgency`, { method: 'DELETE', token: other.token }),
        404,
        NOT_FOUND,
      );
    }
    expect((await details(owner, mine.id)).status).toBe('PENDING');
  });

  it('PUT with OVERDUE: accepted once the start has passed, refused before; other statuses checked', async () => {
    const past = await booked(owner, { date: PAST_TUE, startTime: '15:00', endTime: '15:30' });
    const future = await booked(owner, { date: MON, startTime: '19:00', endTime: '19:30' });
    await expectError(await put(owner, future.id, { status: 'OVERDUE' }), 409, 'Este agendamento ainda não passou do horário');
    await expectError(await put(owner, future.id, { status: 'COMPLETED' }), 400, 'Status inválido');
    const marked = await put(owner, past.id, { status: 'OVERDUE' });
    expect(marked.status).toBe(200);
    expect((await json<{ appointment: Appointment }>(marked)).appointment.status).toBe('OVERDUE');
    // Idempotent; NO_SHOW from an open status; notes alone.
    expect((await put(owner, past.id, { status: 'OVERDUE' })).status).toBe(200);
    const noShow = await json<{ appointment: Appointment }>(
      await put(owner, past.id, { status: 'NO_SHOW', notes: 'Não compareceu' }),
    );
    expect(noShow.appointment).toMatchObject({ status: 'NO_SHOW', notes: 'Não compareceu' });
    const tRpc = await server.request('/trpc/calendar.update', {
      method: 'POST',
      token: owner.token,
      json: { id: future.id, status: 'CONFIRMED' },
    });
    expect(tRpc.status).toBe(200);
    expect((await details(owner, future.id)).status).toBe('CONFIRMED');
  });

  it('marks past PENDING and CONFIRMED appointments OVERDUE when their period is read, logging it', async () => {
    const pending = await booked(owner, { date: PAST_TUE, startTime: '08:00', endTime: '08:30' });
    const confirmed = await booked(owner, { date: PAST_TUE, startTime: '09:00', endTime: '09:30' });
    await patch(owner, confirmed.id, 'confirm');
    const cancelled = await booked(owner, { date: PAST_TUE, startTime: '10:00', endTime: '10:30' });
    await patch(owner, cancelled.id, 'cancel');
    const list = await week(owner, PAST.mon, PAST.sat);
    const status = (id: string) => list.find((a) => a.id === id)?.status;
    expect([status(pending.id), status(confirmed.id), status(cancelled.id)]).toEqual(['OVERDUE', 'OVERDUE', 'CANCELLED']);
    const log = await details(owner, confirmed.id);
    expect(log.events.at(-1)).toMatchObject({
      kind: 'status_changed',
      fromStatus: 'CONFIRMED',
      toStatus: 'OVERDUE',
      userName: null,
    });
    // A second read changes nothing more.
    await week(owner, PAST.mon, PAST.sat);
    expect((await details(owner, confirmed.id)).events).toHaveLength(log.events.length);
  });
});

describe('POST /api/appointments/{id}/reschedule', () => {
  it('moves the appointment with its duration, logs from → to with the default reason, and counts it', async () => {
    const a = await booked(owner, { date: MON, startTime: '14:00', endTime: '15:30', serviceId: owner.longServiceId });
    const res = await reschedule(owner, a.id, { date: SAT, startTime: '09:00' });
    expect(res.status, await res.clone().text()).toBe(200);
    const moved = (await json<{ appointment: Appointment }>(res)).appointment;
    expect(moved).toMatchObject({ date: SAT, startTime: '09:00', endTime: '10:30', status: 'PENDING', rescheduled: true });
    const event = (await details(owner, a.id)).events.at(-1);
    expect(event).toMatchObject({
      kind: 'rescheduled',
      from: { date: MON, startTime: '14:00', endTime: '15:30' },
      to: { date: SAT, startTime: '09:00', endTime: '10:30' },
      reason: 'Reagendamento solicitado',
    });
    // The documented payload: date, startTime, endTime, notes (the reason).
    const again = await reschedule(owner, a.id, { date: SAT, startTime: '15:00', endTime: '16:30', notes: 'Paciente viajou' });
    expect(again.status).toBe(200);
    expect((await details(owner, a.id)).events.at(-1)?.reason).toBe('Paciente viajou');
  });

  it('refuses past midnight, a past date, a taken slot and a blocked day', async () => {
    const a = await booked(owner, { date: MON, startTime: '16:00', endTime: '17:30', serviceId: owner.longServiceId });
    await expectError(await reschedule(owner, a.id, { date: SAT, startTime: '23:00' }), 400, PAST_MIDNIGHT);
    await expectError(await reschedule(owner, a.id, { date: SAT, startTime: '23:00', endTime: '00:30' }), 400, PAST_MIDNIGHT);
    const yesterday = addDays(nowInTimeZone().date, -1);
    await expectError(
      await reschedule(owner, a.id, { date: yesterday, startTime: '10:00' }),
      400,
      'A nova data não pode ser anterior a hoje',
    );
    await expectError(await reschedule(owner, a.id, { date: SAT, startTime: '9h' }), 400, 'Horário inválido');
    const taken = await booked(owner, { date: SAT, startTime: '14:00', endTime: '14:30' });
    await expectError(await reschedule(owner, a.id, { date: SAT, startTime: '13:00' }), 409, SLOT_TAKEN);
    await expectError(
      await reschedule(owner, a.id, { date: TIRADENTES, startTime: '10:00' }),
      409,
      'Este dia está bloqueado na agenda: Feriado Nacional (Tiradentes)',
    );
    expect((await details(owner, a.id)).events.map((e) => e.kind)).toEqual(['created']);
    // Its own slot, moved by a little, is not a conflict with itself.
    expect((await reschedule(owner, a.id, { date: MON, startTime: '16:30' })).status).toBe(200);
    expect(taken.status).toBe('PENDING');
  });
});

describe('urgency', () => {
  let target: Appointment | undefined;
  it("sets and clears an urgency, lists today's waiting room by level then reported time", async () => {
    const a = await booked(owner, { date: WED, startTime: '08:00', endTime: '08:30' });
    const b = await booked(owner, { date: WED, startTime: '08:30', endTime: '09:00' });
    const c = await booked(owner, { date: WED, startTime: '09:00', endTime: '09:30' });
    const later = await booked(owner, { date: WED, startTime: '10:00', endTime: '10:30' });
    const res = await setUrgency(owner, b.id, { level: 'medium', description: 'Restauração caiu' });
    expect(res.status).toBe(200);
    const withUrgency = (await json<{ appointment: Appointment }>(res)).appointment;
    expect(withUrgency.urgency).toMatchObject({ level: 'medium', description: 'Restauração caiu' });
    expect(Math.abs(Date.parse(withUrgency.urgency?.reportedAt ?? '') - Date.now())).toBeLessThan(10_000);
    await setUrgency(owner, c.id, { level: 'critical', description: 'Dor intensa' });
    await setUrgency(owner, a.id, { level: 'medium', description: 'Sensibilidade' });
    await setUrgency(owner, later.id, { level: 'critical', description: 'Dente quebrado' });
    // a, b and c are today's patients (moved to today behind the booking rules' back: the hour of the
    // run must not matter); `later` stays days ahead and is no urgency of today's room.
    const today = nowInTimeZone('America/Sao_Paulo').date;
    await server.orm.em
      .getConnection()
      .execute(`update appointment set date = '${today}' where id in ('${a.id}', '${b.id}', '${c.id}')`);

    const urgent = await json<{ appointments: Appointment[] }>(
      await server.request('/api/appointments/urgent', { token: owner.token }),
    );
    expect(urgent.appointments.map((x) => x.id)).toEqual([c.id, b.id, a.id]);
    expect((await week(owner, WED, WED)).find((x) => x.id === later.id)?.urgency?.level).toBe('critical');
    const otherUrgent = await json<{ appointments: Appointment[] }>(
      await server.request('/api/appointments/urgent', { token: other.token }),
    );
    expect(otherUrgent.appointments).toEqual([]);

    const cleared = await server.request(`/api/appointments/${c.id}/urgency`, { method: 'DELETE', token: owner.token });
    expect((await json<{ appointment: Appointment }>(cleared)).appointment.urgency).toBeNull();
    expect((await details(owner, c.id)).events.map((e) => e.kind)).toEqual(['created', 'urgency_set', 'urgency_cleared']);
    // A cancelled appointment leaves the waiting room.
    await patch(owner, b.id, 'cancel');
    const after = await json<{ appointments: Appointment[] }>(
      await server.request('/api/appointments/urgent', { token: owner.token }),
    );
    expect(after.appointments.map((x) => x.id)).toEqual([a.id]);
  });

  it.each([
    [{ level: 'urgent', description: 'x' }, 'Nível de urgência inválido'],
    [{ level: 'high', description: '  ' }, 'Descreva a urgência'],
    [{ level: 'high' }, 'Descreva a urgência'],
    [{ level: 'low', description: 'x'.repeat(501) }, 'A descrição da urgência deve ter no máximo 500 caracteres'],
  ])('answers 400 for %o', async (body, message) => {
    target ??= await booked(owner, { date: SAT, startTime: '17:00', endTime: '17:30', clientId: owner.secondClientId });
    await expectError(await setUrgency(owner, target.id, body), 400, message);
  });
});

describe('GET /api/appointments/{id}/details', () => {
  it('answers the appointment with its service price and history over REST and tRPC', async () => {
    const a = await booked(owner, { date: TUE, startTime: '17:00', endTime: '17:30' });
    const d = await details(owner, a.id);
    expect(d).toMatchObject({ id: a.id, service: { id: owner.serviceId, name: 'Limpeza', price: 150.5 } });
    expect(d.events).toEqual([
      expect.objectContaining({
        kind: 'created',
        to: { date: TUE, startTime: '17:00', endTime: '17:30' },
        userName: 'Maria Clara Ferreira',
      }),
    ]);
    const input = encodeURIComponent(JSON.stringify({ id: a.id }));
    const res = await server.request(`/trpc/calendar.details?input=${input}`, { token: owner.token });
    expect((await json<{ result: { data: { appointment: Details } } }>(res)).result.data.appointment).toEqual(d);
  });
});

describe('a deleted service that appointments use', () => {
  it('is archived: gone from the catalogue and new bookings, still shown on its appointments', async () => {
    const c = await clinic();
    const a = await booked(c, { date: TUE, startTime: '08:00', endTime: '08:30' });
    const removed = await server.request(`/services/${c.serviceId}`, { method: 'DELETE', token: c.token });
    expect(await removed.json()).toEqual({ ok: true, archived: true });

    const catalogue = await json<{ services: { id: string }[] }>(await server.request('/services', { token: c.token }));
    expect(catalogue.services.map((s) => s.id)).not.toContain(c.serviceId);
    await expectError(await book(c, { date: TUE, startTime: '10:00', endTime: '10:30' }), 404, 'Serviço não encontrado');

    expect((await details(c, a.id)).service).toMatchObject({ id: c.serviceId, name: 'Limpeza', price: 150.5 });
    expect((await week(c)).find((x) => x.id === a.id)?.service).toMatchObject({ name: 'Limpeza', duration: 30 });
  });
});
