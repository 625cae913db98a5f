// @pooler-pass: the public free slots' one-round-trip read.
import { addDays, nowInTimeZone, randomCpf } from '@agenda/br';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BookingClinic, SETTINGS, bookingClinic, freshSlug, putSettings } from '@agenda/server/testing';
import {
  createAppointment,
  createClient,
  createService,
  createServiceType,
  expectError,
  json,
  openClinic,
} from '@agenda/server/testing';
import { freeWeek, today } from '@agenda/server/testing';
import { type TestServer, startTestServer } from '@agenda/server/testing';

// Issue 26, online booking, the public side: GET /api/public/booking/{slug}, …/slots, POST
// …/appointments and the page /agendar/{slug} — no sign-in, nothing about any patient.

const PAGE_NOT_FOUND = 'Página de agendamento não encontrada.';

let server: TestServer;
let clinic: BookingClinic;
const { tue: TUE, wed: WED, sat: SAT } = freeWeek(2);

const page = (slug: string) => server.request(`/api/public/booking/${slug}`);
const book = (slug: string, body: Record<string, unknown>) =>
  server.request(`/api/public/booking/${slug}/appointments`, { method: 'POST', json: body });
interface Slot {
  date: string;
  startTime: string;
  endTime: string;
  professionalIds: string[];
}
const slotsOf = async (c: BookingClinic, query: Record<string, string>) => {
  const params = new URLSearchParams({ serviceId: c.serviceId, ...query });
  const res = await server.request(`/api/public/booking/${c.slug}/slots?${params}`);
  expect(res.status).toBe(200);
  return (await json<{ slots: Slot[] }>(res)).slots;
};
const timesOn = (slots: Slot[], date: string) => slots.filter((s) => s.date === date).map((s) => s.startTime);
const randomMobile = () => `119${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
const patient = (c: BookingClinic, fields: Record<string, unknown> = {}) => ({
  serviceId: c.serviceId,
  date: TUE,
  startTime: '09:00',
  fullName: 'Ana Paula Moreira',
  cpf: randomCpf(),
  phone: '(11) 98765-4321',
  consent: true,
  ...fields,
});

beforeAll(async () => {
  server = await startTestServer();
  clinic = await bookingClinic(server);
});
afterAll(() => server?.close());

describe('GET /api/public/booking/{slug}', () => {
  it('shows the clinic, its text and what it offers, without signing in', async () => {
    const res = await page(clinic.slug);
    expect(res.status).toBe(200);
    const body = await json<Record<string, unknown>>(res);
    expect(body).toEqual({
      clinic: {
        name: 'Clínica Teste',
        address: 'Avenida Paulista, 1000 – Bela Vista, São Paulo/SP',
        text: 'Agende sua consulta.',
        privacyText: expect.stringContaining('LGPD'),
      },
      services: [{ id: clinic.serviceId, name: 'Limpeza', duration: 30, price: 150 }],
      professionals: [{ id: clinic.professionalId, name: expect.any(String), specialty: null, serviceIds: [clinic.serviceId] }],
    });
  });

  it('404 with one body for an unknown address and a page switched off (at once)', async () => {
    await expectError(await page('nao-existe-nada'), 404, PAGE_NOT_FOUND);
    const off = await bookingClinic(server);
    expect((await page(off.slug)).status).toBe(200);
    await putSettings(server, off, { ...SETTINGS, enabled: false, slug: off.slug });
    await expectError(await page(off.slug), 404, PAGE_NOT_FOUND);
    await expectError(await book(off.slug, patient(off)), 404, PAGE_NOT_FOUND);
    const html = await server.request(`/agendar/${off.slug}`, { headers: { accept: 'text/html' } });
    expect(html.status).toBe(404);
    expect(await html.text()).toContain('Esta página de agendamento não existe ou não está disponível no momento.');
  });
});

describe('POST /api/public/booking/{slug}/appointments: what is refused before any booking', () => {
  it.each([
    [{ cpf: '123.456.789-00' }, 'CPF inválido.'],
    [{ phone: '(11) 3222-1111' }, 'Informe um celular com DDD (11 dígitos).'],
    [{ phone: '119876' }, 'Informe um celular com DDD (11 dígitos).'],
    [{ consent: false }, 'É preciso aceitar a política de privacidade para agendar.'],
    [{ consent: undefined }, 'É preciso aceitar a política de privacidade para agendar.'],
    [{ fullName: '' }, 'Informe o nome completo.'],
    [{ email: 'ana@' }, 'E-mail inválido.'],
    [{ birthDate: '1899-12-31' }, 'Data de nascimento inválida.'],
  ])('400 for %j', async (fields, message) => {
    await expectError(await book(clinic.slug, patient(clinic, fields)), 400, message);
  });

  it('a filled honeypot books nothing and says nothing of why', async () => {
    await expectError(
      await book(clinic.slug, patient(clinic, { website: 'http://spam.example' })),
      400,
      'Não foi possível concluir o agendamento.',
    );
  });
});

describe('GET /api/public/booking/{slug}/slots', () => {
  it('offers the free half hours of the clinic’s day, each with who is free', async () => {
    const slots = await slotsOf(clinic, { from: TUE, to: TUE });
    expect(slots[0]).toEqual({ date: TUE, startTime: '08:00', endTime: '08:30', professionalIds: [clinic.professionalId] });
    expect(timesOn(slots, TUE).at(-1)).toBe('19:30');
  });

  it('leaves out a holiday and a blocked day', async () => {
    const c = await bookingClinic(server);
    await server.request('/api/settings/holidays', {
      method: 'POST',
      token: c.token,
      json: { name: 'Dia da Clínica', date: TUE },
    });
    await server.request('/api/settings/blocks', {
      method: 'POST',
      token: c.token,
      json: { title: 'Dedetização', startDate: WED, endDate: WED, type: 'MAINTENANCE' },
    });
    const slots = await slotsOf(c, { from: TUE, to: addDays(WED, 1) });
    expect(timesOn(slots, TUE)).toEqual([]);
    expect(timesOn(slots, WED)).toEqual([]);
    expect(timesOn(slots, addDays(WED, 1)).length).toBeGreaterThan(0);
  });

  it('keeps to the clinic’s days and hours', async () => {
    const c = await bookingClinic(server);
    await openClinic(server, c, { businessDays: [1, 2, 3, 4, 5], openingTime: '09:00', closingTime: '12:00' });
    const slots = await slotsOf(c, { from: TUE, to: SAT });
    expect(timesOn(slots, TUE)).toEqual(['09:00', '09:30', '10:00', '10:30', '11:00', '11:30']);
    expect(timesOn(slots, SAT)).toEqual([]);
  });

  it('keeps to the service’s days and hours', async () => {
    const c = await bookingClinic(server);
    const type = await createServiceType(server, c);
    const short = await createService(server, c, type.id, {
      name: 'Avaliação',
      duration: 30,
      startTime: '10:00',
      endTime: '11:00',
      tuesdayEnabled: false,
    });
    const slots = await slotsOf({ ...c, serviceId: short.id }, { from: TUE, to: WED });
    expect(timesOn(slots, TUE)).toEqual([]);
    expect(timesOn(slots, WED)).toEqual(['10:00', '10:30']);
  });

  it('keeps to the professional’s hours, and to whom the patient chose', async () => {
    const c = await bookingClinic(server);
    const res = await server.request(`/api/professionals/${c.professionalId}`, {
      method: 'PUT',
      token: c.token,
      json: { workingHours: [{ weekday: 2, start: '14:00', end: '15:30' }] },
    });
    expect(res.status).toBe(200);
    const slots = await slotsOf(c, { from: TUE, to: WED, professionalId: c.professionalId });
    expect(timesOn(slots, TUE)).toEqual(['14:00', '14:30', '15:00']);
    expect(timesOn(slots, WED)).toEqual([]);
  });

  it('leaves out a taken slot, naming nobody', async () => {
    const c = await bookingClinic(server);
    const client = await createClient(server, c);
    await createAppointment(server, c, {
      clientId: client.id,
      serviceId: c.serviceId,
      date: TUE,
      startTime: '09:00',
      endTime: '10:00',
      notes: '',
    });
    const times = timesOn(await slotsOf(c, { from: TUE, to: TUE }), TUE);
    expect(times).toContain('08:30');
    expect(times).not.toContain('09:00');
    expect(times).not.toContain('09:30');
    expect(times).toContain('10:00');
  });

  it('starts after the minimum notice and ends at the horizon', async () => {
    const c = await bookingClinic(server, { minNoticeHours: 48, maxDaysAhead: 10 });
    const start = nowInTimeZone('America/Sao_Paulo', new Date(Date.now() + 48 * 3_600_000));
    const slots = [
      ...(await slotsOf(c, { from: today(), to: addDays(today(), 5) })),
      ...(await slotsOf(c, { from: addDays(today(), 6), to: addDays(today(), 20) })),
    ];
    expect(slots.length).toBeGreaterThan(0);
    expect(slots.every((s) => `${s.date}T${s.startTime}` >= `${start.date}T${start.time}`)).toBe(true);
    expect(slots.every((s) => s.date <= addDays(today(), 10))).toBe(true);
  });

  it('400 for more than 31 days, a backwards range or a service not offered; 404 for an unknown page', async () => {
    await expectError(
      await server.request(
        `/api/public/booking/${clinic.slug}/slots?serviceId=${clinic.serviceId}&from=${TUE}&to=${addDays(TUE, 32)}`,
      ),
      400,
      'O período pode ter no máximo 31 dias.',
    );
    await expectError(
      await server.request(
        `/api/public/booking/${clinic.slug}/slots?serviceId=${clinic.serviceId}&from=${TUE}&to=${addDays(TUE, -1)}`,
      ),
      400,
      'A data final deve ser igual ou posterior à inicial.',
    );
    const other = await bookingClinic(server);
    await expectError(
      await server.request(`/api/public/booking/${clinic.slug}/slots?serviceId=${other.serviceId}&from=${TUE}&to=${TUE}`),
      400,
      'Este serviço não está disponível para agendamento online.',
    );
    await expectError(
      await server.request(`/api/public/booking/nada-aqui/slots?serviceId=${clinic.serviceId}&from=${TUE}&to=${TUE}`),
      404,
      PAGE_NOT_FOUND,
    );
  });
});

describe('GET /api/public/booking/{slug}/slots after its page changed', () => {
  // An instance remembers a page's row after its first read and re-checks it within the slots'
  // own statement: every change below must be answered at once, as if read afresh.
  it('follows what is offered, the horizon, the address and the switch at once', async () => {
    const c = await bookingClinic(server);
    const type = await createServiceType(server, c);
    const other = await createService(server, c, type.id, {
      name: 'Avaliação',
      duration: 30,
      startTime: '08:00',
      endTime: '20:00',
    });
    const slotsFor = (serviceId: string) =>
      server.request(`/api/public/booking/${c.slug}/slots?serviceId=${serviceId}&from=${TUE}&to=${TUE}`);
    const change = async (owner: BookingClinic, fields: Record<string, unknown>) =>
      expect((await putSettings(server, owner, { ...SETTINGS, slug: owner.slug, ...fields })).status).toBe(200);
    expect(timesOn(await slotsOf(c, { from: TUE, to: TUE }), TUE)).toHaveLength(24);

    await change(c, { serviceIds: [other.id] });
    await expectError(await slotsFor(c.serviceId), 400, 'Este serviço não está disponível para agendamento online.');
    expect(timesOn(await slotsOf({ ...c, serviceId: other.id }, { from: TUE, to: TUE }), TUE)).toHaveLength(24);
    // Offered again: the row remembered before would refuse it.
    await change(c, { serviceIds: [] });
    expect(timesOn(await slotsOf(c, { from: TUE, to: TUE }), TUE)).toHaveLength(24);

    await change(c, { maxDaysAhead: 1 });
    expect(await slotsOf(c, { from: TUE, to: TUE })).toEqual([]);

    // The clinic moves to another address and a second clinic takes this one: its offer is answered.
    await change(c, { slug: freshSlug() });
    const d = await bookingClinic(server);
    await change(d, { slug: c.slug });
    await expectError(await slotsFor(c.serviceId), 400, 'Este serviço não está disponível para agendamento online.');
    const theirs = await slotsOf({ ...d, slug: c.slug }, { from: TUE, to: TUE });
    expect(theirs[0]?.professionalIds).toEqual([d.professionalId]);

    await change({ ...d, slug: c.slug }, { enabled: false });
    await expectError(await slotsFor(d.serviceId), 404, PAGE_NOT_FOUND);
  });
});

interface Booked {
  appointment: { date: string; startTime: string; endTime: string; professional: string; service: string; status: string };
  patientLink: string;
}

describe('POST /api/public/booking/{slug}/appointments', () => {
  it('201: a new patient is created, the appointment is online and PENDING, the link opens it; nothing else is told', async () => {
    const c = await bookingClinic(server);
    const cpf = randomCpf();
    const res = await book(c.slug, patient(c, { cpf, startTime: '10:00', email: 'Ana@Exemplo.com.br', birthDate: '1990-05-10' }));
    expect(res.status).toBe(201);
    const body = await json<Booked>(res);
    expect(body).toEqual({
      appointment: {
        date: TUE,
        startTime: '10:00',
        endTime: '10:30',
        professional: expect.any(String),
        service: 'Limpeza',
        status: 'PENDING',
      },
      patientLink: expect.stringMatching(/\/p\/[A-Za-z0-9_-]{64}$/),
    });
    const link = await server.request(`/api/public/appointments/${body.patientLink.split('/p/')[1]}`);
    // The link of an online booking names nobody: its holder is whoever typed the CPF.
    expect((await json<{ appointment: { firstName: string } }>(link)).appointment.firstName).toBe('');
    const clients = await json<{ clients: { fullName: string; cpf: string; phone: string }[] }>(
      await server.request(`/api/clients?search=${cpf}`, { token: c.token }),
    );
    expect(clients.clients.map((x) => [x.fullName, x.cpf, x.phone])).toEqual([['Ana Paula Moreira', cpf, '11987654321']]);
    const week = await json<{ appointments: { startTime: string; origin: string; client: { fullName: string } }[] }>(
      await server.request(`/api/appointments?startDate=${TUE}&endDate=${TUE}`, { token: c.token }),
    );
    expect(week.appointments.map((a) => [a.startTime, a.origin, a.client.fullName])).toEqual([
      ['10:00', 'ONLINE', 'Ana Paula Moreira'],
    ]);
    // The slot is gone for the next patient.
    expect(timesOn(await slotsOf(c, { from: TUE, to: TUE }), TUE)).not.toContain('10:00');
    await expectError(
      await book(c.slug, patient(c, { startTime: '10:00' })),
      409,
      'Este horário não está disponível. Escolha outro.',
    );
  });

  it('CONFIRMED at once when the clinic confirms online bookings automatically', async () => {
    const c = await bookingClinic(server, { autoConfirm: true });
    const body = await json<Booked>(await book(c.slug, patient(c)));
    expect(body.appointment.status).toBe('CONFIRMED');
  });

  it("'Qualquer profissional': the first offered professional free then; the next one when that one is taken", async () => {
    const c = await bookingClinic(server);
    const res = await server.request('/api/professionals', { method: 'POST', token: c.token, json: { name: 'Dr. Bruno Lima' } });
    expect(res.status).toBe(201);
    const first = await json<Booked>(await book(c.slug, patient(c, { startTime: '11:00' })));
    const second = await json<Booked>(await book(c.slug, patient(c, { startTime: '11:00', professionalId: null })));
    expect(new Set([first.appointment.professional, second.appointment.professional]).size).toBe(2);
    await expectError(
      await book(c.slug, patient(c, { startTime: '11:00' })),
      409,
      'Este horário não está disponível. Escolha outro.',
    );
  });

  it('a slot before the minimum notice or past the horizon is refused like a taken one', async () => {
    const c = await bookingClinic(server, { maxDaysAhead: 3 });
    await expectError(
      await book(c.slug, patient(c, { date: addDays(today(), 20) })),
      409,
      'Este horário não está disponível. Escolha outro.',
    );
    await expectError(
      await book(c.slug, patient(c, { date: addDays(today(), -1) })),
      409,
      'Este horário não está disponível. Escolha outro.',
    );
  });

  it('an existing patient keeps their record; what they typed is kept for staff to compare', async () => {
    const c = await bookingClinic(server);
    const cpf = randomCpf();
    const stored = await createClient<{ id: string }>(server, c, { fullName: 'Mariana Souza Lima', cpf, phone: '11987650000' });
    const res = await book(
      c.slug,
      patient(c, { cpf, fullName: 'Mari Souza', phone: '11911112222', email: 'mari@exemplo.com', startTime: '12:00' }),
    );
    expect(res.status).toBe(201);
    const client = await json<{ client: { fullName: string; phone: string; email: string | null } }>(
      await server.request(`/api/clients/${stored.id}`, { token: c.token }),
    );
    expect(client.client).toMatchObject({ fullName: 'Mariana Souza Lima', phone: '11987650000', email: null });
    // Whoever typed this CPF learns nothing of the record it matched: their link greets no one by name.
    const { patientLink } = await json<Booked>(res);
    const page = await server.request(`/p/${patientLink.split('/p/')[1]}`);
    const html = await page.text();
    expect(html).toContain('Olá!');
    expect(html).not.toContain('Mariana');
    const list = await json<{ bookings: { clientId: string; clientName: string; newClient: boolean; differences: unknown[] }[] }>(
      await server.request('/api/booking/online-bookings', { token: c.token }),
    );
    const mine = list.bookings.find((b) => b.clientId === stored.id);
    expect(mine).toMatchObject({ clientName: 'Mariana Souza Lima', newClient: false });
    expect(mine?.differences).toEqual([
      { field: 'fullName', label: 'Nome', typed: 'Mari Souza', stored: 'Mariana Souza Lima' },
      { field: 'phone', label: 'Celular', typed: '11911112222', stored: '11987650000' },
      { field: 'email', label: 'E-mail', typed: 'mari@exemplo.com', stored: '' },
    ]);
  });

  it('at most 3 future online bookings per CPF and per mobile in the clinic', async () => {
    const c = await bookingClinic(server);
    const LIMIT =
      'Já existem 3 agendamentos online futuros para este CPF ou celular nesta clínica. Para agendar mais, fale com a clínica.';
    const cpf = randomCpf();
    for (const startTime of ['13:00', '13:30', '14:00'])
      expect((await book(c.slug, patient(c, { cpf, phone: randomMobile(), startTime }))).status).toBe(201);
    await expectError(await book(c.slug, patient(c, { cpf, phone: randomMobile(), startTime: '14:30' })), 409, LIMIT);
    const phone = randomMobile();
    for (const startTime of ['15:00', '15:30', '16:00'])
      expect((await book(c.slug, patient(c, { cpf: randomCpf(), phone, startTime }))).status).toBe(201);
    await expectError(await book(c.slug, patient(c, { cpf: randomCpf(), phone, startTime: '16:30' })), 409, LIMIT);
    // Another clinic counts its own.
    const other = await bookingClinic(server);
    expect((await book(other.slug, patient(other, { cpf, phone }))).status).toBe(201);
  });

  it('100 patients at once for one slot: exactly one 201, 99 × 409, and no client left by the losers', async () => {
    const c = await bookingClinic(server);
    const count = async () =>
      Number(
        (
          await server.orm.em
            .getConnection()
            .execute<{ n: string }[]>('select count(*) as n from client where company_id = ?', [c.companyId])
        )[0]?.n,
      );
    const before = await count();
    const statuses = await Promise.all(
      Array.from({ length: 100 }, () =>
        book(c.slug, patient(c, { cpf: randomCpf(), phone: randomMobile(), startTime: '17:00' })).then((r) => r.status),
      ),
    );
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(99);
    expect(await count()).toBe(before + 1);
  }, 120_000);
});

describe('the page /agendar/{slug}', () => {
  const html = (path: string, init: RequestInit = {}) =>
    server.request(path, { ...init, headers: { accept: 'text/html', ...(init.headers ?? {}) } });
  const form = (fields: Record<string, string>) => ({
    method: 'POST',
    body: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });

  it('walks service → professional → day → time → details with GET links, no script, a strict policy', async () => {
    const first = await html(`/agendar/${clinic.slug}`);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-security-policy')).toContain("default-src 'none'");
    const text = await first.text();
    expect(text).toContain('Clínica Teste');
    expect(text).toContain('Agende sua consulta.');
    expect(text).toContain(`servico=${clinic.serviceId}`);
    expect(text).not.toContain('<script');
    const professional = await (await html(`/agendar/${clinic.slug}?servico=${clinic.serviceId}`)).text();
    expect(professional).toContain('Escolha o profissional');
    const days = await (await html(`/agendar/${clinic.slug}?servico=${clinic.serviceId}&profissional=qualquer&de=${TUE}`)).text();
    expect(days).toContain('Escolha o dia');
    expect(days).toContain('Mais datas');
    expect(days).toMatch(/\d+ horários/);
    const times = await (
      await html(`/agendar/${clinic.slug}?servico=${clinic.serviceId}&profissional=qualquer&dia=${WED}`)
    ).text();
    expect(times).toContain('>08:00<');
    const details = await (
      await html(`/agendar/${clinic.slug}?servico=${clinic.serviceId}&profissional=qualquer&dia=${WED}&hora=08:00`)
    ).text();
    expect(details).toContain('Li e aceito a política de privacidade da clínica.');
    expect(details).toContain('name="website"');
  });

  it('books through the form: 303 to the done page, with the patient link and the .ics', async () => {
    const c = await bookingClinic(server);
    const fields = {
      servico: c.serviceId,
      profissional: 'qualquer',
      dia: WED,
      hora: '08:30',
      fullName: 'Carlos Eduardo Nunes',
      cpf: randomCpf(),
      phone: '(21) 99876-5432',
      email: '',
      birthDate: '',
      consent: 'sim',
      website: '',
    };
    const res = await html(`/agendar/${c.slug}`, form(fields));
    expect(res.status).toBe(303);
    const done = res.headers.get('location') ?? '';
    expect(done).toMatch(new RegExp(`^/agendar/${c.slug}/pronto\\?t=`));
    const page = await (await html(done)).text();
    expect(page).toContain('Agendamento realizado');
    expect(page).toContain('Confirmar ou cancelar');
    expect(page).toContain('08:30 às 09:00');
    const ics = await html(done.replace('/pronto', '/consulta.ics'));
    expect(ics.headers.get('content-type')).toContain('text/calendar');
    const cal = await ics.text();
    expect(cal).toContain('BEGIN:VEVENT');
    expect(cal).toContain(`DTSTART:${WED.replaceAll('-', '')}T113000Z`);
    // The same slot again: said on the form, with the nearest free ones to pick.
    const again = await html(`/agendar/${c.slug}`, form({ ...fields, cpf: randomCpf() }));
    expect(again.status).toBe(409);
    const retry = await again.text();
    expect(retry).toContain('Este horário acabou de ser reservado. Escolha outro:');
    expect(retry).toContain(`value="${WED}|08:00"`);
    expect(retry).toContain('Carlos Eduardo Nunes');
  });

  it('shows each field’s problem beside it (400) and keeps what was typed', async () => {
    const res = await html(
      `/agendar/${clinic.slug}`,
      form({
        servico: clinic.serviceId,
        profissional: 'qualquer',
        dia: WED,
        hora: '09:00',
        fullName: 'Zé da Silva',
        cpf: '111',
        phone: '1133334444',
      }),
    );
    expect(res.status).toBe(400);
    const page = await res.text();
    expect(page).toContain('CPF inválido.');
    expect(page).toContain('Informe um celular com DDD (11 dígitos).');
    expect(page).toContain('É preciso aceitar a política de privacidade para agendar.');
    expect(page).toContain('value="Zé da Silva"');
  });
});
