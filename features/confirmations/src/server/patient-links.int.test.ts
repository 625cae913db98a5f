import { randomBytes } from 'node:crypto';
import { patientLinkKey, signPatientToken } from '@agenda/confirmations/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_SESSION_SECRET } from '@agenda/server/testing';
import { freeWeek } from '@agenda/server/testing';
import { type Owner, clinicWith, createAppointment, expectError, json, openClinic } from '@agenda/server/testing';
import { type TestServer, registeredOwner, startTestServer } from '@agenda/server/testing';

const LINK_NOT_FOUND = 'Link inválido ou expirado. Fale com a clínica.';
const CANCELLED = 'Esta consulta foi cancelada.';
const COMPLETED = 'Esta consulta já foi realizada.';
const STARTED = 'O horário desta consulta já passou.';
const LINK_GONE = 'Esta consulta já passou ou foi cancelada: não há link para ela.';

const { tue: TUE, wed: WED } = freeWeek(3);
const PAST_TUE = freeWeek(-6).tue;
const key = patientLinkKey(TEST_SESSION_SECRET);

let server: TestServer;
let owner: Clinic;
let other: Clinic;

interface Clinic extends Owner {
  companyId: string;
  clientId: string;
  serviceId: string;
}
interface Appointment {
  id: string;
  date: string;
  startTime: string;
  professionalId: string;
  status: string;
}
interface PublicAnswer {
  appointment: Record<string, unknown> & { status: string };
}

async function clinic(): Promise<Clinic> {
  const o = await registeredOwner(server);
  const { serviceIds, clientIds } = await clinicWith(server, o, {
    services: [{ name: 'Limpeza', duration: 30, price: 150, startTime: '08:00', endTime: '20:00', saturdayEnabled: true }],
    clients: [{ fullName: 'Mariana Souza Lima', phone: '11987654321' }],
  });
  await openClinic(server, o);
  return { ...o, companyId: o.user.companyId, serviceId: serviceIds[0] ?? '', clientId: clientIds[0] ?? '' };
}

const book = (c: Clinic, fields: Record<string, unknown> = {}) =>
  createAppointment<Appointment>(server, c, {
    clientId: c.clientId,
    serviceId: c.serviceId,
    date: TUE,
    startTime: '09:00',
    endTime: '09:30',
    notes: '',
    ...fields,
  });

async function linkOf(c: Clinic, id: string) {
  const res = await server.request(`/api/appointments/${id}/patient-link`, { token: c.token });
  expect(res.status).toBe(200);
  const body = await json<{ url: string; whatsappUrl: string | null; expiresAt: string }>(res);
  return { ...body, token: body.url.split('/p/')[1] ?? '' };
}

const view = (token: string) => server.request(`/api/public/appointments/${token}`);
const post = (token: string, action: 'confirm' | 'cancel' | 'reschedule-request', body?: unknown) =>
  server.request(`/api/public/appointments/${token}/${action}`, { method: 'POST', ...(body ? { json: body } : {}) });
const statusOf = async (res: Response) => (await json<PublicAnswer>(res)).appointment.status;

async function events(c: Clinic, id: string) {
  const res = await server.request(`/api/appointments/${id}/details`, { token: c.token });
  return (await json<{ appointment: { events: { kind: string; userName: string | null; reason: string | null }[] } }>(res))
    .appointment.events;
}

beforeAll(async () => {
  server = await startTestServer();
  owner = await clinic();
  other = await clinic();
});
afterAll(async () => {
  await server?.close();
});

describe('GET /api/appointments/{id}/patient-link', () => {
  it('gives the link, a WhatsApp message with every placeholder filled, and the end of the appointment', async () => {
    const a = await book(owner, { startTime: '10:00', endTime: '10:30' });
    const link = await linkOf(owner, a.id);
    expect(link.url).toMatch(/^http:\/\/localhost\/p\/[A-Za-z0-9_-]{64}$/);
    // Deterministic: asking again gives the same link.
    expect((await linkOf(owner, a.id)).url).toBe(link.url);
    expect(link.whatsappUrl).toMatch(/^https:\/\/wa\.me\/5511987654321\?text=/);
    const text = decodeURIComponent(link.whatsappUrl?.split('text=')[1] ?? '');
    expect(text).toContain('Olá, Mariana!');
    expect(text).toContain(`${TUE.slice(8)}/${TUE.slice(5, 7)}/${TUE.slice(0, 4)} às 10:00`);
    expect(text).toContain('Clínica Teste');
    expect(text).toContain(link.url);
    expect(text).not.toMatch(/[{}]/);
    // 10:30 in São Paulo (UTC−3) is 13:30 UTC.
    expect(link.expiresAt).toBe(`${TUE}T13:30:00.000Z`);
  });

  it('is 404 for another clinic’s appointment and 409 once the appointment is over', async () => {
    const a = await book(owner, { startTime: '11:00', endTime: '11:30' });
    await expectError(
      await server.request(`/api/appointments/${a.id}/patient-link`, { token: other.token }),
      404,
      'Agendamento não encontrado',
    );
    const past = await book(owner, { date: PAST_TUE, startTime: '11:00', endTime: '11:30' });
    await expectError(await server.request(`/api/appointments/${past.id}/patient-link`, { token: owner.token }), 409, LINK_GONE);
  });
});

describe('the public answers', () => {
  it('show only the clinic, the slot and the first name', async () => {
    const a = await book(owner, { startTime: '12:00', endTime: '12:30' });
    const res = await view((await linkOf(owner, a.id)).token);
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({
      appointment: {
        clinicName: 'Clínica Teste',
        clinicAddress: 'Avenida Paulista, 1000 – Bela Vista, São Paulo/SP',
        date: TUE,
        startTime: '12:00',
        endTime: '12:30',
        professional: expect.any(String),
        service: 'Limpeza',
        firstName: 'Mariana',
        status: 'PENDING',
        rescheduleRequested: false,
      },
    });
  });

  it('confirm once and again (idempotent), recorded as the patient through the link', async () => {
    const a = await book(owner, { startTime: '13:00', endTime: '13:30' });
    const { token } = await linkOf(owner, a.id);
    expect(await statusOf(await post(token, 'confirm'))).toBe('CONFIRMED');
    expect(await statusOf(await post(token, 'confirm'))).toBe('CONFIRMED');
    const confirmed = (await events(owner, a.id)).filter((e) => e.kind === 'confirmed');
    expect(confirmed).toEqual([expect.objectContaining({ userName: 'Paciente (link)' })]);
    // Once confirmed, the agenda's week shows it.
    const week = await server.request(`/api/appointments?startDate=${TUE}&endDate=${TUE}`, { token: owner.token });
    const listed = (await json<{ appointments: Appointment[] }>(week)).appointments.find((x) => x.id === a.id);
    expect(listed?.status).toBe('CONFIRMED');
  });

  it('cancel with a reason; the page keeps showing it cancelled, and confirming it then is a 409', async () => {
    const a = await book(owner, { startTime: '14:00', endTime: '14:30' });
    const { token } = await linkOf(owner, a.id);
    expect(await statusOf(await post(token, 'cancel', { reason: 'Vou viajar' }))).toBe('CANCELLED');
    expect(await statusOf(await post(token, 'cancel', {}))).toBe('CANCELLED');
    expect(await statusOf(await view(token))).toBe('CANCELLED');
    await expectError(await post(token, 'confirm'), 409, CANCELLED);
    await expectError(await post(token, 'reschedule-request', {}), 409, CANCELLED);
    const cancelled = (await events(owner, a.id)).filter((e) => e.kind === 'cancelled');
    expect(cancelled).toEqual([expect.objectContaining({ userName: 'Paciente (link)', reason: 'Vou viajar' })]);
    // The slot is free again.
    expect((await book(owner, { startTime: '14:00', endTime: '14:30' })).status).toBe('PENDING');
  });

  it('record a wish to reschedule once, keeping the slot, and the agenda marks it', async () => {
    const a = await book(owner, { startTime: '15:00', endTime: '15:30' });
    const { token } = await linkOf(owner, a.id);
    const res = await post(token, 'reschedule-request', { reason: 'Prefiro à tarde' });
    expect(await json(res)).toMatchObject({ appointment: { status: 'PENDING', rescheduleRequested: true } });
    await post(token, 'reschedule-request', {});
    const asked = (await events(owner, a.id)).filter((e) => e.kind === 'reschedule_requested');
    expect(asked).toEqual([expect.objectContaining({ userName: 'Paciente (link)', reason: 'Prefiro à tarde' })]);
    const week = await server.request(`/api/appointments?startDate=${TUE}&endDate=${TUE}`, { token: owner.token });
    const listed = (await json<{ appointments: (Appointment & { rescheduleRequested: boolean })[] }>(week)).appointments;
    expect(listed.find((x) => x.id === a.id)?.rescheduleRequested).toBe(true);
  });

  it('refuse a completed or missed appointment with a 409', async () => {
    const done = await book(owner, { startTime: '16:00', endTime: '16:30' });
    const { token } = await linkOf(owner, done.id);
    await server.orm.em.getConnection().execute(`update appointment set status = 'COMPLETED' where id = '${done.id}'`);
    await expectError(await post(token, 'confirm'), 409, COMPLETED);
    await expectError(await post(token, 'cancel', {}), 409, COMPLETED);
    const missed = await book(owner, { startTime: '16:30', endTime: '17:00' });
    const missedLink = await linkOf(owner, missed.id);
    const marked = await server.request(`/api/appointments/${missed.id}`, {
      method: 'PUT',
      token: owner.token,
      json: { status: 'NO_SHOW' },
    });
    expect(marked.status).toBe(200);
    await expectError(await post(missedLink.token, 'confirm'), 409, STARTED);
  });
});

describe('links that open nothing: one 404, one body', () => {
  const gone = async (res: Response) => expectError(res, 404, LINK_NOT_FOUND);

  it('unknown, malformed, forged or tampered', async () => {
    const a = await book(owner, { date: WED, startTime: '09:00', endTime: '09:30' });
    const { token } = await linkOf(owner, a.id);
    await gone(await view('abc'));
    await gone(await view(randomBytes(48).toString('base64url')));
    await gone(await view(`${token.slice(0, 60)}${token.endsWith('AAAA') ? 'BBBB' : 'AAAA'}`));
    const forged = signPatientToken(patientLinkKey('another secret'), { companyId: owner.companyId, appointmentId: a.id, ...a });
    await gone(await view(forged));
    await gone(await post(forged, 'confirm'));
  });

  it('another clinic’s: a valid signature over the wrong clinic opens nothing', async () => {
    const a = await book(owner, { date: WED, startTime: '10:00', endTime: '10:30' });
    await gone(await view(signPatientToken(key, { companyId: other.companyId, appointmentId: a.id, ...a })));
  });

  it('expired: the appointment has ended', async () => {
    const past = await book(owner, { date: PAST_TUE, startTime: '09:00', endTime: '09:30' });
    const token = signPatientToken(key, { companyId: owner.companyId, appointmentId: past.id, ...past });
    await gone(await view(token));
    await gone(await post(token, 'confirm'));
  });

  it('revoked by rescheduling: the old link stops, the new one works', async () => {
    const a = await book(owner, { date: WED, startTime: '11:00', endTime: '11:30' });
    const before = await linkOf(owner, a.id);
    const moved = await server.request(`/api/appointments/${a.id}/reschedule`, {
      method: 'POST',
      token: owner.token,
      json: { date: WED, startTime: '12:00' },
    });
    expect(moved.status).toBe(200);
    await gone(await view(before.token));
    await gone(await post(before.token, 'cancel', {}));
    const after = await linkOf(owner, a.id);
    expect(after.token).not.toBe(before.token);
    expect(await statusOf(await view(after.token))).toBe('PENDING');
  });

  it('revoked by the clinic’s cancellation', async () => {
    const a = await book(owner, { date: WED, startTime: '13:00', endTime: '13:30' });
    const { token } = await linkOf(owner, a.id);
    const cancelled = await server.request(`/api/appointments/${a.id}/cancel`, { method: 'PATCH', token: owner.token });
    expect(cancelled.status).toBe(200);
    await gone(await view(token));
    await gone(await post(token, 'confirm'));
  });
});

describe('the patient page /p/{token}', () => {
  const page = (path: string, init: RequestInit = {}) =>
    server.app.request(path, { ...init, headers: { accept: 'text/html', ...(init.headers ?? {}) } });
  const form = (fields: Record<string, string>) => ({
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });

  it('is plain HTML without any script (JS budget 60 KB: it uses 0), showing the first name only, with forms that answer', async () => {
    const a = await book(owner, { date: WED, startTime: '15:00', endTime: '15:30' });
    const { token } = await linkOf(owner, a.id);
    const res = await page(`/p/${token}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await res.text();
    // The token is in the address: no page it links to learns it.
    expect(html).toContain('<meta name="referrer" content="no-referrer"');
    expect(html).not.toContain('<script');
    expect(html).toContain('Olá, Mariana!');
    expect(html).not.toContain('Souza');
    expect(html).not.toContain('98765');
    expect(html).toContain('Confirmar presença');
    expect(html).toContain('Preciso remarcar');

    const confirmed = await page(`/p/${token}`, form({ action: 'confirm' }));
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get('location')).toBe(`/p/${token}?feito=confirm`);
    const after = await (await page(`/p/${token}?feito=confirm`)).text();
    expect(after).toContain('Presença confirmada. Até lá!');
    expect(after).toContain('Confirmado');
    expect(after).not.toContain('Confirmar presença');

    const cancelled = await page(`/p/${token}`, form({ action: 'cancel', reason: 'Imprevisto' }));
    expect(cancelled.headers.get('location')).toBe(`/p/${token}?feito=cancel`);
    const refused = await page(`/p/${token}`, form({ action: 'confirm' }));
    expect(refused.headers.get('location')).toBe(`/p/${token}?aviso=cancelled`);
    expect(await (await page(`/p/${token}?aviso=cancelled`)).text()).toContain(CANCELLED);
  });

  it('answers 404 with the same page for any link that opens nothing', async () => {
    const res = await page(`/p/${randomBytes(48).toString('base64url')}`);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('Este link é inválido ou expirou.');
    expect((await page('/p/x', form({ action: 'confirm' }))).status).toBe(404);
  });
});

describe('rate limits (factor 1)', () => {
  let strict: TestServer;
  beforeAll(async () => {
    strict = await startTestServer({ RATE_LIMIT_FACTOR: '1', TRUST_PROXY: '1' });
  });
  afterAll(async () => {
    await strict?.close();
  });
  const from = (ip: string) => ({ 'x-forwarded-for': ip });

  it('per link, whatever the address, and per address, whatever the link', async () => {
    const token = randomBytes(48).toString('base64url');
    for (let i = 0; i < 30; i++) {
      expect((await strict.request(`/api/public/appointments/${token}`, { headers: from(`10.1.0.${i}`) })).status).toBe(404);
    }
    const limited = await strict.request(`/api/public/appointments/${token}`, { headers: from('10.1.1.1') });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBeTruthy();

    for (let i = 0; i < 60; i++) {
      const res = await strict.request(`/api/public/appointments/${randomBytes(48).toString('base64url')}`, {
        headers: from('10.2.0.1'),
      });
      expect(res.status).toBe(404);
    }
    const byAddress = await strict.request(`/api/public/appointments/${randomBytes(48).toString('base64url')}`, {
      headers: from('10.2.0.1'),
    });
    expect(byAddress.status).toBe(429);
    // The page says so too.
    const html = await strict.app.request(`/p/${randomBytes(48).toString('base64url')}`, {
      headers: { accept: 'text/html', ...from('10.2.0.1') },
    });
    expect(html.status).toBe(429);
  });
});
