// @pooler-pass: the outbox claims across companies through a function, and writes reminders in the booking's transaction.
import { addDays } from '@agenda/br';
import { type WhatsappStandIn, startWhatsappStandIn } from '@agenda/messages/stand-in';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { freeWeek } from '@agenda/server/testing';
import { type Owner, clinicWith, createAppointment, expectError, json, openClinic } from '@agenda/server/testing';
import { signedInMember } from '@agenda/server/testing';
import { type SmtpSink, startSmtpSink } from '@agenda/server/testing';
import { type TestServer, registeredOwner, startTestServer } from '@agenda/server/testing';

// Reminders follow their appointment from the booking on, and the outbox sends them by itself
// through the clinic's WhatsApp number (here the stand-in provider).

const { tue: DAY, thu: OTHER_DAY } = freeWeek(2);
const PHONE_ID = '1098765432';
const TOKEN = 'clinic-token-0001';
const SECRET = 'outbox-test-app-secret';

interface Message {
  id: string;
  appointmentId: string;
  channel: string;
  kind: string;
  scheduledFor: string;
  status: string;
  sentAt: string | null;
  attempts: number;
  lastError: string | null;
}

let server: TestServer;
let standIn: WhatsappStandIn;
let sink: SmtpSink;
let owner: Owner;
let serviceId: string;
let clientIds: string[];

/** São Paulo has no daylight saving time: local wall time is UTC−3. */
const at = (date: string, time: string) => new Date(`${date}T${time}:00-03:00`).toISOString();

const messagesOf = async (appointmentId: string) => {
  const res = await server.request(`/api/messages?appointmentId=${appointmentId}`, { token: owner.token });
  expect(res.status).toBe(200);
  return (await json<{ messages: Message[] }>(res)).messages;
};
const book = (startTime: string, date = DAY, client = 0) =>
  createAppointment<{ id: string }>(server, owner, {
    clientId: clientIds[client],
    serviceId,
    date,
    startTime,
    endTime: `${startTime.slice(0, 3)}30`,
    notes: '',
  });
/** Brings the appointment's reminders due now, as the clock would. */
const makeDue = (appointmentId: string) =>
  server.orm.em
    .getConnection()
    .execute(`update outbound_message set due_at = now() - interval '1 second' where appointment_id = ?`, [appointmentId]);

beforeAll(async () => {
  standIn = await startWhatsappStandIn({ appSecret: SECRET, tokens: { [PHONE_ID]: TOKEN } });
  sink = await startSmtpSink();
  server = await startTestServer({
    WHATSAPP_API_URL: standIn.baseUrl,
    WHATSAPP_APP_SECRET: SECRET,
    SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
  });
  owner = await registeredOwner(server);
  const clinic = await clinicWith(server, owner, {
    services: [{ name: 'Limpeza', duration: 30, price: 150, startTime: '08:00', endTime: '20:00', saturdayEnabled: true }],
    clients: [
      { fullName: 'Carla Mendes', phone: '(11) 98765-4321' },
      { fullName: 'Paulo Reis', phone: '(11) 3222-1111' },
    ],
  });
  serviceId = clinic.serviceIds[0] as string;
  clientIds = clinic.clientIds;
  await openClinic(server, owner);
  const saved = await server.request('/api/messages/settings', {
    method: 'PUT',
    token: owner.token,
    json: {
      reminderHours: [24, 2],
      quietStart: '20:00',
      quietEnd: '08:00',
      whatsappPhoneNumberId: PHONE_ID,
      whatsappToken: TOKEN,
      whatsappTemplate: 'lembrete_consulta',
      emailEnabled: false,
    },
  });
  expect(saved.status).toBe(200);
});
afterAll(async () => {
  await server?.close();
  await standIn?.close();
  await sink?.close();
});
beforeEach(() => {
  standIn.messages.length = 0;
});

describe('reminders follow the appointment', () => {
  it('a booking schedules 24 h and 2 h before, on WhatsApp', async () => {
    const { id } = await book('14:00');
    const messages = await messagesOf(id);
    expect(messages.map((m) => [m.kind, m.scheduledFor, m.status, m.channel])).toEqual([
      ['reminder-24h', at(addDays(DAY, -1), '14:00'), 'agendado', 'whatsapp'],
      ['reminder-2h', at(DAY, '12:00'), 'agendado', 'whatsapp'],
    ]);
  });

  it('a reschedule moves them (one due in quiet hours waits for 08:00), a confirmation leaves them be', async () => {
    const { id } = await book('15:00');
    const before = await messagesOf(id);
    const res = await server.request(`/api/appointments/${id}/reschedule`, {
      method: 'POST',
      token: owner.token,
      json: { date: OTHER_DAY, startTime: '09:00' },
    });
    expect(res.status).toBe(200);
    const moved = await messagesOf(id);
    expect(moved.map((m) => [m.kind, m.scheduledFor])).toEqual([
      ['reminder-24h', at(addDays(OTHER_DAY, -1), '09:00')],
      // 07:00 is quiet: sent when the quiet hours end, still an hour before.
      ['reminder-2h', at(OTHER_DAY, '08:00')],
    ]);
    // The same rows, moved: still one per kind.
    expect(moved.map((m) => m.id).sort()).toEqual(before.map((m) => m.id).sort());
    expect((await server.request(`/api/appointments/${id}/confirm`, { method: 'PATCH', token: owner.token })).status).toBe(200);
    const outline = (list: Message[]) => list.map((m) => [m.id, m.kind, m.scheduledFor, m.status]);
    expect(outline(await messagesOf(id))).toEqual(outline(moved));
  });

  it("the patient's own reschedule from the link moves them too", async () => {
    const { id } = await book('16:00');
    const link = await server.request(`/api/appointments/${id}/patient-link`, { token: owner.token });
    expect(link.status).toBe(200);
    const token = (await json<{ url: string }>(link)).url.split('/p/')[1] ?? '';
    const res = await server.request(`/api/public/appointments/${token}/reschedule`, {
      method: 'POST',
      json: { date: OTHER_DAY, startTime: '16:00' },
    });
    expect(res.status, await res.clone().text()).toBe(200);
    expect((await messagesOf(id)).map((m) => [m.kind, m.scheduledFor, m.status])).toEqual([
      ['reminder-24h', at(addDays(OTHER_DAY, -1), '16:00'), 'agendado'],
      ['reminder-2h', at(OTHER_DAY, '14:00'), 'agendado'],
    ]);
  });

  it('a cancellation removes them', async () => {
    const { id } = await book('16:00');
    expect(await messagesOf(id)).toHaveLength(2);
    const res = await server.request(`/api/appointments/${id}/cancel`, { method: 'PATCH', token: owner.token, json: {} });
    expect(res.status).toBe(200);
    expect(await messagesOf(id)).toEqual([]);
  });

  it("the clinic's choice of reminders applies to the next bookings", async () => {
    const settings = await json<Record<string, unknown>>(await server.request('/api/messages/settings', { token: owner.token }));
    expect(settings).toMatchObject({ reminderHours: [24, 2], whatsappConfigured: true, whatsappPhoneNumberId: PHONE_ID });
    expect(settings).not.toHaveProperty('whatsappToken');
    const save = (reminderHours: number[]) =>
      server.request('/api/messages/settings', { method: 'PUT', token: owner.token, json: { ...settings, reminderHours } });
    expect((await save([48])).status).toBe(200);
    const { id } = await book('17:00');
    expect((await messagesOf(id)).map((m) => [m.kind, m.scheduledFor])).toEqual([
      ['reminder-48h', at(addDays(DAY, -2), '17:00')],
    ]);
    await expectError(await save([0]), 400, 'Escolha de 1 a 4 lembretes, cada um de 1 a 168 horas antes.');
    expect((await save([24, 2])).status).toBe(200);
  });

  it('reception reads the messages; only the owner sees or changes the channels', async () => {
    const reception = await signedInMember(server, owner.user.companyId, 'RECEPTION');
    expect((await server.request(`/api/messages?date=${DAY}`, { token: reception.token })).status).toBe(200);
    expect((await server.request('/api/messages/settings', { token: reception.token })).status).toBe(403);
    const professional = await signedInMember(server, owner.user.companyId, 'PROFESSIONAL');
    expect((await server.request(`/api/messages?date=${DAY}`, { token: professional.token })).status).toBe(403);
    await expectError(
      await server.request('/api/messages?date=2023-02-30', { token: owner.token }),
      400,
      'Data inválida. Use o formato AAAA-MM-DD.',
    );
  });
});

describe('the outbox sends by itself', () => {
  it('sends a due reminder as the WhatsApp template, with the patient link, once', async () => {
    const { id } = await book('10:00');
    await makeDue(id);
    expect(await server.outbox.drain()).toBe(2);
    expect(await server.outbox.drain()).toBe(0);
    expect(standIn.messages).toHaveLength(2);
    const [first] = standIn.messages;
    expect(first).toMatchObject({ phoneNumberId: PHONE_ID, to: '5511987654321', template: 'lembrete_consulta' });
    expect(first?.parameters.slice(0, 3)).toEqual(['Carla', `${DAY.slice(8)}/${DAY.slice(5, 7)}/${DAY.slice(0, 4)}`, '10:00']);
    expect(first?.parameters[5]).toMatch(/\/p\/[\w.-]+$/);
    const messages = await messagesOf(id);
    expect(messages.every((m) => m.status === 'enviado' && m.sentAt !== null)).toBe(true);
  });

  it('sends nothing for an appointment that was closed by a path that told nobody', async () => {
    const { id } = await book('11:00');
    await makeDue(id);
    await server.orm.em.getConnection().execute(`update appointment set status = 'COMPLETED' where id = ?`, [id]);
    await server.outbox.drain();
    expect(standIn.messages).toHaveLength(0);
    expect((await messagesOf(id)).map((m) => [m.status, m.lastError])).toEqual([
      ['cancelado', 'O agendamento não está mais em aberto.'],
      ['cancelado', 'O agendamento não está mais em aberto.'],
    ]);
  });

  it('retries a failed send with backoff, then sends it', async () => {
    const { id } = await book('12:00', OTHER_DAY);
    await makeDue(id);
    standIn.failNext(2);
    await server.outbox.drain();
    const failed = await messagesOf(id);
    expect(failed.map((m) => [m.status, m.attempts])).toEqual([
      ['agendado', 1],
      ['agendado', 1],
    ]);
    expect(failed[0]?.lastError).toContain('WhatsApp recusou');
    // Not due again before its backoff.
    expect(await server.outbox.drain()).toBe(0);
    await makeDue(id);
    await server.outbox.drain();
    expect((await messagesOf(id)).map((m) => [m.status, m.attempts])).toEqual([
      ['enviado', 2],
      ['enviado', 2],
    ]);
  });

  it('ends visible as falhou when the provider refuses for good (a patient without a mobile at once)', async () => {
    const { id } = await book('13:00', OTHER_DAY, 1);
    await makeDue(id);
    await server.outbox.drain();
    expect((await messagesOf(id)).map((m) => [m.status, m.lastError])).toEqual([
      ['falhou', 'O telefone do paciente não é um celular com WhatsApp.'],
      ['falhou', 'O telefone do paciente não é um celular com WhatsApp.'],
    ]);
    // 'Reenviar' makes it due again; it fails again the same way, and stays visible.
    const [one] = await messagesOf(id);
    const resent = await server.request(`/api/messages/${one?.id}/resend`, { method: 'POST', token: owner.token });
    expect(resent.status).toBe(200);
    expect((await json<{ message: Message }>(resent)).message.status).toBe('agendado');
    await expectError(
      await server.request('/api/messages/00000000-0000-4000-8000-000000000000/resend', { method: 'POST', token: owner.token }),
      404,
      'Mensagem não encontrada.',
    );
  });
});

describe('a clinic without WhatsApp', () => {
  it("reminds a patient with an e-mail by e-mail (SMTP), with the clinic's message filled in", async () => {
    const other = await registeredOwner(server);
    const { serviceIds, clientIds: ids } = await clinicWith(server, other, {
      services: [{ name: 'Consulta', duration: 30, price: 100, startTime: '08:00', endTime: '20:00', saturdayEnabled: true }],
      clients: [{ fullName: 'Bruna Teles', phone: '(11) 3222-1111', email: 'bruna@exemplo.com.br' }],
    });
    await openClinic(server, other);
    const { id } = await createAppointment<{ id: string }>(server, other, {
      clientId: ids[0],
      serviceId: serviceIds[0],
      date: DAY,
      startTime: '15:00',
      endTime: '15:30',
      notes: '',
    });
    await makeDue(id);
    sink.messages.length = 0;
    await server.outbox.drain();
    expect(standIn.messages).toHaveLength(0);
    expect(sink.messages.map((m) => m.to)).toEqual([['bruna@exemplo.com.br'], ['bruna@exemplo.com.br']]);
    expect(sink.messages[0]?.data).toContain('Bruna');
    const res = await server.request(`/api/messages?appointmentId=${id}`, { token: other.token });
    const { messages } = await json<{ messages: Message[] }>(res);
    expect(messages.map((m) => [m.channel, m.status])).toEqual([
      ['email', 'enviado'],
      ['email', 'enviado'],
    ]);
  });
});
