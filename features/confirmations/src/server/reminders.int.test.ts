import { addDays, nowInTimeZone, weekdayOf } from '@agenda/br';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freeWeek } from '@agenda/server/testing';
import { signedInMember } from '@agenda/server/testing';
import { type Owner, clinicWith, createAppointment, expectError, json, openClinic } from '@agenda/server/testing';
import { type TestServer, registeredOwner, startTestServer } from '@agenda/server/testing';

const NOT_A_MOBILE = 'Sem WhatsApp: o telefone não é um celular brasileiro (DDD + 9 dígitos).';
const { thu: DAY } = freeWeek(2);

interface Reminder {
  appointmentId: string;
  clientName: string;
  phone: string;
  startTime: string;
  professional: string;
  status: string;
  sentAt: string | null;
  sentBy: string | null;
  link: string | null;
  whatsappUrl: string | null;
  whatsappMissing: string | null;
}

let server: TestServer;
let owner: Owner;
let ids: { mobile: string; landline: string; cancelled: string };

const list = async (who: { token: string }, query = `?date=${DAY}`) => {
  const res = await server.request(`/api/reminders${query}`, { token: who.token });
  expect(res.status).toBe(200);
  return json<{ date: string; reminders: Reminder[] }>(res);
};
const row = async (id: string) => (await list(owner)).reminders.find((r) => r.appointmentId === id);
const ownerName = () => (owner.user as unknown as { fullName: string }).fullName;
const sent = (who: { token: string }, id: string) =>
  server.request(`/api/reminders/${id}/sent`, { method: 'POST', token: who.token });

beforeAll(async () => {
  server = await startTestServer();
  owner = await registeredOwner(server);
  const { serviceIds, clientIds } = await clinicWith(server, owner, {
    services: [{ name: 'Limpeza', duration: 30, price: 150, startTime: '08:00', endTime: '20:00', saturdayEnabled: true }],
    clients: [
      { fullName: 'Carla Mendes', phone: '(11) 98765-4321' },
      { fullName: 'Paulo Reis', phone: '(11) 3222-1111' },
      { fullName: 'Rita Alves', phone: '11912345678' },
    ],
  });
  await openClinic(server, owner);
  const book = (clientId: string | undefined, startTime: string, endTime: string) =>
    createAppointment<{ id: string }>(server, owner, {
      clientId,
      serviceId: serviceIds[0],
      date: DAY,
      startTime,
      endTime,
      notes: '',
    });
  const mobile = await book(clientIds[0], '09:00', '09:30');
  const landline = await book(clientIds[1], '10:00', '10:30');
  const cancelled = await book(clientIds[2], '11:00', '11:30');
  await server.request(`/api/appointments/${cancelled.id}/cancel`, { method: 'PATCH', token: owner.token });
  ids = { mobile: mobile.id, landline: landline.id, cancelled: cancelled.id };
});
afterAll(async () => {
  await server?.close();
});

describe('GET /api/reminders', () => {
  it("lists the day's appointments by time, each with its WhatsApp message filled in", async () => {
    const { date, reminders } = await list(owner);
    expect(date).toBe(DAY);
    expect(reminders.map((r) => r.clientName)).toEqual(['Carla Mendes', 'Paulo Reis', 'Rita Alves']);
    const carla = reminders[0];
    expect(carla).toMatchObject({ startTime: '09:00', status: 'PENDING', sentAt: null, whatsappMissing: null });
    expect(carla?.whatsappUrl).toMatch(/^https:\/\/wa\.me\/5511987654321\?text=/);
    const text = decodeURIComponent(carla?.whatsappUrl?.split('text=')[1] ?? '');
    expect(text).toContain('Olá, Carla!');
    expect(text).toContain(`${DAY.slice(8)}/${DAY.slice(5, 7)}/${DAY.slice(0, 4)} às 09:00 com ${carla?.professional}`);
    expect(text).toContain('Clínica Teste');
    expect(text).toContain(carla?.link ?? 'no link');
    expect(text).not.toMatch(/[{}]/);
  });

  it('says why a landline gets no button, and gives a cancelled appointment no link at all', async () => {
    expect(await row(ids.landline)).toMatchObject({ whatsappUrl: null, whatsappMissing: NOT_A_MOBILE });
    expect((await row(ids.landline))?.link).toMatch(/\/p\//);
    expect(await row(ids.cancelled)).toMatchObject({ status: 'CANCELLED', link: null, whatsappUrl: null });
  });

  it("defaults to the clinic's next working day", async () => {
    const { date } = await list(owner, '');
    const today = nowInTimeZone('America/Sao_Paulo').date;
    expect(date > today).toBe(true);
    expect(date <= addDays(today, 7)).toBe(true);
    expect(weekdayOf(date)).not.toBe(0);
  });

  it('refuses a date that is no date', async () => {
    await expectError(await server.request('/api/reminders?date=2023-02-30', { token: owner.token }), 400, 'Data inválida');
  });

  it("shows a patient's answer through the link", async () => {
    const link = (await row(ids.mobile))?.link ?? '';
    const token = link.split('/p/')[1];
    expect((await server.request(`/api/public/appointments/${token}/confirm`, { method: 'POST' })).status).toBe(200);
    expect((await row(ids.mobile))?.status).toBe('CONFIRMED');
  });
});

describe('POST /api/reminders/{id}/sent', () => {
  it("marks 'Mensagem enviada' with who and when, once", async () => {
    const res = await sent(owner, ids.landline);
    expect(res.status).toBe(200);
    const first = await json<{ sentAt: string; sentBy: string }>(res);
    expect(first.sentBy).toBe(ownerName());
    const again = await json<{ sentAt: string }>(await sent(owner, ids.landline));
    expect(again.sentAt).toBe(first.sentAt);
    expect(await row(ids.landline)).toMatchObject({ sentAt: first.sentAt, sentBy: ownerName() });
  });

  it('starts over after a reschedule: the old message named another time', async () => {
    await sent(owner, ids.mobile);
    expect((await row(ids.mobile))?.sentAt).not.toBeNull();
    const moved = await server.request(`/api/appointments/${ids.mobile}/reschedule`, {
      method: 'POST',
      token: owner.token,
      json: { date: DAY, startTime: '12:00' },
    });
    expect(moved.status).toBe(200);
    expect((await row(ids.mobile))?.sentAt).toBeNull();
  });

  it("is the reception's to use too, and 404 for another clinic's appointment", async () => {
    const reception = await signedInMember(server, owner.user.companyId, 'RECEPTION');
    expect((await list(reception)).reminders).toHaveLength(3);
    expect((await sent(reception, ids.cancelled)).status).toBe(200);
    const other = await registeredOwner(server);
    await expectError(await sent(other, ids.landline), 404, 'Agendamento não encontrado');
    expect((await list(other)).reminders).toEqual([]);
  });
});
