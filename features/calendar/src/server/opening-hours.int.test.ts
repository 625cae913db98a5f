import { addDays, nowInTimeZone, randomCpf, startOfWeekMonday } from '@agenda/br';
import { brazilianHolidays } from '@agenda/br/holidays';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, registeredOwner, startTestServer } from '@agenda/server/testing';

// Issue 13, items 1 and 2: bookings and reschedules stay inside the grid, the clinic's days and
// hours and the service's days and hours; the company profile ('Dados da Empresa') sets them.

let server: TestServer;

const PROFILE = {
  name: 'Clínica Seg a Qui',
  cnpj: '',
  phone: '(11) 3222-1111',
  cep: '01310-100',
  street: 'Avenida Paulista',
  number: '1000',
  neighborhood: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
  businessDays: [1, 2, 3, 4],
  openingTime: '08:00',
  closingTime: '20:00',
  timeZone: 'America/Sao_Paulo',
};

/** Monday of the first week from next week on with no national or São Paulo holiday. */
function quietMonday(): string {
  let monday = addDays(startOfWeekMonday(nowInTimeZone().date), 7);
  for (;;) {
    const days = Array.from({ length: 7 }, (_, i) => addDays(monday, i));
    const year = Number(monday.slice(0, 4));
    const holidays = new Set(
      [year, year + 1].flatMap((y) => brazilianHolidays(y, { state: 'SP', city: 'São Paulo' }).map((h) => h.date)),
    );
    if (!days.some((d) => holidays.has(d))) return monday;
    monday = addDays(monday, 7);
  }
}

const MON = quietMonday();
const TUE = addDays(MON, 1);
const FRI = addDays(MON, 4);
const SAT = addDays(MON, 5);
const SUN = addDays(MON, 6);

async function body(res: Response) {
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

async function clinic() {
  const o = await registeredOwner(server, { businessDays: [1, 2, 3, 4] });
  const post = (path: string, json: unknown) => server.request(path, { method: 'POST', token: o.token, json });
  const type = ((await (await post('/service-types', { name: 'Prevenção' })).json()) as { serviceType: { id: string } })
    .serviceType;
  // 'Seg a Sex, 08:00–18:00'
  const weekdays = { saturdayEnabled: false, sundayEnabled: false, startTime: '08:00', endTime: '18:00' };
  const service = (
    (await (
      await post('/services', { name: 'Limpeza', serviceTypeId: type.id, duration: 45, price: 150, ...weekdays })
    ).json()) as { service: { id: string } }
  ).service;
  const client = (
    (await (await post('/api/clients', { fullName: 'João Pereira', cpf: randomCpf(), phone: '11987654321' })).json()) as {
      client: { id: string };
    }
  ).client;
  const book = (date: string, startTime: string) =>
    post('/api/appointments', { clientId: client.id, serviceId: service.id, date, startTime, endTime: null, notes: '' });
  const reschedule = (id: string, date: string, startTime: string) =>
    post(`/api/appointments/${id}/reschedule`, { date, startTime, notes: 'Pedido do cliente' });
  const profile = (changes: Record<string, unknown>) =>
    server.request('/api/company', { method: 'PUT', token: o.token, json: { ...PROFILE, ...changes } });
  return { ...o, book, reschedule, profile };
}

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe('business days and hours on booking', () => {
  it("refuses the clinic's closed days, the service's days and hours, and names the reason (409)", async () => {
    const c = await clinic();
    expect(await body(await c.book(FRI, '10:00'))).toEqual({
      status: 409,
      body: { error: 'A clínica não atende às sextas-feiras' },
    });
    expect(await body(await c.book(SAT, '15:00'))).toEqual({ status: 409, body: { error: 'A clínica não atende aos sábados' } });
    expect((await c.profile({ businessDays: [1, 2, 3, 4, 5, 6] })).status).toBe(200);
    expect(await body(await c.book(SAT, '15:00'))).toEqual({
      status: 409,
      body: { error: 'O serviço Limpeza não é oferecido aos sábados' },
    });
    // 17:30 + 45 min ends at 18:15, after the service's 18:00.
    expect(await body(await c.book(MON, '17:30'))).toEqual({
      status: 409,
      body: { error: 'O serviço Limpeza só pode ser agendado entre 08:00 e 18:00' },
    });
    expect(await body(await c.book(MON, '19:30'))).toEqual({
      status: 409,
      body: { error: 'Horário fora da grade da agenda (08:00 às 20:00)' },
    });
    expect((await c.profile({ openingTime: '09:00', closingTime: '17:00', businessDays: [1, 2, 3, 4, 5, 6] })).status).toBe(200);
    expect(await body(await c.book(MON, '08:30'))).toEqual({
      status: 409,
      body: { error: 'Fora do horário de funcionamento da clínica (09:00 às 17:00)' },
    });
    expect((await c.book(MON, '09:00')).status).toBe(201);
    expect((await c.book(FRI, '16:00')).status).toBe(201);
  });
});

describe('business days and hours on reschedule', () => {
  it('refuses Sunday, 06:00, 21:00 and 14:10, which the grid cannot draw, naming why', async () => {
    const c = await clinic();
    const booked = (await (await c.book(TUE, '10:00')).json()) as { appointment: { id: string } };
    const id = booked.appointment.id;
    const cases: [string, string, number, string][] = [
      [SUN, '10:00', 409, 'A clínica não atende aos domingos'],
      [TUE, '06:00', 409, 'Horário fora da grade da agenda (08:00 às 20:00)'],
      [TUE, '21:00', 409, 'Horário fora da grade da agenda (08:00 às 20:00)'],
      [TUE, '14:10', 400, 'Escolha um horário da grade da agenda (de 30 em 30 minutos)'],
      [FRI, '10:00', 409, 'A clínica não atende às sextas-feiras'],
      [TUE, '17:30', 409, 'O serviço Limpeza só pode ser agendado entre 08:00 e 18:00'],
    ];
    for (const [date, time, status, error] of cases) {
      expect(await body(await c.reschedule(id, date, time)), `${date} ${time}`).toEqual({ status, body: { error } });
    }
    const moved = await body(await c.reschedule(id, TUE, '14:00'));
    expect(moved.status).toBe(200);
    const list = (await (
      await server.request(`/api/appointments?startDate=${MON}&endDate=${SAT}`, { token: c.token })
    ).json()) as {
      appointments: { date: string; startTime: string; endTime: string }[];
    };
    expect(list.appointments.map((a) => `${a.date} ${a.startTime}-${a.endTime}`)).toEqual([`${TUE} 14:00-14:45`]);
  });
});

describe('PUT /api/company (Dados da Empresa)', () => {
  it('saves the profile and answers it in the company config', async () => {
    const c = await clinic();
    const res = await body(
      await c.profile({ name: 'Clínica Nova', cnpj: '11.222.333/0001-81', city: 'Campinas', businessDays: [6, 1, 1] }),
    );
    expect(res.status).toBe(200);
    const config = (await (await server.request('/api/company/config', { token: c.token })).json()) as {
      company: Record<string, unknown>;
    };
    expect(config.company).toMatchObject({
      name: 'Clínica Nova',
      cnpj: '11222333000181',
      city: 'Campinas',
      state: 'SP',
      businessDays: [1, 6],
      openingTime: '08:00',
      closingTime: '20:00',
    });
  });

  it.each([
    [{ cnpj: '11.222.333/0001-82' }, 'CNPJ inválido'],
    [{ state: 'XX' }, 'Selecione uma UF válida'],
    [{ city: ' ' }, 'Informe a cidade'],
    [{ businessDays: [] }, 'Por favor, selecione pelo menos um dia de atendimento'],
    [{ businessDays: [0] }, 'Dias de atendimento inválidos'],
    [{ openingTime: '18:00', closingTime: '08:00' }, 'O horário de abertura deve ser antes do horário de fechamento'],
    [{ timeZone: 'Europe/Lisbon' }, 'Fuso horário inválido'],
    [{ name: '' }, 'Informe o nome do estabelecimento'],
  ])('answers 400 for %o', async (changes, error) => {
    const c = await clinic();
    expect(await body(await c.profile(changes))).toEqual({ status: 400, body: { error } });
  });

  it('answers 401 without a token', async () => {
    expect((await server.request('/api/company', { method: 'PUT', json: PROFILE })).status).toBe(401);
  });
});
