import { addDays, nowInTimeZone, randomCpf } from '@agenda/br';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, registeredOwner, startTestServer } from '@agenda/server/testing';

// The clients page's calls: the paginated search, delete vs archive, the client history and the
// LGPD export, on both prefixes (the page's /api/clients… and the shared client's /clients…).

type Owner = Awaited<ReturnType<typeof registeredOwner>>;
interface Listed {
  id: string;
  fullName: string;
  cpf: string;
  phone: string;
  registrationDate: string;
  appointmentCount: number;
  archivedAt: string | null;
}

const PREFIXES = ['/api/clients', '/clients'] as const;
const NOT_FOUND = 'Cliente não encontrado';
const BAD_PAGE = 'Paginação inválida: limit de 1 a 200 e offset a partir de 0';
const BAD_FILTER = 'Filtro inválido (use novos ou recorrentes)';
const UNAUTHORIZED = 'Sessão expirada ou inválida. Faça login novamente.';

let server: TestServer;
let other: Owner;

beforeAll(async () => {
  server = await startTestServer();
  other = await registeredOwner(server);
});
afterAll(() => server.close());

const json = async <T>(res: Response) => (await res.json()) as T;

async function newClient(token: string, fullName: string, phone = '11987654321') {
  const res = await server.request('/api/clients', { method: 'POST', token, json: { fullName, cpf: randomCpf(), phone } });
  if (res.status !== 201) throw new Error(`create failed: ${res.status} ${await res.text()}`);
  return (await json<{ client: Listed }>(res)).client;
}

async function service(token: string) {
  const type = await json<{ serviceType: { id: string } }>(
    await server.request('/service-types', { method: 'POST', token, json: { name: 'Prevenção' } }),
  );
  const res = await server.request('/services', {
    method: 'POST',
    token,
    json: { name: 'Limpeza', serviceTypeId: type.serviceType.id, duration: 30, price: 150.5 },
  });
  return (await json<{ service: { id: string } }>(res)).service.id;
}

/** Books the client on the first open weekday from two weeks ahead (holidays and blocks are skipped). */
async function book(token: string, clientId: string, serviceId: string, startTime = '09:00') {
  let date = addDays(nowInTimeZone().date, 14);
  for (let i = 0; i < 20; i++, date = addDays(date, 1)) {
    const [h, m] = startTime.split(':').map(Number) as [number, number];
    const endTime = `${String(h).padStart(2, '0')}:${String(m + 30).padStart(2, '0')}`;
    const res = await server.request('/api/appointments', {
      method: 'POST',
      token,
      json: { clientId, serviceId, date, startTime, endTime, notes: 'Convênio: Amil Dental' },
    });
    if (res.status === 201) return (await json<{ appointment: { id: string; date: string } }>(res)).appointment;
  }
  throw new Error('no open day to book');
}

const list = (token: string, query = '', prefix = '/api/clients') => server.request(`${prefix}${query}`, { token });

describe('GET /clients and /api/clients (search, filters, pages)', () => {
  let owner: Owner;
  let joao: Listed;
  let maria: Listed;
  let jose: Listed;
  let serviceId: string;

  beforeAll(async () => {
    owner = await registeredOwner(server);
    joao = await newClient(owner.token, 'João Conceição', '11955554444');
    maria = await newClient(owner.token, 'Maria Antônia Souza', '1133332222');
    jose = await newClient(owner.token, 'JOSÉ DA SILVA', '21987651234');
    serviceId = await service(owner.token);
    await book(owner.token, maria.id, serviceId);
    await book(owner.token, maria.id, serviceId, '10:00');
  });

  it('answers { clients, total } by name with appointment counts, on both prefixes and tRPC', async () => {
    for (const prefix of PREFIXES) {
      const res = await list(owner.token, '', prefix);
      expect(res.status).toBe(200);
      const page = await json<{ clients: Listed[]; total: number }>(res);
      expect(page.total).toBe(3);
      expect(page.clients.map((c) => c.fullName)).toEqual(['João Conceição', 'JOSÉ DA SILVA', 'Maria Antônia Souza']);
      expect(page.clients.map((c) => c.appointmentCount)).toEqual([0, 0, 2]);
      expect(page.clients[0]?.registrationDate).toBe(nowInTimeZone().date);
    }
    const trpc = await server.request(`/trpc/clients.list?input=${encodeURIComponent(JSON.stringify({ search: 'MARIA' }))}`, {
      token: owner.token,
    });
    const data = (await json<{ result: { data: { clients: Listed[]; total: number } } }>(trpc)).result.data;
    expect(data.clients.map((c) => c.id)).toEqual([maria.id]);
  });

  it('finds names without accents or case, and CPF or phone digits formatted or not', async () => {
    const names = async (search: string) =>
      (await json<{ clients: Listed[] }>(await list(owner.token, `?search=${encodeURIComponent(search)}`))).clients.map(
        (c) => c.fullName,
      );
    expect(await names('joao')).toEqual(['João Conceição']);
    expect(await names('CONCEICAO')).toEqual(['João Conceição']);
    expect(await names('jose')).toEqual(['JOSÉ DA SILVA']);
    expect(await names('antonia sou')).toEqual(['Maria Antônia Souza']);
    expect(await names('o')).toHaveLength(3);
    expect(await names(jose.cpf.slice(2, 8))).toEqual(['JOSÉ DA SILVA']);
    const masked = `${jose.cpf.slice(0, 3)}.${jose.cpf.slice(3, 6)}.${jose.cpf.slice(6, 9)}`;
    expect(await names(masked)).toEqual(['JOSÉ DA SILVA']);
    expect(await names('(11) 3333')).toEqual(['Maria Antônia Souza']);
    expect(await names('95555')).toEqual(['João Conceição']);
    expect(await names('_%')).toEqual([]);
  });

  it('filters Novos (registered in the last 30 days) and Recorrentes (an appointment at least)', async () => {
    const page = async (query: string) => json<{ clients: Listed[]; total: number }>(await list(owner.token, query));
    expect((await page('?filter=recorrentes')).clients.map((c) => c.id)).toEqual([maria.id]);
    expect((await page('?filter=novos')).total).toBe(3);
    expect((await page('?filter=todos')).total).toBe(3);
    expect((await page('?filter=recorrentes&search=joao')).total).toBe(0);
    const res = await list(owner.token, '?filter=antigos');
    expect(res.status).toBe(400);
    expect((await json<{ error: string }>(res)).error).toBe(BAD_FILTER);
  });

  it('pages with limit and offset, and refuses bounds outside 1–200 and offset below 0', async () => {
    const first = await json<{ clients: Listed[]; total: number }>(await list(owner.token, '?limit=2'));
    const second = await json<{ clients: Listed[]; total: number }>(await list(owner.token, '?limit=2&offset=2'));
    const beyond = await json<{ clients: Listed[]; total: number }>(await list(owner.token, '?limit=2&offset=10'));
    expect(first.clients.map((c) => c.id)).toEqual([joao.id, jose.id]);
    expect(second.clients.map((c) => c.id)).toEqual([maria.id]);
    expect([first.total, second.total, beyond.total]).toEqual([3, 3, 3]);
    expect(beyond.clients).toEqual([]);
    expect((await list(owner.token, '?limit=200')).status).toBe(200);
    for (const query of ['?limit=201', '?limit=0', '?offset=-1', '?limit=abc', '?limit=1.5']) {
      const res = await list(owner.token, query);
      expect(res.status, query).toBe(400);
      expect((await json<{ error: string }>(res)).error).toBe(BAD_PAGE);
    }
  });

  it('shows another company none of these clients', async () => {
    const page = await json<{ clients: Listed[]; total: number }>(await list(other.token, '?search=joao'));
    expect(page).toEqual({ clients: [], total: 0 });
  });
});

describe('DELETE /clients/{id} and /api/clients/{id}', () => {
  it('deletes a client without records and archives one with an appointment, out of the lists', async () => {
    const owner = await registeredOwner(server);
    const serviceId = await service(owner.token);
    for (const prefix of PREFIXES) {
      const plain = await newClient(owner.token, `Sem Registro ${prefix}`);
      const kept = await newClient(owner.token, `Com Consulta ${prefix}`);
      await book(owner.token, kept.id, serviceId, prefix === '/clients' ? '11:00' : '14:00');

      const deleted = await server.request(`${prefix}/${plain.id}`, { method: 'DELETE', token: owner.token });
      expect(deleted.status).toBe(200);
      expect(await json(deleted)).toEqual({ ok: true, archived: false });
      expect((await server.request(`${prefix}/${plain.id}`, { token: owner.token })).status).toBe(404);

      const archived = await server.request(`${prefix}/${kept.id}`, { method: 'DELETE', token: owner.token });
      expect(await json(archived)).toEqual({ ok: true, archived: true });
      const still = await json<{ client: Listed }>(await server.request(`${prefix}/${kept.id}`, { token: owner.token }));
      expect(still.client.archivedAt).not.toBeNull();
      const page = await json<{ clients: Listed[] }>(await list(owner.token, `?search=${encodeURIComponent('Com Consulta')}`));
      expect(page.clients.map((c) => c.id)).not.toContain(kept.id);
      expect(await json(await server.request(`${prefix}/${kept.id}`, { method: 'DELETE', token: owner.token }))).toEqual({
        ok: true,
        archived: true,
      });
    }
  });

  it('answers 404 for another company’s client, unknown and malformed ids, and 401 without a token', async () => {
    const owner = await registeredOwner(server);
    const client = await newClient(owner.token, 'Ana Protegida');
    for (const prefix of PREFIXES) {
      for (const id of [client.id, '00000000-0000-4000-8000-000000000000', 'nao-e-um-id']) {
        const res = await server.request(`${prefix}/${id}`, { method: 'DELETE', token: other.token });
        expect(res.status).toBe(404);
        expect((await json<{ error: string }>(res)).error).toBe(NOT_FOUND);
      }
      const anonymous = await server.request(`${prefix}/${client.id}`, { method: 'DELETE' });
      expect(anonymous.status).toBe(401);
      expect((await json<{ error: string }>(anonymous)).error).toBe(UNAUTHORIZED);
    }
    expect((await server.request(`/api/clients/${client.id}`, { token: owner.token })).status).toBe(200);
  });

  it('brings an archived client back when it is saved again (a new booking found it by CPF)', async () => {
    const owner = await registeredOwner(server);
    const serviceId = await service(owner.token);
    const client = await newClient(owner.token, 'Volta Sempre');
    await book(owner.token, client.id, serviceId);
    await server.request(`/api/clients/${client.id}`, { method: 'DELETE', token: owner.token });
    const found = await json<{ client: Listed }>(
      await server.request(`/api/clients/search/${client.cpf}`, { token: owner.token }),
    );
    expect(found.client.id).toBe(client.id);
    await server.request(`/api/clients/${client.id}`, { method: 'PUT', token: owner.token, json: { phone: '11911112222' } });
    const page = await json<{ clients: Listed[] }>(await list(owner.token, '?search=volta'));
    expect(page.clients.map((c) => c.id)).toEqual([client.id]);
  });
});

describe('GET /api/clients/{id}/history', () => {
  it('lists the client’s appointments newest first with service and value, empty for a new client', async () => {
    const owner = await registeredOwner(server);
    const serviceId = await service(owner.token);
    const client = await newClient(owner.token, 'Paulo Histórico');
    const first = await book(owner.token, client.id, serviceId, '08:00');
    const second = await book(owner.token, client.id, serviceId, '15:00');
    for (const prefix of PREFIXES) {
      const res = await server.request(`${prefix}/${client.id}/history`, { token: owner.token });
      expect(res.status).toBe(200);
      const { history } = await json<{ history: Record<string, unknown>[] }>(res);
      expect(history.map((h) => h.id)).toEqual(first.date === second.date ? [second.id, first.id] : [second.id, first.id]);
      expect(history[0]).toMatchObject({
        date: second.date,
        paymentMethod: null,
        status: 'PENDING',
        servicesData: [{ name: 'Limpeza' }],
        productsData: [],
        notes: 'Convênio: Amil Dental',
        totalValue: 150.5,
      });
    }
    const fresh = await newClient(owner.token, 'Sem Atendimento');
    expect(await json(await server.request(`/api/clients/${fresh.id}/history`, { token: owner.token }))).toEqual({ history: [] });
    expect((await server.request(`/api/clients/${client.id}/history`, { token: other.token })).status).toBe(404);
    expect((await server.request(`/api/clients/${client.id}/history`)).status).toBe(401);
  });
});

describe('GET /api/clients/{id}/export (LGPD)', () => {
  it('downloads the record and appointments as one JSON attachment; 404 across companies', async () => {
    const owner = await registeredOwner(server);
    const serviceId = await service(owner.token);
    const client = await newClient(owner.token, 'Titular dos Dados');
    await book(owner.token, client.id, serviceId);
    for (const prefix of PREFIXES) {
      const res = await server.request(`${prefix}/${client.id}/export`, { token: owner.token });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-disposition')).toContain('attachment');
      const data = await json<{ client: Listed; tabs: unknown[]; appointments: { status: string }[]; exportedAt: string }>(res);
      expect(data.client.fullName).toBe('Titular dos Dados');
      expect(data.tabs).toEqual([]);
      expect(data.appointments).toHaveLength(1);
      expect((await server.request(`${prefix}/${client.id}/export`, { token: other.token })).status).toBe(404);
      expect((await server.request(`${prefix}/${client.id}/export`)).status).toBe(401);
    }
  });
});
