// @pooler-pass: the webhook finds its clinic through a function before any company is known.
import { type WhatsappStandIn, hubSignature, startWhatsappStandIn } from '@agenda/messages/stand-in';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { freeWeek } from '@agenda/server/testing';
import { type Owner, clinicWith, createAppointment, json, openClinic } from '@agenda/server/testing';
import { type TestServer, registeredOwner, startTestServer } from '@agenda/server/testing';

// The provider's webhook: signed statuses move a message forward, and the patient's replies confirm,
// cancel, opt out, or wait to be read — each as the patient link would.

const { wed: DAY } = freeWeek(2);
const PHONE_ID = '3098765432';
const SECRET = 'outbox-webhook-app-secret';
const WEBHOOK = '/api/webhooks/whatsapp';

interface Message {
  id: string;
  kind: string;
  status: string;
  deliveredAt: string | null;
  readAt: string | null;
  lastError: string | null;
  replies: { text: string; action: string }[];
}

let server: TestServer;
let standIn: WhatsappStandIn;
let owner: Owner;
let serviceId: string;
let clientIds: string[];
let slot = 0;

const post = async (body: string, headers: Record<string, string>) =>
  (await server.app.request(WEBHOOK, { method: 'POST', body, headers })).status;
const messagesOf = async (appointmentId: string) =>
  (
    await json<{ messages: Message[] }>(
      await server.request(`/api/messages?appointmentId=${appointmentId}`, { token: owner.token }),
    )
  ).messages;
const statusOf = async (appointmentId: string) =>
  (
    await server.orm.em
      .getConnection()
      .execute<{ status: string }[]>('select status from appointment where id = ?', [appointmentId])
  )[0]?.status;

/** A booked appointment whose 24 h reminder went out (the 2 h one still waits); its WhatsApp message id. */
async function sentReminder(client = 0) {
  const start = `${String(9 + slot++).padStart(2, '0')}:00`;
  const { id } = await createAppointment<{ id: string }>(server, owner, {
    clientId: clientIds[client],
    serviceId,
    date: DAY,
    startTime: start,
    endTime: start.replace(':00', ':30'),
    notes: '',
  });
  await server.orm.em
    .getConnection()
    .execute(
      `update outbound_message set due_at = now() - interval '1 second' where appointment_id = ? and kind = 'reminder-24h'`,
      [id],
    );
  const before = standIn.messages.length;
  await server.outbox.drain();
  const wamid = standIn.messages[before]?.id as string;
  expect(wamid).toBeTruthy();
  return { id, wamid, to: standIn.messages[before]?.to as string };
}

beforeAll(async () => {
  standIn = await startWhatsappStandIn({ appSecret: SECRET, deliver: post });
  server = await startTestServer({
    WHATSAPP_API_URL: standIn.baseUrl,
    WHATSAPP_APP_SECRET: SECRET,
    WHATSAPP_VERIFY_TOKEN: 'verifica-123',
  });
  owner = await registeredOwner(server);
  const clinic = await clinicWith(server, owner, {
    services: [{ name: 'Limpeza', duration: 30, price: 150, startTime: '08:00', endTime: '20:00', saturdayEnabled: true }],
    clients: [
      { fullName: 'Carla Mendes', phone: '(11) 98765-4321' },
      { fullName: 'Joana Prado', phone: '(11) 97777-1234' },
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
      whatsappToken: 'webhook-clinic-token',
      whatsappTemplate: 'lembrete_consulta',
      emailEnabled: false,
    },
  });
  expect(saved.status).toBe(200);
});
afterAll(async () => {
  await server?.close();
  await standIn?.close();
});
beforeEach(() => {
  standIn.messages.length = 0;
});

describe('POST /api/webhooks/whatsapp', () => {
  it('refuses a bad or missing signature with 401 and changes nothing', async () => {
    const { id, wamid } = await sentReminder();
    const body = JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [
        {
          changes: [
            { field: 'messages', value: { metadata: { phone_number_id: PHONE_ID }, statuses: [{ id: wamid, status: 'read' }] } },
          ],
        },
      ],
    });
    expect(await post(body, { 'x-hub-signature-256': hubSignature('not-the-secret', body) })).toBe(401);
    expect(await post(body, {})).toBe(401);
    expect(await post(`${body} `, { 'x-hub-signature-256': hubSignature(SECRET, body) })).toBe(401);
    const res = await server.app.request(WEBHOOK, { method: 'POST', body, headers: { 'x-hub-signature-256': 'sha256=00' } });
    expect(await res.json()).toEqual({ error: 'Assinatura inválida.' });
    expect((await messagesOf(id)).find((m) => m.kind === 'reminder-24h')?.status).toBe('enviado');
    // The same body, signed: it counts.
    expect(await post(body, { 'x-hub-signature-256': hubSignature(SECRET, body) })).toBe(200);
    expect((await messagesOf(id)).find((m) => m.kind === 'reminder-24h')?.status).toBe('lido');
  });

  it('moves a message forward through entregue and lido, never back', async () => {
    const { id, wamid } = await sentReminder();
    const reminder = async () => (await messagesOf(id)).find((m) => m.kind === 'reminder-24h');
    expect(await standIn.sendStatus(PHONE_ID, wamid, 'delivered')).toBe(200);
    expect(await reminder()).toMatchObject({ status: 'entregue', readAt: null });
    expect((await reminder())?.deliveredAt).not.toBeNull();
    await standIn.sendStatus(PHONE_ID, wamid, 'read');
    await standIn.sendStatus(PHONE_ID, wamid, 'sent');
    expect((await reminder())?.status).toBe('lido');
    // A number another clinic does not own, or none, is ignored with 200.
    expect(await standIn.sendStatus('999999999', wamid, 'failed')).toBe(200);
    expect((await reminder())?.status).toBe('lido');
  });

  it("a reply '1' confirms the appointment, once however often the webhook comes", async () => {
    const { id, wamid, to } = await sentReminder();
    expect(await statusOf(id)).toBe('PENDING');
    await standIn.sendReply(PHONE_ID, to, '1', { contextId: wamid, id: 'wamid.reply-confirm-1' });
    await standIn.sendReply(PHONE_ID, to, '1', { contextId: wamid, id: 'wamid.reply-confirm-1' });
    expect(await statusOf(id)).toBe('CONFIRMED');
    const replies = (await messagesOf(id)).flatMap((m) => m.replies);
    expect(replies).toEqual([expect.objectContaining({ text: '1', action: 'confirmou' })]);
  });

  it("the 'Cancelar' button cancels it, and its reminder still waiting goes", async () => {
    const { id, wamid, to } = await sentReminder();
    expect(await messagesOf(id)).toHaveLength(2);
    await standIn.sendReply(PHONE_ID, to, 'Cancelar', { contextId: wamid, button: true });
    expect(await statusOf(id)).toBe('CANCELLED');
    expect((await messagesOf(id)).map((m) => m.kind)).toEqual(['reminder-24h']);
  });

  it('anything else is kept for the clinic to read, the appointment as it was', async () => {
    const { id, wamid, to } = await sentReminder();
    await standIn.sendReply(PHONE_ID, to, 'Posso chegar 10 minutos atrasada?', { contextId: wamid });
    expect(await statusOf(id)).toBe('PENDING');
    expect((await messagesOf(id)).flatMap((m) => m.replies)).toEqual([
      expect.objectContaining({ text: 'Posso chegar 10 minutos atrasada?', action: 'ler' }),
    ]);
  });

  it("'SAIR' records the opt-out and no reminder goes to that number again", async () => {
    const { id, wamid, to } = await sentReminder(1);
    await standIn.sendReply(PHONE_ID, to, 'SAIR', { contextId: wamid });
    const [optOut] = await server.orm.em
      .getConnection()
      .execute<{ phone: string; source: string }[]>('select phone, source from message_opt_out where company_id = ?', [
        owner.user.companyId,
      ]);
    expect(optOut).toEqual({ phone: to, source: 'whatsapp' });
    await server.orm.em
      .getConnection()
      .execute(`update outbound_message set due_at = now() - interval '1 second' where appointment_id = ?`, [id]);
    standIn.messages.length = 0;
    await server.outbox.drain();
    expect(standIn.messages).toHaveLength(0);
    expect((await messagesOf(id)).find((m) => m.kind === 'reminder-2h')).toMatchObject({
      status: 'cancelado',
      lastError: 'O paciente pediu para não receber mensagens (SAIR).',
    });
  });
});

describe('GET /api/webhooks/whatsapp (the subscription handshake)', () => {
  it('answers the challenge to the right verify token only', async () => {
    const ok = await server.app.request(`${WEBHOOK}?hub.mode=subscribe&hub.verify_token=verifica-123&hub.challenge=4242`);
    expect(ok.status).toBe(200);
    expect(await ok.text()).toBe('4242');
    const wrong = await server.app.request(`${WEBHOOK}?hub.mode=subscribe&hub.verify_token=outro&hub.challenge=4242`);
    expect(wrong.status).toBe(403);
  });
});
