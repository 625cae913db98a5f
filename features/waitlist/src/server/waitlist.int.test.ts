import { type WhatsappStandIn, startWhatsappStandIn } from '@agenda/messages/stand-in';
import { addDays } from '@agenda/br';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { freeWeek, today } from '@agenda/server/testing';
import {
  type Owner,
  clinicWith,
  createAppointment,
  expectError,
  json,
  openClinic,
  trpcData,
  trpcOf,
} from '@agenda/server/testing';
import { signedInMember } from '@agenda/server/testing';
import { type TestServer, registeredOwner, startTestServer } from '@agenda/server/testing';

// 'Lista de espera': entries kept by reception; a freed slot offered to the first patients who want
// it, through the outbox (here the WhatsApp stand-in), with a link whose first accept books it.

const { tue: DAY, wed: WED } = freeWeek(2);
const PHONE_ID = '2098765432';
const TOKEN = 'waitlist-clinic-token';
const SECRET = 'waitlist-test-app-secret';
const FORBIDDEN = 'Você não tem permissão para esta ação.';

interface Entry {
  id: string;
  clientId: string;
  clientName: string;
  serviceName: string;
  until: string;
  openOffers: { id: string; date: string; startTime: string; professionalName: string; expiresAt: string }[];
}
interface Clinic {
  owner: Owner;
  phoneNumberId: string;
  cleaning: string;
  rootCanal: string;
  clients: string[];
}

let server: TestServer;
let standIn: WhatsappStandIn;
/** Each test clinic's WhatsApp number, all known to the stand-in (read at each send). */
const numbers: Record<string, string> = {};
let clinics = 0;

const trpc = trpcOf(() => server, 'waitlist');
const list = async (who: { token: string }) => {
  const res = await server.request('/api/waitlist', { token: who.token });
  expect(res.status).toBe(200);
  return (await json<{ entries: Entry[] }>(res)).entries;
};
const add = (who: { token: string }, body: Record<string, unknown>) =>
  server.request('/api/waitlist', { method: 'POST', token: who.token, json: body });
const added = async (who: { token: string }, body: Record<string, unknown>) => {
  const res = await add(who, { until: addDays(DAY, 10), ...body });
  expect(res.status).toBe(201);
  return (await json<{ entry: Entry }>(res)).entry;
};
const cancel = async (who: { token: string }, id: string) => {
  const res = await server.request(`/api/appointments/${id}`, { method: 'PUT', token: who.token, json: { status: 'CANCELLED' } });
  expect(res.status).toBe(200);
};
const accept = (token: string) => server.request(`/api/public/waitlist/${token}/accept`, { method: 'POST' });
const page = (token: string) => server.app.request(`/espera/${token}`, { headers: { accept: 'text/html' } });

/** The links of the offers the outbox sent from the clinic's number, by the patient's number. */
async function sentOffers(c: Clinic): Promise<Map<string, string>> {
  await server.outbox.drain();
  const links = new Map<string, string>();
  for (const m of standIn.messages.filter((x) => x.template === 'oferta_lista_espera' && x.phoneNumberId === c.phoneNumberId))
    links.set(m.to, new URL(m.parameters[5] as string).pathname.replace('/espera/', ''));
  return links;
}

async function newClinic(offersAtOnce = 3): Promise<Clinic> {
  const owner = await registeredOwner(server);
  const made = await clinicWith(server, owner, {
    services: [
      { name: 'Limpeza', duration: 30, price: 150, startTime: '08:00', endTime: '20:00', saturdayEnabled: true },
      { name: 'Canal', duration: 90, price: 900, startTime: '08:00', endTime: '20:00', saturdayEnabled: true },
    ],
    clients: Array.from({ length: 7 }, (_, i) => ({ fullName: `Paciente ${i} Souza`, phone: `(11) 9${i}765-432${i}` })),
  });
  await openClinic(server, owner);
  const phoneNumberId = `${PHONE_ID}${++clinics}`;
  numbers[phoneNumberId] = TOKEN;
  const saved = await server.request('/api/messages/settings', {
    method: 'PUT',
    token: owner.token,
    json: {
      reminderHours: [24],
      quietStart: '20:00',
      quietEnd: '08:00',
      whatsappPhoneNumberId: phoneNumberId,
      whatsappToken: TOKEN,
      whatsappTemplate: 'lembrete_consulta',
      emailEnabled: false,
    },
  });
  expect(saved.status).toBe(200);
  const settings = await server.request('/api/waitlist/settings', {
    method: 'PUT',
    token: owner.token,
    json: { offerHours: 2, offersAtOnce },
  });
  expect(settings.status).toBe(200);
  return {
    owner,
    phoneNumberId,
    cleaning: made.serviceIds[0] as string,
    rootCanal: made.serviceIds[1] as string,
    clients: made.clientIds,
  };
}

/** The appointment that frees the slot: the last client's, 30 minutes. */
const bookSlot = (c: Clinic, date: string, startTime: string, endTime: string) =>
  createAppointment<{ id: string; professionalId: string }>(server, c.owner, {
    clientId: c.clients[6],
    serviceId: c.cleaning,
    date,
    startTime,
    endTime,
    notes: '',
  });

beforeAll(async () => {
  standIn = await startWhatsappStandIn({ appSecret: SECRET, tokens: numbers });
  server = await startTestServer({ WHATSAPP_API_URL: standIn.baseUrl, WHATSAPP_APP_SECRET: SECRET });
});
afterAll(async () => {
  await server?.close();
  await standIn?.close();
});
beforeEach(() => {
  standIn.messages.length = 0;
});

describe('the list', () => {
  let c: Clinic;
  beforeAll(async () => {
    c = await newClinic();
  });

  it('adds (201), lists the active entries oldest first, and removes (404 once gone)', async () => {
    const first = await added(c.owner, { clientId: c.clients[0], serviceId: c.cleaning, periods: ['manha'], weekdays: [2, 4] });
    expect(first).toMatchObject({
      clientName: 'Paciente 0 Souza',
      serviceName: 'Limpeza',
      periods: ['manha'],
      weekdays: [2, 4],
      professionalIds: [],
      status: 'ativa',
      openOffers: [],
    });
    const second = await added(c.owner, { clientId: c.clients[1], serviceId: c.rootCanal });
    expect((await list(c.owner)).map((e) => e.id)).toEqual([first.id, second.id]);

    const removed = await server.request(`/api/waitlist/${first.id}`, { method: 'DELETE', token: c.owner.token });
    expect(removed.status).toBe(200);
    expect((await list(c.owner)).map((e) => e.id)).toEqual([second.id]);
    await expectError(
      await server.request(`/api/waitlist/${first.id}`, { method: 'DELETE', token: c.owner.token }),
      404,
      'Entrada da lista de espera não encontrada',
    );
  });

  it("goes into the patient's data export (LGPD)", async () => {
    const entry = await added(c.owner, { clientId: c.clients[5], serviceId: c.rootCanal, periods: ['noite'] });
    const res = await server.request(`/api/clients/${c.clients[5]}/export`, { token: c.owner.token });
    expect(res.status).toBe(200);
    const exported = await json<{ waitlist: unknown[] }>(res);
    expect(exported.waitlist).toEqual([
      expect.objectContaining({ service: 'Canal', periods: ['noite'], until: entry.until, status: 'ativa', offers: [] }),
    ]);
  });

  it('tRPC answers the same', async () => {
    const res = await trpc.mutation('add', c.owner.token, {
      clientId: c.clients[2],
      serviceId: c.cleaning,
      until: addDays(DAY, 3),
    });
    expect(res.status).toBe(200);
    const { entry } = await trpcData<{ entry: Entry }>(res);
    const { entries } = await trpcData<{ entries: Entry[] }>(await trpc.query('list', c.owner.token));
    expect(entries.map((e) => e.id)).toContain(entry.id);
    const again = await trpc.mutation('add', c.owner.token, {
      clientId: c.clients[2],
      serviceId: c.cleaning,
      until: addDays(DAY, 3),
    });
    expect(again.status).toBe(409);
  });

  it('refuses bad input with 400, the same wish twice with 409', async () => {
    const base = { clientId: c.clients[3], serviceId: c.cleaning, until: addDays(DAY, 5) };
    await expectError(await add(c.owner, { ...base, until: 'amanhã' }), 400, 'Data final inválida. Use o formato AAAA-MM-DD.');
    await expectError(
      await add(c.owner, { ...base, until: addDays(today(), -1) }),
      400,
      'A data final não pode ser anterior a hoje.',
    );
    await expectError(
      await add(c.owner, { ...base, until: addDays(today(), 400) }),
      400,
      'A data final pode ser no máximo um ano a partir de hoje.',
    );
    await expectError(
      await add(c.owner, { ...base, weekdays: [7] }),
      400,
      'Dias da semana inválidos (0 = domingo … 6 = sábado).',
    );
    await expectError(
      await add(c.owner, { ...base, periods: ['madrugada'] }),
      400,
      'Períodos inválidos: use manha, tarde ou noite.',
    );
    expect((await add(c.owner, base)).status).toBe(201);
    await expectError(await add(c.owner, base), 409, 'Este paciente já está na lista de espera para este serviço.');
  });

  it("answers 404 for unknown ids and another clinic's", async () => {
    const other = await newClinic();
    const base = { clientId: c.clients[4], serviceId: c.cleaning, until: addDays(DAY, 5) };
    await expectError(await add(c.owner, { ...base, clientId: other.clients[0] }), 404, 'Cliente não encontrado');
    await expectError(await add(c.owner, { ...base, clientId: 'nao-existe' }), 404, 'Cliente não encontrado');
    await expectError(await add(c.owner, { ...base, serviceId: other.cleaning }), 404, 'Serviço não encontrado');
    await expectError(
      await add(c.owner, { ...base, professionalIds: ['00000000-0000-4000-8000-000000000000'] }),
      404,
      'Profissional não encontrado',
    );
    const theirs = await added(other.owner, { clientId: other.clients[0], serviceId: other.cleaning });
    await expectError(
      await server.request(`/api/waitlist/${theirs.id}`, { method: 'DELETE', token: c.owner.token }),
      404,
      'Entrada da lista de espera não encontrada',
    );
    expect((await list(c.owner)).map((e) => e.id)).not.toContain(theirs.id);
  });

  it('is reception’s and the owner’s; a professional is refused (403)', async () => {
    const reception = await signedInMember(server, c.owner.user.companyId, 'RECEPTION');
    const professional = await signedInMember(server, c.owner.user.companyId, 'PROFESSIONAL');
    expect((await server.request('/api/waitlist', { token: reception.token })).status).toBe(200);
    await expectError(await server.request('/api/waitlist', { token: professional.token }), 403, FORBIDDEN);
    await expectError(await add(professional, { clientId: c.clients[5], serviceId: c.cleaning, until: DAY }), 403, FORBIDDEN);
    // The offer rules are the owner's settings.
    await expectError(
      await server.request('/api/waitlist/settings', {
        method: 'PUT',
        token: reception.token,
        json: { offerHours: 3, offersAtOnce: 2 },
      }),
      403,
      FORBIDDEN,
    );
  });
});

describe('a freed slot is offered', () => {
  it('to the entries that want it: service that fits, day, period, professional, last day', async () => {
    const c = await newClinic();
    const { id, professionalId } = await bookSlot(c, DAY, '14:00', '14:30');
    const wants = await added(c.owner, {
      clientId: c.clients[0],
      serviceId: c.cleaning,
      periods: ['tarde'],
      professionalIds: [professionalId],
    });
    await added(c.owner, { clientId: c.clients[1], serviceId: c.rootCanal }); // 90 min: does not fit 30
    await added(c.owner, { clientId: c.clients[2], serviceId: c.cleaning, weekdays: [3] }); // Wednesdays only
    await added(c.owner, { clientId: c.clients[3], serviceId: c.cleaning, periods: ['manha', 'noite'] });
    await added(c.owner, { clientId: c.clients[4], serviceId: c.cleaning, until: addDays(DAY, -1) }); // wanted it sooner
    await added(c.owner, { clientId: c.clients[6], serviceId: c.cleaning }); // the patient who cancels
    expect((await list(c.owner)).flatMap((e) => e.openOffers)).toEqual([]);

    await cancel(c.owner, id);
    const entries = await list(c.owner);
    const offered = entries.filter((e) => e.openOffers.length > 0);
    expect(offered.map((e) => e.id)).toEqual([wants.id]);
    expect(offered[0]?.openOffers).toMatchObject([{ date: DAY, startTime: '14:00' }]);

    const sent = await sentOffers(c);
    expect([...sent.keys()]).toEqual(['5511907654320']);
    const message = standIn.messages.find((m) => m.template === 'oferta_lista_espera' && m.phoneNumberId === c.phoneNumberId);
    expect(message?.parameters.slice(0, 3)).toEqual([
      'Paciente',
      `${DAY.slice(8, 10)}/${DAY.slice(5, 7)}/${DAY.slice(0, 4)}`,
      '14:00',
    ]);
  });

  it('not to a patient who holds another appointment then', async () => {
    const c = await newClinic();
    const team = await server.request('/api/professionals', { token: c.owner.token });
    const first = (await json<{ professionals: { id: string }[] }>(team)).professionals[0]?.id;
    const res = await server.request('/api/professionals', {
      method: 'POST',
      token: c.owner.token,
      json: { name: 'Bruno Alves' },
    });
    expect(res.status).toBe(201);
    const bruno = (await json<{ professional: { id: string } }>(res)).professional.id;
    const busy = await createAppointment(server, c.owner, {
      clientId: c.clients[1],
      serviceId: c.cleaning,
      professionalId: bruno,
      date: DAY,
      startTime: '16:00',
      endTime: '16:30',
      notes: '',
    });
    expect(busy.id).toBeTruthy();
    const { id } = await createAppointment(server, c.owner, {
      clientId: c.clients[6],
      serviceId: c.cleaning,
      professionalId: first,
      date: DAY,
      startTime: '16:00',
      endTime: '16:30',
      notes: '',
    });
    await added(c.owner, { clientId: c.clients[1], serviceId: c.cleaning });
    const free = await added(c.owner, { clientId: c.clients[0], serviceId: c.cleaning });
    await cancel(c.owner, id);
    expect((await list(c.owner)).filter((e) => e.openOffers.length > 0).map((e) => e.id)).toEqual([free.id]);
  });

  it('to the first N at once, oldest first; a reschedule frees its old slot', async () => {
    const c = await newClinic(2);
    const { id } = await bookSlot(c, WED, '10:00', '10:30');
    const entries = [];
    for (const i of [0, 1, 2, 3]) entries.push(await added(c.owner, { clientId: c.clients[i], serviceId: c.cleaning }));
    const moved = await server.request(`/api/appointments/${id}/reschedule`, {
      method: 'POST',
      token: c.owner.token,
      json: { date: WED, startTime: '16:00' },
    });
    expect(moved.status).toBe(200);
    const offered = (await list(c.owner)).filter((e) => e.openOffers.length > 0);
    expect(offered.map((e) => e.id)).toEqual([entries[0]?.id, entries[1]?.id]);
    expect(offered.map((e) => e.openOffers[0]?.startTime)).toEqual(['10:00', '10:00']);
  });
});

describe('accepting', () => {
  let c: Clinic;
  let links: Map<string, string>;
  let first: string;
  let second: string;
  beforeAll(async () => {
    c = await newClinic();
    const { id } = await bookSlot(c, DAY, '15:00', '15:30');
    await added(c.owner, { clientId: c.clients[0], serviceId: c.cleaning });
    await added(c.owner, { clientId: c.clients[1], serviceId: c.cleaning });
    await cancel(c.owner, id);
    links = await sentOffers(c);
    first = links.get('5511907654320') as string;
    second = links.get('5511917654321') as string;
  });

  it('the link opens the slot at /espera/{token}', async () => {
    expect(links.size).toBe(2);
    const res = await page(first);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('Quero este horário');
    expect(html).toContain('15:00 às 15:30');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
  });

  it('books the slot once: confirmed in the calendar, the entry leaves the list; the other offer is told it was taken', async () => {
    const res = await accept(first);
    expect(res.status).toBe(200);
    const body = await json<{ appointmentId: string; offer: { status: string } }>(res);
    expect(body.offer.status).toBe('aceita');
    const day = await server.request(`/api/appointments?startDate=${DAY}&endDate=${DAY}`, { token: c.owner.token });
    const appointments = (
      await json<{ appointments: { id: string; client: { id: string }; startTime: string; status: string }[] }>(day)
    ).appointments;
    expect(appointments.filter((a) => a.status !== 'CANCELLED')).toMatchObject([
      { id: body.appointmentId, client: { id: c.clients[0] }, startTime: '15:00', status: 'CONFIRMED' },
    ]);
    // Again: the same appointment, nothing more booked.
    const again = await accept(first);
    expect(again.status).toBe(200);
    expect((await json<{ appointmentId: string }>(again)).appointmentId).toBe(body.appointmentId);

    await expectError(await accept(second), 409, 'Este horário já foi preenchido.');
    expect(await (await page(second)).text()).toContain('Este horário já foi preenchido.');
    const left = await list(c.owner);
    expect(left.map((e) => e.clientId)).toEqual([c.clients[1]]);
    expect(left[0]?.openOffers).toEqual([]);
  });

  it('the page posts back and says what became of it', async () => {
    const res = await server.app.request(`/espera/${second}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`/espera/${second}?aviso=preenchido`);
  });

  it('answers 404 for a token that opens nothing', async () => {
    const forged = `${first.slice(0, 22)}${'A'.repeat(32)}`;
    await expectError(await accept(forged), 404, 'Oferta não encontrada.');
    await expectError(await accept('abc'), 404, 'Oferta não encontrada.');
    expect((await page(forged)).status).toBe(404);
  });
});

describe('expiry', () => {
  it('an offer lasts the clinic’s hours (never past the slot), then answers 409 expired', async () => {
    const c = await newClinic();
    const saved = await server.request('/api/waitlist/settings', {
      method: 'PUT',
      token: c.owner.token,
      json: { offerHours: 5, offersAtOnce: 3 },
    });
    expect(await json(saved)).toEqual({ settings: { offerHours: 5, offersAtOnce: 3 } });
    const { id } = await bookSlot(c, DAY, '11:00', '11:30');
    await added(c.owner, { clientId: c.clients[0], serviceId: c.cleaning });
    const before = Date.now();
    await cancel(c.owner, id);
    const [entry] = await list(c.owner);
    const expiresAt = Date.parse(entry?.openOffers[0]?.expiresAt ?? '');
    expect(expiresAt - before).toBeGreaterThan(5 * 3600_000 - 60_000);
    expect(expiresAt - before).toBeLessThan(5 * 3600_000 + 60_000);

    const token = (await sentOffers(c)).get('5511907654320') as string;
    await server.orm.em
      .getConnection()
      .execute(`update waitlist_offer set expires_at = now() - interval '1 minute' where token = ?`, [token]);
    await expectError(await accept(token), 409, 'Esta oferta expirou.');
    expect(await (await page(token)).text()).toContain('Esta oferta expirou.');
    // Expired offers are no longer listed as open; the patient stays on the list.
    expect((await list(c.owner)).map((e) => e.openOffers)).toEqual([[]]);
  });

  it('a removed entry’s offer closes', async () => {
    const c = await newClinic();
    const { id } = await bookSlot(c, DAY, '09:00', '09:30');
    const entry = await added(c.owner, { clientId: c.clients[0], serviceId: c.cleaning });
    await cancel(c.owner, id);
    const token = (await sentOffers(c)).get('5511907654320') as string;
    expect((await server.request(`/api/waitlist/${entry.id}`, { method: 'DELETE', token: c.owner.token })).status).toBe(200);
    await expectError(await accept(token), 409, 'Esta oferta não está mais disponível.');
  });
});

describe('blocking a period and checkout announce their changes', () => {
  const remindersOf = async (c: Clinic, appointmentId: string) => {
    const res = await server.request(`/api/messages?appointmentId=${appointmentId}`, { token: c.owner.token });
    expect(res.status).toBe(200);
    return (await json<{ messages: { kind: string; status: string }[] }>(res)).messages;
  };

  it('a block that cancels its appointments takes their reminders away, and offers nothing inside the block', async () => {
    const c = await newClinic();
    const { id } = await bookSlot(c, WED, '09:00', '09:30');
    await added(c.owner, { clientId: c.clients[0], serviceId: c.cleaning });
    expect((await remindersOf(c, id)).map((m) => m.status)).toEqual(['agendado']);
    const res = await server.request('/api/settings/blocks', {
      method: 'POST',
      token: c.owner.token,
      json: { title: 'Dedetização', startDate: WED, endDate: WED, allDay: true, cancelAppointments: true },
    });
    expect(res.status).toBe(201);
    expect(await remindersOf(c, id)).toEqual([]);
    expect((await list(c.owner)).map((e) => e.openOffers)).toEqual([[]]);
  });

  it('checkout (finalize) takes the completed appointment’s waiting reminders away', async () => {
    const c = await newClinic();
    const { id } = await bookSlot(c, WED, '10:00', '10:30');
    expect((await remindersOf(c, id)).map((m) => m.status)).toEqual(['agendado']);
    const res = await server.request('/api/appointments/complete', {
      method: 'POST',
      token: c.owner.token,
      json: {
        appointmentId: id,
        services: [{ id: c.cleaning }],
        products: [],
        paymentMethod: 'PIX',
        paymentStatus: 'PAID',
        notes: '',
      },
    });
    expect(res.status).toBe(200);
    expect(await remindersOf(c, id)).toEqual([]);
  });
});
