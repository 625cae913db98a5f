import { addDays } from '@agenda/br';
import { easterSunday } from '@agenda/br/holidays';
import { requestEm, runSql, sql } from '@agenda/db';
import { bookingBlockReason, holidaysForYear } from '@agenda/settings/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freeWeek, nextLeapYear, nextYear } from '@agenda/server/testing';
import type { Owner } from '@agenda/server/testing';
import { type TestServer, registeredOwner, startTestServer } from '@agenda/server/testing';

// A calendar year ahead (its holidays computed, Easter-based ones included), a week without
// holidays a month ahead, and a leap year for the longest period.
const Y = nextYear();
const GOOD_FRIDAY = addDays(easterSunday(Y), -2);
const WEEK = freeWeek(4);
const LEAP = nextLeapYear();

let server: TestServer;
let owner: Owner;
let other: Owner;

beforeAll(async () => {
  server = await startTestServer();
  [owner, other] = [await registeredOwner(server), await registeredOwner(server)];
});
afterAll(() => server.close());

type Json = Record<string, unknown>;
type Holiday = { date: string; name: string; type: string };

async function call(path: string, init: { method?: string; json?: unknown; token?: string } = {}) {
  const res = await server.request(path, { token: owner.token, ...init });
  return { status: res.status, body: (await res.json()) as Json };
}
const as =
  (who: { token: string }) =>
  (path: string, init: { method?: string; json?: unknown } = {}) =>
    call(path, { ...init, token: who.token });

async function holidaysOf(who: { token: string }, year: number): Promise<Holiday[]> {
  const res = await as(who)(`/api/holidays?year=${year}`);
  expect(res.status).toBe(200);
  return res.body.holidays as Holiday[];
}

describe('GET/PUT /api/settings', () => {
  it('creates the defaults on first read (calendar toggles: national and state on, city off)', async () => {
    const fresh = await registeredOwner(server);
    const res = await as(fresh)('/api/settings');
    expect(res.status).toBe(200);
    expect(res.body.settings).toEqual({
      primaryColor: '#667eea',
      secondaryColor: '#764ba2',
      blockedDayColor: '#9CA3AF4D',
      appointmentColors: [
        '#667eea',
        '#764ba2',
        '#3b82f6',
        '#06b6d4',
        '#10b981',
        '#84cc16',
        '#f59e0b',
        '#f97316',
        '#ef4444',
        '#ec4899',
        '#8b5cf6',
        '#14b8a6',
      ],
      nationalHolidays: true,
      stateHolidays: true,
      cityHolidays: false,
      lunchBreakEnabled: false,
      lunchBreakStart: '12:00',
      lunchBreakEnd: '13:00',
    });
    const rows = await runSql<{ n: number }>(
      server.orm.em,
      sql`select count(*)::int as n from agenda_settings where company_id = ${fresh.user.companyId}`,
    );
    expect(rows[0]?.n).toBe(1);
  });

  it('creates one row even when the first reads race', async () => {
    const fresh = await registeredOwner(server);
    const answers = await Promise.all([1, 2, 3, 4].map(() => as(fresh)('/api/settings')));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    const rows = await runSql<{ n: number }>(
      server.orm.em,
      sql`select count(*)::int as n from agenda_settings where company_id = ${fresh.user.companyId}`,
    );
    expect(rows[0]?.n).toBe(1);
  });

  it('saves a partial update and keeps it (persisted, also over tRPC)', async () => {
    const fresh = await registeredOwner(server);
    const colors = [
      '#ff006e',
      '#fb5607',
      '#ffbe0b',
      '#8338ec',
      '#3a86ff',
      '#06d6a0',
      '#ef476f',
      '#118ab2',
      '#f72585',
      '#7209b7',
      '#4cc9f0',
      '#38b000',
    ];
    const put = await as(fresh)('/api/settings', {
      method: 'PUT',
      json: {
        primaryColor: '#112233',
        blockedDayColor: '#ff000050',
        appointmentColors: colors,
        lunchBreakEnabled: true,
        lunchBreakStart: '11:30',
      },
    });
    expect(put.status).toBe(200);
    expect(put.body.settings).toMatchObject({ primaryColor: '#112233', secondaryColor: '#764ba2', lunchBreakStart: '11:30' });

    // A new request (new EntityManager) reads it back from the database.
    const again = await as(fresh)('/api/settings');
    expect(again.body.settings).toMatchObject({
      primaryColor: '#112233',
      blockedDayColor: '#ff000050',
      appointmentColors: colors,
      lunchBreakEnabled: true,
      lunchBreakStart: '11:30',
      lunchBreakEnd: '13:00',
    });
    const trpc = await server.request('/trpc/settings.get', { token: fresh.token });
    expect(trpc.status).toBe(200);
    const body = (await trpc.json()) as { result: { data: { settings: Json } } };
    expect(body.result.data.settings.primaryColor).toBe('#112233');

    const mutation = await server.request('/trpc/settings.update', {
      method: 'POST',
      token: fresh.token,
      json: { cityHolidays: true },
    });
    expect(mutation.status).toBe(200);
    expect((await as(fresh)('/api/settings')).body.settings).toMatchObject({ cityHolidays: true, primaryColor: '#112233' });
  });

  it.each([
    [{ primaryColor: 'azul' }, 'Cor inválida'],
    [{ blockedDayColor: '#12' }, 'Cor inválida'],
    [{ appointmentColors: ['#ffffff'] }, 'Informe 12 cores de agendamento'],
    [{ appointmentColors: [...Array(11).fill('#ffffff'), 'red'] }, 'Cor inválida'],
    [{ lunchBreakStart: '25:00' }, 'Horário inválido'],
    [{ lunchBreakStart: '14:00' }, 'O fim do intervalo de almoço deve ser posterior ao início'],
    [{ nationalHolidays: 'sim' }, 'Valor inválido'],
  ])('refuses %o with 400', async (json, message) => {
    const res = await call('/api/settings', { method: 'PUT', json });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: message });
  });

  it('refuses a broken body with 400', async () => {
    const res = await server.request('/api/settings', {
      method: 'PUT',
      token: owner.token,
      body: '[1,',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
  });
});

describe('401 without a valid token', () => {
  it.each([
    ['GET', '/api/settings'],
    ['PUT', '/api/settings'],
    ['GET', '/api/settings/all'],
    ['GET', '/api/settings/location-holidays'],
    ['GET', `/api/holidays?year=${Y}`],
    ['GET', `/api/blocked-days?startDate=${Y}-01-01&endDate=${Y}-01-31`],
    ['GET', '/api/settings/holidays'],
    ['POST', '/api/settings/holidays'],
    ['PUT', '/api/settings/holidays/00000000-0000-4000-8000-000000000000'],
    ['DELETE', '/api/settings/holidays/00000000-0000-4000-8000-000000000000'],
    ['GET', '/api/settings/bridges'],
    ['POST', '/api/settings/bridges'],
    ['PUT', '/api/settings/bridges/00000000-0000-4000-8000-000000000000'],
    ['DELETE', '/api/settings/bridges/00000000-0000-4000-8000-000000000000'],
    ['GET', '/api/settings/blocks'],
    ['POST', '/api/settings/blocks'],
    ['PUT', '/api/settings/blocks/00000000-0000-4000-8000-000000000000'],
    ['DELETE', '/api/settings/blocks/00000000-0000-4000-8000-000000000000'],
    ['GET', '/api/settings/unblocks'],
    ['POST', '/api/settings/unblocks'],
    ['PUT', '/api/settings/unblocks/00000000-0000-4000-8000-000000000000'],
    ['DELETE', '/api/settings/unblocks/00000000-0000-4000-8000-000000000000'],
  ])('%s %s', async (method, path) => {
    for (const token of [undefined, 'not-a-jwt']) {
      const res = await server.request(path, { method, token, json: method === 'GET' || method === 'DELETE' ? undefined : {} });
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ error: 'Sessão expirada ou inválida. Faça login novamente.' });
    }
  });

  it('over tRPC too', async () => {
    expect((await server.request('/trpc/settings.all')).status).toBe(401);
  });
});

/** One CRUD kind of the dialog: its REST path, a valid payload, and its 400 cases. */
const kinds = [
  {
    path: '/api/settings/holidays',
    list: 'holidays',
    one: 'holiday',
    valid: { name: 'Padroeira', date: `${Y}-03-10` },
    created: { name: 'Padroeira', date: `${Y}-03-10`, type: 'CUSTOM', recurring: false, enabled: true },
    edit: { name: 'Padroeira da cidade', type: 'CITY', recurring: true },
    invalid: [
      [{}, 'Informe o nome e a data do feriado'],
      [{ name: 'Padroeira' }, 'Informe o nome e a data do feriado'],
      [{ name: '  ', date: `${Y}-03-10` }, 'Informe o nome e a data do feriado'],
      [{ name: 'Padroeira', date: `10/03/${Y}` }, 'Data inválida'],
      [{ name: 'Padroeira', date: `${Y}-03-10`, type: 'NATIONAL' }, 'Tipo de feriado inválido'],
      [{ name: 'x'.repeat(201), date: `${Y}-03-10` }, 'Texto muito longo (máximo 200 caracteres)'],
    ],
    invalidEdit: [{ date: '' }, 'Informe o nome e a data do feriado'],
    notFound: 'Feriado não encontrado',
  },
  {
    path: '/api/settings/bridges',
    list: 'bridges',
    one: 'bridge',
    valid: { name: 'Ponte de Tiradentes', startDate: `${Y}-04-20`, endDate: `${Y}-04-20` },
    created: { name: 'Ponte de Tiradentes', startDate: `${Y}-04-20`, endDate: `${Y}-04-20`, enabled: true },
    edit: { endDate: `${Y}-04-22` },
    invalid: [
      [{ name: 'Ponte', startDate: `${Y}-04-20` }, 'Informe o nome, a data inicial e a data final da ponte'],
      [{ startDate: `${Y}-04-20`, endDate: `${Y}-04-21` }, 'Informe o nome, a data inicial e a data final da ponte'],
      [{ name: 'Ponte', startDate: `${Y}-04-20`, endDate: `${Y}-04-19` }, 'A data final deve ser igual ou posterior à inicial'],
    ],
    invalidEdit: [{ endDate: `${Y}-04-01` }, 'A data final deve ser igual ou posterior à inicial'],
    notFound: 'Ponte não encontrada',
  },
  {
    path: '/api/settings/blocks',
    list: 'blocks',
    one: 'block',
    valid: { title: 'Férias', startDate: `${Y}-07-01`, endDate: `${Y}-07-15` },
    created: {
      title: 'Férias',
      startDate: `${Y}-07-01`,
      endDate: `${Y}-07-15`,
      type: 'VACATION',
      allDay: true,
      startTime: null,
      endTime: null,
      enabled: true,
    },
    edit: { type: 'PERSONAL', allDay: false, startTime: '14:00', endTime: '16:00' },
    invalid: [
      [{ title: 'Férias', startDate: `${Y}-07-01` }, 'Informe o título, a data inicial e a data final do bloqueio'],
      [{ title: 'Férias', startDate: `${Y}-07-02`, endDate: `${Y}-07-01` }, 'A data final deve ser igual ou posterior à inicial'],
      [
        { title: 'Reunião', startDate: `${Y}-07-01`, endDate: `${Y}-07-01`, allDay: false },
        'Informe o horário inicial e o horário final do bloqueio',
      ],
      [
        { title: 'Reunião', startDate: `${Y}-07-01`, endDate: `${Y}-07-01`, allDay: false, startTime: '9h', endTime: '10h' },
        'Horário inválido',
      ],
      [
        { title: 'Reunião', startDate: `${Y}-07-01`, endDate: `${Y}-07-01`, allDay: false, startTime: '10:00', endTime: '09:00' },
        'O horário final deve ser posterior ao inicial',
      ],
      [{ title: 'Férias', startDate: `${Y}-07-01`, endDate: `${Y}-07-01`, type: 'SICK' }, 'Tipo de bloqueio inválido'],
    ],
    invalidEdit: [{ startTime: '16:30' }, 'O horário final deve ser posterior ao inicial'],
    notFound: 'Bloqueio não encontrado',
  },
  {
    path: '/api/settings/unblocks',
    list: 'unblocks',
    one: 'unblock',
    valid: { date: `${Y}-12-25`, reason: 'Plantão de Natal' },
    created: { date: `${Y}-12-25`, reason: 'Plantão de Natal', enabled: true },
    edit: { reason: 'Mutirão' },
    invalid: [
      [{ date: `${Y}-12-25` }, 'Informe a data e o motivo do desbloqueio'],
      [{ reason: 'Plantão' }, 'Informe a data e o motivo do desbloqueio'],
      [{ date: `${Y}-13-01`, reason: 'Plantão' }, 'Data inválida'],
    ],
    invalidEdit: [{ reason: '' }, 'Informe a data e o motivo do desbloqueio'],
    notFound: 'Desbloqueio não encontrado',
  },
] as const;

describe.each(kinds)('$path', (kind) => {
  it('creates (201), lists, edits, disables, enables and removes', async () => {
    const fresh = await registeredOwner(server);
    const api = as(fresh);
    const created = await api(kind.path, { method: 'POST', json: kind.valid });
    expect(created.status).toBe(201);
    const item = created.body[kind.one] as Json;
    expect(item).toEqual({ id: expect.any(String), ...kind.created });

    const list = await api(kind.path);
    expect(list.status).toBe(200);
    expect(list.body[kind.list]).toEqual([item]);

    const edited = await api(`${kind.path}/${item.id}`, { method: 'PUT', json: kind.edit });
    expect(edited.status).toBe(200);
    expect(edited.body[kind.one]).toEqual({ ...item, ...kind.edit });

    const off = await api(`${kind.path}/${item.id}`, { method: 'PUT', json: { enabled: false } });
    expect((off.body[kind.one] as Json).enabled).toBe(false);
    const on = await api(`${kind.path}/${item.id}`, { method: 'PUT', json: { enabled: true } });
    expect((on.body[kind.one] as Json).enabled).toBe(true);

    const all = await api('/api/settings/all');
    expect(all.status).toBe(200);
    expect(all.body[kind.list]).toEqual([{ ...item, ...kind.edit, enabled: true }]);
    expect(all.body.settings).toMatchObject({ primaryColor: '#667eea' });

    const removed = await api(`${kind.path}/${item.id}`, { method: 'DELETE' });
    expect(removed).toEqual({ status: 200, body: { ok: true } });
    expect((await api(kind.path)).body[kind.list]).toEqual([]);
    expect((await api(`${kind.path}/${item.id}`, { method: 'DELETE' })).status).toBe(404);
  });

  it.each(kind.invalid.map(([json, message]) => [json, message] as const))('refuses %o with 400', async (json, message) => {
    const res = await call(kind.path, { method: 'POST', json });
    expect(res).toEqual({ status: 400, body: { error: message } });
  });

  it('refuses an edit that breaks the rules with 400', async () => {
    const created = await call(kind.path, { method: 'POST', json: kind.edit ? { ...kind.valid, ...kind.edit } : kind.valid });
    expect(created.status).toBe(201);
    const id = (created.body[kind.one] as Json).id;
    const [json, message] = kind.invalidEdit;
    expect(await call(`${kind.path}/${id}`, { method: 'PUT', json })).toEqual({ status: 400, body: { error: message } });
    expect(await call(`${kind.path}/${id}`, { method: 'PUT', json: { enabled: 'no' } })).toEqual({
      status: 400,
      body: { error: 'Valor inválido' },
    });
  });

  it("answers 404 for another company's item, an unknown id and a malformed id, and leaves the item alone", async () => {
    const created = await call(kind.path, { method: 'POST', json: kind.valid });
    const item = created.body[kind.one] as Json;
    const foreign = as(other);
    const notFound = { status: 404, body: { error: kind.notFound } };
    expect(await foreign(`${kind.path}/${item.id}`, { method: 'PUT', json: { enabled: false } })).toEqual(notFound);
    expect(await foreign(`${kind.path}/${item.id}`, { method: 'DELETE' })).toEqual(notFound);
    expect((await foreign(kind.path)).body[kind.list]).not.toContainEqual(expect.objectContaining({ id: item.id }));
    expect(await call(`${kind.path}/9b2f8a3e-58c4-4bd4-9a55-4cfd1b2b3d11`, { method: 'PUT', json: {} })).toEqual(notFound);
    expect(await call(`${kind.path}/not-a-uuid`, { method: 'DELETE' })).toEqual(notFound);
    const mine = (await call(kind.path)).body[kind.list] as Json[];
    expect(mine.find((i) => i.id === item.id)).toEqual(item);
  });
});

describe('GET /api/holidays for a São Paulo-SP company', () => {
  it('lists national and state holidays by default, city ones only when turned on', async () => {
    const fresh = await registeredOwner(server);
    const holidays = await holidaysOf(fresh, Y);
    expect(holidays).toContainEqual({ date: `${Y}-07-09`, name: 'Revolução Constitucionalista', type: 'STATE' });
    expect(holidays).toContainEqual({
      date: `${Y}-11-20`,
      name: 'Dia Nacional de Zumbi e da Consciência Negra',
      type: 'NATIONAL',
    });
    expect(holidays).toContainEqual({ date: `${Y}-12-25`, name: 'Natal', type: 'NATIONAL' });
    expect(holidays).toContainEqual({ date: GOOD_FRIDAY, name: 'Sexta-feira Santa', type: 'NATIONAL' });
    expect(holidays.find((h) => h.date === `${Y}-01-25`)).toBeUndefined();
    expect(holidays.find((h) => h.date === `${Y}-06-24`)).toBeUndefined();
    expect(holidays.map((h) => h.date)).toEqual([...holidays.map((h) => h.date)].sort());

    await as(fresh)('/api/settings', { method: 'PUT', json: { cityHolidays: true } });
    expect(await holidaysOf(fresh, Y)).toContainEqual({ date: `${Y}-01-25`, name: 'Aniversário de São Paulo', type: 'CITY' });

    await as(fresh)('/api/settings', { method: 'PUT', json: { nationalHolidays: false, stateHolidays: false } });
    const onlyCity = await holidaysOf(fresh, Y);
    expect(onlyCity.map((h) => h.type)).toEqual(['CITY']);
  });

  it('adds enabled custom holidays, recurring ones in later years too', async () => {
    const fresh = await registeredOwner(server);
    const api = as(fresh);
    await api('/api/settings/holidays', {
      method: 'POST',
      json: { name: 'Aniversário da clínica', date: `${Y}-08-15`, recurring: true },
    });
    await api('/api/settings/holidays', { method: 'POST', json: { name: 'Padroeira', date: `${Y}-05-20`, type: 'CITY' } });
    await api('/api/settings/holidays', { method: 'POST', json: { name: 'Desligado', date: `${Y}-10-01`, enabled: false } });
    const thisYear = await holidaysOf(fresh, Y);
    expect(thisYear).toContainEqual({ date: `${Y}-08-15`, name: 'Aniversário da clínica', type: 'CUSTOM' });
    expect(thisYear).toContainEqual({ date: `${Y}-05-20`, name: 'Padroeira', type: 'CITY' });
    expect(thisYear.find((h) => h.name === 'Desligado')).toBeUndefined();
    const followingYear = await holidaysOf(fresh, Y + 1);
    expect(followingYear).toContainEqual({ date: `${Y + 1}-08-15`, name: 'Aniversário da clínica', type: 'CUSTOM' });
    expect(followingYear.find((h) => h.name === 'Padroeira')).toBeUndefined();
    expect((await holidaysOf(fresh, Y - 1)).find((h) => h.name === 'Aniversário da clínica')).toBeUndefined();
  });

  it('follows the company city: a Rio de Janeiro-RJ clinic gets its own state and city holidays', async () => {
    const rio = await registeredOwner(server, { companyCity: 'Rio de Janeiro', companyState: 'RJ' });
    await as(rio)('/api/settings', { method: 'PUT', json: { cityHolidays: true } });
    const holidays = await holidaysOf(rio, Y);
    expect(holidays.find((h) => h.date === `${Y}-07-09`)).toBeUndefined();
    expect(holidays.find((h) => h.date === `${Y}-01-25`)).toBeUndefined();
    expect(holidays.some((h) => h.type === 'STATE')).toBe(true);
    const location = await as(rio)(`/api/settings/location-holidays?year=${Y}`);
    expect(location.body).toMatchObject({ year: Y, state: 'RJ', city: 'Rio de Janeiro' });
  });

  it('answers the location calendar whatever the toggles, and the current year without ?year', async () => {
    const res = await call(`/api/settings/location-holidays?year=${Y}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ year: Y, state: 'SP', city: 'São Paulo', cityKnown: true });
    expect(res.body.holidays).toContainEqual({ date: `${Y}-01-25`, name: 'Aniversário de São Paulo', type: 'CITY' });
    const current = await call('/api/holidays');
    expect(current.status).toBe(200);
    const year = new Date().getFullYear();
    expect((current.body.holidays as Holiday[]).some((h) => h.date === `${year}-12-25`)).toBe(true);
  });

  it.each(['abc', '20261', '1800', '2026.5'])('refuses ?year=%s with 400', async (year) => {
    expect(await call(`/api/holidays?year=${year}`)).toEqual({ status: 400, body: { error: 'Ano inválido' } });
  });
});

describe('GET /api/blocked-days', () => {
  it('lists blocked days with the spec reasons and names, and the blocked ranges of open days', async () => {
    const fresh = await registeredOwner(server);
    const api = as(fresh);
    await api('/api/settings', { method: 'PUT', json: { lunchBreakEnabled: true } });
    await api('/api/settings/holidays', { method: 'POST', json: { name: 'Dia da Clínica', date: `${Y}-11-24` } });
    await api('/api/settings/bridges', {
      method: 'POST',
      json: { name: 'Ponte', startDate: `${Y}-11-21`, endDate: `${Y}-11-21` },
    });
    await api('/api/settings/blocks', {
      method: 'POST',
      json: { title: 'Dedetização', startDate: `${Y}-11-26`, endDate: `${Y}-11-26`, type: 'MAINTENANCE' },
    });
    await api('/api/settings/blocks', {
      method: 'POST',
      json: {
        title: 'Reunião',
        startDate: `${Y}-11-25`,
        endDate: `${Y}-11-25`,
        allDay: false,
        startTime: '15:00',
        endTime: '16:30',
      },
    });

    const res = await api(`/api/blocked-days?startDate=${Y}-11-20&endDate=${Y}-11-27`);
    expect(res.status).toBe(200);
    expect(res.body.days).toEqual([
      { date: `${Y}-11-20`, reason: 'Feriado Nacional', name: 'Dia Nacional de Zumbi e da Consciência Negra' },
      { date: `${Y}-11-21`, reason: 'Ponte de Feriado', name: 'Ponte' },
      { date: `${Y}-11-24`, reason: 'Feriado Personalizado', name: 'Dia da Clínica' },
      { date: `${Y}-11-26`, reason: 'Período Bloqueado', name: 'Dedetização' },
    ]);
    const ranges = res.body.ranges as { date: string; start: string; end: string; reason: string; name: string }[];
    expect(ranges.filter((r) => r.date === `${Y}-11-25`)).toEqual([
      { date: `${Y}-11-25`, start: '12:00', end: '13:00', reason: 'Intervalo de Almoço', name: 'Intervalo de almoço' },
      { date: `${Y}-11-25`, start: '15:00', end: '16:30', reason: 'Período Bloqueado', name: 'Reunião' },
    ]);
    // Ranges are given for open days only: 22, 23, 25 and 27 November.
    expect([...new Set(ranges.map((r) => r.date))]).toEqual([`${Y}-11-22`, `${Y}-11-23`, `${Y}-11-25`, `${Y}-11-27`]);

    const trpc = await server.request(
      `/trpc/settings.blockedDays?input=${encodeURIComponent(JSON.stringify({ startDate: `${Y}-11-20`, endDate: `${Y}-11-20` }))}`,
      { token: fresh.token },
    );
    expect(trpc.status).toBe(200);
  });

  it('honours the toggles and an unblock re-opens a holiday', async () => {
    const fresh = await registeredOwner(server);
    const api = as(fresh);
    const week = `/api/blocked-days?startDate=${Y}-12-21&endDate=${Y}-12-26`;
    expect((await api(week)).body.days).toEqual([{ date: `${Y}-12-25`, reason: 'Feriado Nacional', name: 'Natal' }]);

    await api('/api/settings', { method: 'PUT', json: { nationalHolidays: false } });
    expect((await api(week)).body.days).toEqual([]);
    await api('/api/settings', { method: 'PUT', json: { nationalHolidays: true } });

    const unblock = await api('/api/settings/unblocks', { method: 'POST', json: { date: `${Y}-12-25`, reason: 'Plantão' } });
    expect((await api(week)).body.days).toEqual([]);
    const id = (unblock.body.unblock as Json).id;
    await api(`/api/settings/unblocks/${id}`, { method: 'PUT', json: { enabled: false } });
    expect((await api(week)).body.days).toHaveLength(1);

    const jan = `/api/blocked-days?startDate=${Y}-01-25&endDate=${Y}-01-25`;
    expect((await api(jan)).body.days).toEqual([]);
    await api('/api/settings', { method: 'PUT', json: { cityHolidays: true } });
    expect((await api(jan)).body.days).toEqual([
      { date: `${Y}-01-25`, reason: 'Feriado Municipal', name: 'Aniversário de São Paulo' },
    ]);
  });

  it('spans a year boundary', async () => {
    const res = await call(`/api/blocked-days?startDate=${Y}-12-31&endDate=${Y + 1}-01-01`);
    expect(res.body.days).toEqual([{ date: `${Y + 1}-01-01`, reason: 'Feriado Nacional', name: 'Confraternização Universal' }]);
  });

  it.each([
    ['', 'Informe a data inicial e a data final'],
    [`?startDate=${Y}-01-01`, 'Informe a data inicial e a data final'],
    [`?startDate=${Y}-01-01&endDate=${Y}-02-30`, 'Data inválida'],
    [`?startDate=${Y}-02-01&endDate=${Y}-01-01`, 'A data final deve ser igual ou posterior à inicial'],
    [`?startDate=${Y}-01-01&endDate=${Y + 1}-01-02`, 'O intervalo máximo é de 366 dias'],
  ])('refuses %s with 400', async (query, message) => {
    expect(await call(`/api/blocked-days${query}`)).toEqual({ status: 400, body: { error: message } });
  });

  it('accepts exactly 366 days', async () => {
    expect((await call(`/api/blocked-days?startDate=${LEAP}-01-01&endDate=${LEAP}-12-31`)).status).toBe(200);
  });
});

describe('bookingBlockReason (what the calendar answers 409 with)', () => {
  const emFor = (who: { user: { companyId: string } }) => requestEm(server.orm, who.user.companyId);

  it('refuses a booking on a holiday and inside the lunch break, accepts a free slot', async () => {
    const fresh = await registeredOwner(server);
    const companyId = fresh.user.companyId;
    expect(await bookingBlockReason(emFor(fresh), companyId, { date: `${Y}-12-25`, startTime: '09:00', endTime: '09:30' })).toBe(
      'Este dia está bloqueado na agenda: Feriado Nacional (Natal)',
    );
    expect(await bookingBlockReason(emFor(fresh), companyId, { date: `${Y}-07-09`, startTime: '09:00', endTime: '09:30' })).toBe(
      'Este dia está bloqueado na agenda: Feriado Estadual (Revolução Constitucionalista)',
    );
    const lunchSlot = { date: WEEK.wed, startTime: '12:00', endTime: '12:30' };
    expect(await bookingBlockReason(emFor(fresh), companyId, lunchSlot)).toBeNull();

    await as(fresh)('/api/settings', { method: 'PUT', json: { lunchBreakEnabled: true } });
    expect(await bookingBlockReason(emFor(fresh), companyId, lunchSlot)).toBe(
      'Este horário está bloqueado na agenda: Intervalo de almoço',
    );
    expect(
      await bookingBlockReason(emFor(fresh), companyId, { date: WEEK.wed, startTime: '11:30', endTime: '12:30' }),
    ).not.toBeNull();
    expect(
      await bookingBlockReason(emFor(fresh), companyId, { date: WEEK.wed, startTime: '13:00', endTime: '13:30' }),
    ).toBeNull();

    // The other company's settings do not leak into this one.
    expect(await bookingBlockReason(emFor(other), other.user.companyId, lunchSlot)).toBeNull();
  });

  it('works on an EntityManager the request did not scope, and follows custom items', async () => {
    const fresh = await registeredOwner(server);
    await as(fresh)('/api/settings/blocks', {
      method: 'POST',
      json: {
        title: 'Curso',
        startDate: WEEK.mon,
        endDate: WEEK.fri,
        allDay: false,
        startTime: '08:00',
        endTime: '10:00',
      },
    });
    const em = requestEm(server.orm);
    expect(await bookingBlockReason(em, fresh.user.companyId, { date: WEEK.tue, startTime: '09:30', endTime: '10:00' })).toBe(
      'Este horário está bloqueado na agenda: Curso',
    );
    const holidays = await holidaysForYear(em, fresh.user.companyId, Y);
    expect(holidays).toContainEqual({
      date: `${Y}-11-20`,
      name: 'Dia Nacional de Zumbi e da Consciência Negra',
      type: 'NATIONAL',
    });
  });
});
