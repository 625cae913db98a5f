import { addDays, nowInTimeZone, randomCpf } from '@agenda/br';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, registeredOwner, startTestServer } from '@agenda/server/testing';
import { freeWorkingDay } from '@agenda/server/testing';

// The audit trail covers the patient, not only the chart: reads of the client's identity, saves
// of it with old and new values, and one row per search of the clients list.

type Owner = Awaited<ReturnType<typeof registeredOwner>>;
interface Event {
  id: string;
  at: string;
  resource: string;
  resourceId: string | null;
  action: string;
  userId: string | null;
  userName: string | null;
  detail: string | null;
  changes: { field: string; action: string; oldValue: unknown; newValue: unknown }[] | null;
}

const OWNER_NAME = 'Maria Clara Ferreira';
let server: TestServer;
let owner: Owner;
let other: Owner;

const get = (o: Owner, path: string) => server.request(path, { token: o.token });
const send = (o: Owner, method: string, path: string, json: unknown) => server.request(path, { method, token: o.token, json });
async function body<T>(res: Response, status = 200): Promise<T> {
  if (res.status !== status) throw new Error(`expected ${status}, got ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}
async function newClient(o: Owner, fullName = 'Helena Prado'): Promise<{ id: string; cpf: string }> {
  const res = await send(o, 'POST', '/api/clients', { fullName, cpf: randomCpf(), phone: '11987654321' });
  return (await body<{ client: { id: string; cpf: string } }>(res, 201)).client;
}
/** The trail as the database holds it (the API's own read would add a row). */
async function rows(companyId: string, where = 'true', params: unknown[] = []) {
  return server.orm.em
    .getConnection()
    .execute<{ client_id: string | null; resource: string; action: string; detail: string | null; changes: unknown }[]>(
      `select client_id, resource, action, detail, changes from clinical_audit_event
        where company_id = ? and ${where} order by seq`,
      [companyId, ...params],
    );
}
const trail = async (o: Owner, clientId: string, query = '') =>
  (await body<{ events: Event[] }>(await get(o, `/api/clients/${clientId}/audit${query}`))).events;

beforeAll(async () => {
  server = await startTestServer();
  owner = await registeredOwner(server);
  other = await registeredOwner(server);
});
afterAll(() => server.close());

describe('reads of the client identity', () => {
  it('records one event per read of the client, its history, its export and the trail itself', async () => {
    const c = await newClient(owner);
    expect((await get(owner, `/api/clients/${c.id}`)).status).toBe(200);
    const viaTrpc = await get(owner, `/trpc/clients.byId?input=${encodeURIComponent(JSON.stringify({ id: c.id }))}`);
    expect(viaTrpc.status).toBe(200);
    expect((await get(owner, `/api/clients/${c.id}/history`)).status).toBe(200);
    expect((await get(owner, `/api/clients/${c.id}/export`)).status).toBe(200);
    expect((await get(owner, `/api/clients/${c.id}/audit`)).status).toBe(200);
    const events = await trail(owner, c.id);
    expect(events.map((e) => [e.resource, e.action])).toEqual([
      ['audit_log', 'read'],
      ['client_export', 'read'],
      ['client_history', 'read'],
      ['client', 'read'],
      ['client', 'read'],
    ]);
    expect(events[0]).toMatchObject({ userId: owner.user.id, userName: OWNER_NAME });
  });

  it('records the read of an appointment’s details (calendar) on its client', async () => {
    const c = await newClient(owner);
    const type = await body<{ serviceType: { id: string } }>(
      await send(owner, 'POST', '/service-types', { name: 'Odontologia' }),
      201,
    );
    const service = await body<{ service: { id: string } }>(
      await send(owner, 'POST', '/services', { name: 'Consulta', serviceTypeId: type.serviceType.id, duration: 30, price: 150 }),
      201,
    );
    // A working day three weeks ahead that no holiday closes.
    const date = freeWorkingDay(21);
    const { appointment } = await body<{ appointment: { id: string } }>(
      await send(owner, 'POST', '/api/appointments', {
        clientId: c.id,
        serviceId: service.service.id,
        date,
        startTime: '10:00',
        endTime: '10:30',
        notes: '',
      }),
      201,
    );
    expect((await get(owner, `/api/appointments/${appointment.id}/details`)).status).toBe(200);
    const read = await rows(owner.user.companyId, `client_id = ? and resource = 'appointment_details'`, [c.id]);
    expect(read).toHaveLength(1);
  });
});

describe('changes of the client identity', () => {
  it('records one event per save with each field’s old and new value', async () => {
    const c = await newClient(owner);
    const newCpf = randomCpf();
    const res = await send(owner, 'PUT', `/api/clients/${c.id}`, {
      fullName: 'Helena Prado Lima',
      cpf: newCpf,
      phone: '(11) 91234-5678',
      email: 'helena@exemplo.com.br',
    });
    expect(res.status).toBe(200);
    const [saved] = (await trail(owner, c.id, '?action=update')).filter((e) => e.resource === 'client');
    expect(saved?.changes).toEqual([
      { field: 'fullName', action: 'modified', oldValue: 'Helena Prado', newValue: 'Helena Prado Lima' },
      { field: 'cpf', action: 'modified', oldValue: c.cpf, newValue: newCpf },
      { field: 'phone', action: 'modified', oldValue: '11987654321', newValue: '11912345678' },
      { field: 'email', action: 'added', oldValue: null, newValue: 'helena@exemplo.com.br' },
    ]);
    // A save that changes nothing is still a save, with no changes listed.
    await send(owner, 'PUT', `/api/clients/${c.id}`, { phone: '11912345678' });
    const updates = await rows(owner.user.companyId, `client_id = ? and action = 'update'`, [c.id]);
    expect(updates.map((r) => r.changes === null)).toEqual([false, true]);
  });
});

describe('list and search pages', () => {
  it('records one event per request with the search text, none per row', async () => {
    await newClient(owner, 'Rita Auditada');
    await newClient(owner, 'Rita Auditada Segunda');
    const before = await rows(owner.user.companyId, 'client_id is null');
    const res = await get(owner, `/api/clients?search=${encodeURIComponent('Rita Aud')}`);
    expect((await body<{ clients: unknown[] }>(res)).clients).toHaveLength(2);
    const after = await rows(owner.user.companyId, 'client_id is null');
    expect(after.slice(before.length)).toEqual([
      { client_id: null, resource: 'client_search', action: 'read', detail: 'Rita Aud', changes: null },
    ]);
    const viaTrpc = await get(owner, `/trpc/clients.list?input=${encodeURIComponent(JSON.stringify({ search: '' }))}`);
    expect(viaTrpc.status).toBe(200);
    expect(await rows(owner.user.companyId, 'client_id is null')).toHaveLength(after.length + 1);
  });

  it('records a CPF look-up: on the client found, or with no client when none is', async () => {
    const c = await newClient(owner);
    expect((await get(owner, `/api/clients/search/${c.cpf}`)).status).toBe(200);
    const missing = randomCpf();
    expect((await get(owner, `/api/clients/search/${missing}`)).status).toBe(200);
    const found = await rows(owner.user.companyId, `resource = 'client_cpf_lookup' and detail = ?`, [c.cpf]);
    expect(found.map((r) => r.client_id)).toEqual([c.id]);
    const none = await rows(owner.user.companyId, `resource = 'client_cpf_lookup' and detail = ?`, [missing]);
    expect(none.map((r) => r.client_id)).toEqual([null]);
  });
});

describe('the audit page', () => {
  it('filters by member, action and period', async () => {
    const c = await newClient(owner);
    await get(owner, `/api/clients/${c.id}`);
    await send(owner, 'PUT', `/api/clients/${c.id}`, { phone: '11900001111' });
    const today = nowInTimeZone().date;
    const updates = await trail(owner, c.id, '?action=update');
    expect(updates.map((e) => e.resource)).toEqual(['client']);
    const mine = await trail(owner, c.id, `?userId=${owner.user.id}&from=${today}&to=${today}`);
    expect(mine.length).toBeGreaterThanOrEqual(3);
    expect(mine.every((e) => e.userId === owner.user.id)).toBe(true);
    expect(await trail(owner, c.id, `?userId=${crypto.randomUUID()}`)).toEqual([]);
    expect(await trail(owner, c.id, `?to=${addDays(today, -2)}`)).toEqual([]);
    expect(await trail(owner, c.id, `?from=${addDays(today, 2)}`)).toEqual([]);
    expect((await get(owner, `/api/clients/${c.id}/audit?action=erase`)).status).toBe(400);
    // Today written the Brazilian way (dd/mm/aaaa) is not the API's yyyy-MM-dd.
    const [y, m, d] = today.split('-');
    expect((await get(owner, `/api/clients/${c.id}/audit?from=${d}/${m}/${y}`)).status).toBe(400);
  });

  it('exports the trail as CSV (UTF-8 with BOM, ;), filtered like the page', async () => {
    const c = await newClient(owner);
    await send(owner, 'PUT', `/api/clients/${c.id}`, { phone: '11955556666', city: 'Campinas; SP' });
    const res = await get(owner, `/api/clients/${c.id}/audit.csv?action=update`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv; charset=utf-8/);
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="acessos.csv"/);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes.slice(3)).trim().split('\r\n');
    expect(lines[0]).toBe('Quando;Quem;Ação;O quê;Alterações');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`;${OWNER_NAME};Alteração;Dados cadastrais;`);
    expect(lines[1]).toContain('Telefone: (11) 98765-4321 → (11) 95555-6666');
    expect(lines[1]).toContain('Cidade: — → Campinas; SP');
  });

  it('hides another company’s trail (404) and asks for a token (401)', async () => {
    const c = await newClient(owner);
    expect((await get(other, `/api/clients/${c.id}/audit`)).status).toBe(404);
    expect((await get(other, `/api/clients/${c.id}/audit.csv`)).status).toBe(404);
    expect((await server.request(`/api/clients/${c.id}/audit`)).status).toBe(401);
    expect((await server.request(`/api/clients/${c.id}/audit.csv`)).status).toBe(401);
    expect((await server.request('/api/clients?search=Rita')).status).toBe(401);
    expect(await rows(other.user.companyId, 'client_id = ?', [c.id])).toEqual([]);
  });

  it('stays append-only: the database refuses UPDATE and DELETE of the new rows', async () => {
    const conn = server.orm.em.getConnection();
    await expect(conn.execute(`update clinical_audit_event set detail = 'x' where client_id is null`)).rejects.toThrow(
      /append-only/,
    );
    await expect(conn.execute(`delete from clinical_audit_event where changes is not null`)).rejects.toThrow(/append-only/);
  });
});
