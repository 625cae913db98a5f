import { randomUUID } from 'node:crypto';
import { formatCpf, isValidCpf, randomCpf } from '@agenda/br';
import { type Client, clientSummary, findClient, seedDemoClients } from '@agenda/clients/server';
import { requestEm, runSql, sql } from '@agenda/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { today } from '@agenda/server/testing';
import { type Owner, clientFormPayload, createClient, errorOf, json, trpcData, trpcError, trpcOf } from '@agenda/server/testing';
import { type TestServer, registeredOwner, startTestServer } from '@agenda/server/testing';

let server: TestServer;
let owner: Owner;
let other: Owner;

beforeAll(async () => {
  server = await startTestServer();
  [owner, other] = await Promise.all([registeredOwner(server), registeredOwner(server)]);
});
afterAll(() => server.close());

const REQUIRED = 'Nome, CPF e telefone são obrigatórios';
const BAD_CPF = 'CPF inválido';
const DUPLICATE = 'Já existe um cliente com este CPF';
const BAD_EMAIL = 'E-mail inválido';
const BAD_BIRTH = 'Data de nascimento inválida';
const NOT_FOUND = 'Cliente não encontrado';
const UNAUTHORIZED = 'Sessão expirada ou inválida. Faça login novamente.';

interface ClientData {
  id: string;
  fullName: string;
  cpf: string;
  rg: string | null;
  email: string | null;
  phone: string;
  contactPhone: string | null;
  cep: string | null;
  street: string | null;
  number: string | null;
  complement: string | null;
  neighborhood: string | null;
  city: string | null;
  state: string | null;
  birthDate: string | null;
  notes: string | null;
  registrationDate: string;
  createdAt: string;
  updatedAt: string;
}

const { query: trpcQuery, mutation: trpcMutation } = trpcOf(() => server, 'clients');

/** A client as the booking form's Cadastro tab creates it. */
const created = (token: string, overrides: Record<string, unknown> = {}) =>
  createClient<ClientData>(server, { token }, clientFormPayload(overrides));

describe('POST /api/clients', () => {
  it('creates the client from the booking form: digits stored, empty e-mail as none, registered today', async () => {
    const payload = clientFormPayload();
    const res = await server.request('/api/clients', { method: 'POST', json: payload, token: owner.token });
    expect(res.status).toBe(201);
    const { client } = await json<{ client: ClientData }>(res);
    expect(client).toMatchObject({
      fullName: 'João Pedro Almeida',
      cpf: String(payload.cpf).replace(/\D/g, ''),
      rg: '12.345.678-9',
      email: null,
      phone: '11987654321',
      contactPhone: '1134567890',
      cep: '01310100',
      street: 'Avenida Paulista',
      number: '1578',
      complement: 'Apto 12',
      neighborhood: 'Bela Vista',
      city: 'São Paulo',
      state: 'SP',
      birthDate: '1990-05-20',
      notes: 'Alergia a penicilina',
      registrationDate: today(),
    });
    expect(client.cpf).toMatch(/^\d{11}$/);
    expect(client.id).toMatch(/^[0-9a-f-]{36}$/);

    const rows = await runSql(server.orm.em, sql`select cpf, cep, company_id from client where id = ${client.id}`);
    expect(rows[0]).toMatchObject({ cpf: client.cpf, cep: '01310100', company_id: owner.user.companyId });
  });

  it('accepts only the required fields, digits as sent, and keeps a given e-mail', async () => {
    const cpf = randomCpf();
    const res = await server.request('/api/clients', {
      method: 'POST',
      json: { fullName: '  Maria Silva  ', cpf, phone: '11912345678', email: 'Maria@Email.com.br' },
      token: owner.token,
    });
    expect(res.status).toBe(201);
    expect((await json<{ client: ClientData }>(res)).client).toMatchObject({
      fullName: 'Maria Silva',
      cpf,
      email: 'maria@email.com.br',
      rg: null,
      cep: null,
      state: null,
      birthDate: null,
      notes: null,
    });
  });

  it.each([
    ['no name', { fullName: '' }, REQUIRED],
    ['a blank name', { fullName: '   ' }, REQUIRED],
    ['no CPF', { cpf: undefined }, REQUIRED],
    ['a null phone', { phone: null }, REQUIRED],
    ['no phone and a bad CPF', { phone: '', cpf: '123.456.789-00' }, REQUIRED],
    ['a CPF with wrong check digits', { cpf: '123.456.789-00' }, BAD_CPF],
    ['a repeated-digit CPF', { cpf: '111.111.111-11' }, BAD_CPF],
    ['a short CPF', { cpf: '123.456' }, BAD_CPF],
    ['a CPF with letters', { cpf: '529.982.247-2a' }, BAD_CPF],
    ['a numeric CPF', { cpf: 52998224725 }, BAD_CPF],
    ['a bad e-mail', { email: 'joao@' }, BAD_EMAIL],
    ['an impossible birth date', { birthDate: '1990-02-30' }, BAD_BIRTH],
    ['a birth date in the wrong format', { birthDate: '20/05/1990' }, BAD_BIRTH],
    ['a birth date in the future', { birthDate: '2999-01-01' }, BAD_BIRTH],
    ['a three-letter UF', { state: 'SPX' }, 'UF inválida (use as 2 letras do estado)'],
    ['a short phone', { phone: '1234' }, 'Telefone inválido'],
    ['a bad CEP', { cep: '0131' }, 'CEP inválido'],
    ['a name too long', { fullName: 'a'.repeat(151) }, 'O campo Nome completo deve ter no máximo 150 caracteres'],
  ])('answers 400 for %s', async (_label, overrides, message) => {
    const res = await server.request('/api/clients', { method: 'POST', json: clientFormPayload(overrides), token: owner.token });
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toBe(message);
  });

  it('answers 400 for a body that is not a JSON object', async () => {
    const res = await server.request('/api/clients', { method: 'POST', body: '[1]', token: owner.token });
    expect(res.status).toBe(400);
    const empty = await server.request('/api/clients', { method: 'POST', token: owner.token });
    expect(empty.status).toBe(400);
    expect(await errorOf(empty)).toBe(REQUIRED);
  });

  it('answers 409 for a CPF already registered in the company, masked or not, but not in another company', async () => {
    const first = await created(owner.token);
    const again = await server.request('/api/clients', {
      method: 'POST',
      json: clientFormPayload({ cpf: first.cpf, fullName: 'Outra Pessoa' }),
      token: owner.token,
    });
    expect(again.status).toBe(409);
    expect(await errorOf(again)).toBe(DUPLICATE);
    const masked = await trpcMutation('create', owner.token, clientFormPayload({ cpf: formatCpf(first.cpf) }));
    expect(masked.status).toBe(409);
    expect(await trpcError(masked)).toBe(DUPLICATE);

    const elsewhere = await created(other.token, { cpf: first.cpf });
    expect(elsewhere.cpf).toBe(first.cpf);
  });

  it('lets only one of simultaneous creations with one CPF through, the others 409', async () => {
    const cpf = randomCpf();
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        server.request('/api/clients', { method: 'POST', json: clientFormPayload({ cpf }), token: owner.token }),
      ),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
  });
});

describe('GET /api/clients/search/:cpfDigits', () => {
  it('finds the company’s client by CPF, and answers { client: null } on a miss', async () => {
    const client = await created(owner.token);
    const hit = await server.request(`/api/clients/search/${client.cpf}`, { token: owner.token });
    expect(hit.status).toBe(200);
    expect((await json<{ client: ClientData }>(hit)).client).toEqual(client);

    const miss = await server.request(`/api/clients/search/${randomCpf()}`, { token: owner.token });
    expect(miss.status).toBe(200);
    expect(await json(miss)).toEqual({ client: null });

    const foreign = await server.request(`/api/clients/search/${client.cpf}`, { token: other.token });
    expect(await json(foreign)).toEqual({ client: null });

    const viaTrpc = await trpcQuery('searchByCpf', owner.token, { cpf: formatCpf(client.cpf) });
    expect(viaTrpc.status).toBe(200);
    expect((await trpcData<{ client: ClientData }>(viaTrpc)).client.id).toBe(client.id);
    const trpcMiss = await trpcQuery('searchByCpf', owner.token, { cpf: randomCpf() });
    expect(await trpcData(trpcMiss)).toEqual({ client: null });
  });

  it('answers 400 for something that is not 11 digits', async () => {
    for (const cpf of ['123', 'abcdefghijk', '123456789012']) {
      const res = await server.request(`/api/clients/search/${cpf}`, { token: owner.token });
      expect(res.status, cpf).toBe(400);
      expect(await errorOf(res)).toBe(BAD_CPF);
    }
    const res = await trpcQuery('searchByCpf', owner.token, { cpf: '12' });
    expect(res.status).toBe(400);
    expect(await trpcError(res)).toBe(BAD_CPF);
  });
});

describe('GET /api/clients/:id', () => {
  it('answers the client over REST and tRPC', async () => {
    const client = await created(owner.token);
    const res = await server.request(`/api/clients/${client.id}`, { token: owner.token });
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ client });
    const viaTrpc = await trpcQuery('byId', owner.token, { id: client.id });
    expect(await trpcData(viaTrpc)).toEqual({ client });
  });

  it('answers 404 for another company’s client, an unknown id and a malformed id', async () => {
    const client = await created(owner.token);
    for (const id of [client.id, randomUUID(), 'not-a-uuid']) {
      const res = await server.request(`/api/clients/${id}`, { token: other.token });
      expect(res.status, id).toBe(404);
      expect(await errorOf(res)).toBe(NOT_FOUND);
    }
    const viaTrpc = await trpcQuery('byId', other.token, { id: client.id });
    expect(viaTrpc.status).toBe(404);
    expect(await trpcError(viaTrpc)).toBe(NOT_FOUND);
  });
});

describe('PUT /api/clients/:id', () => {
  it('replaces the fields sent and keeps the e-mail the booking form leaves out', async () => {
    const client = await created(owner.token, { email: 'joao@email.com.br' });
    const { email: _email, ...withoutEmail } = clientFormPayload({
      cpf: formatCpf(client.cpf),
      fullName: 'João Pedro Almeida Neto',
      phone: '11911112222',
      complement: '',
      notes: null,
    });
    const res = await server.request(`/api/clients/${client.id}`, { method: 'PUT', json: withoutEmail, token: owner.token });
    expect(res.status).toBe(200);
    const { client: updated } = await json<{ client: ClientData }>(res);
    expect(updated).toMatchObject({
      id: client.id,
      fullName: 'João Pedro Almeida Neto',
      cpf: client.cpf,
      email: 'joao@email.com.br',
      phone: '11911112222',
      complement: null,
      notes: null,
      registrationDate: client.registrationDate,
    });

    const partial = await server.request(`/api/clients/${client.id}`, {
      method: 'PUT',
      json: { city: 'Santo André' },
      token: owner.token,
    });
    expect(partial.status).toBe(200);
    expect((await json<{ client: ClientData }>(partial)).client).toMatchObject({
      city: 'Santo André',
      fullName: 'João Pedro Almeida Neto',
      email: 'joao@email.com.br',
      street: 'Avenida Paulista',
    });

    const viaTrpc = await trpcMutation('update', owner.token, { id: client.id, email: '', birthDate: null });
    expect(viaTrpc.status).toBe(200);
    expect((await trpcData<{ client: ClientData }>(viaTrpc)).client).toMatchObject({ email: null, birthDate: null });

    const stored = await server.request(`/api/clients/${client.id}`, { token: owner.token });
    expect((await json<{ client: ClientData }>(stored)).client).toMatchObject({ email: null, city: 'Santo André' });
  });

  it.each([
    ['a blank name', { fullName: ' ' }, REQUIRED],
    ['a null CPF', { cpf: null }, REQUIRED],
    ['an empty phone', { phone: '' }, REQUIRED],
    ['a bad CPF', { cpf: '529.982.247-26' }, BAD_CPF],
    ['a bad e-mail', { email: 'x@y' }, BAD_EMAIL],
    ['a bad birth date', { birthDate: '2020-13-01' }, BAD_BIRTH],
  ])('answers 400 for %s', async (_label, fields, message) => {
    const client = await created(owner.token);
    const res = await server.request(`/api/clients/${client.id}`, { method: 'PUT', json: fields, token: owner.token });
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toBe(message);
    const viaTrpc = await trpcMutation('update', owner.token, { id: client.id, ...fields });
    expect(viaTrpc.status).toBe(400);
    expect(await trpcError(viaTrpc)).toBe(message);
  });

  it('answers 409 when the new CPF belongs to another client of the company', async () => {
    const [a, b] = [await created(owner.token), await created(owner.token)];
    const res = await server.request(`/api/clients/${b.id}`, { method: 'PUT', json: { cpf: a.cpf }, token: owner.token });
    expect(res.status).toBe(409);
    expect(await errorOf(res)).toBe(DUPLICATE);
    const same = await server.request(`/api/clients/${b.id}`, { method: 'PUT', json: { cpf: b.cpf }, token: owner.token });
    expect(same.status).toBe(200);
  });

  it('answers 404 for another company’s client and leaves it untouched', async () => {
    const client = await created(owner.token);
    for (const id of [client.id, randomUUID(), 'nope']) {
      const res = await server.request(`/api/clients/${id}`, {
        method: 'PUT',
        json: { fullName: 'Invasor' },
        token: other.token,
      });
      expect(res.status, id).toBe(404);
      expect(await errorOf(res)).toBe(NOT_FOUND);
    }
    const viaTrpc = await trpcMutation('update', other.token, { id: client.id, fullName: 'Invasor' });
    expect(viaTrpc.status).toBe(404);
    const stored = await server.request(`/api/clients/${client.id}`, { token: owner.token });
    expect((await json<{ client: ClientData }>(stored)).client.fullName).toBe(client.fullName);
  });
});

describe('GET /api/clients (list, for the clients page)', () => {
  it('lists only the company’s clients by name and searches name, CPF and phone', async () => {
    const fresh = await registeredOwner(server);
    const zelia = await created(fresh.token, { fullName: 'Zélia Duarte', phone: '11955554444' });
    const abel = await created(fresh.token, { fullName: 'Abel Tavares', phone: '11933332222' });
    const all = await json<{ clients: ClientData[] }>(await server.request('/api/clients', { token: fresh.token }));
    expect(all.clients.map((c) => c.id)).toEqual([abel.id, zelia.id]);

    const search = async (term: string) =>
      (
        await json<{ clients: ClientData[] }>(
          await server.request(`/api/clients?search=${encodeURIComponent(term)}`, { token: fresh.token }),
        )
      ).clients.map((c) => c.fullName);
    expect(await search('zÉLIA')).toEqual(['Zélia Duarte']);
    expect(await search(formatCpf(abel.cpf).slice(0, 7))).toContain('Abel Tavares');
    expect(await search('(11) 95555')).toEqual(['Zélia Duarte']);
    expect(await search('100%')).toEqual([]);

    const viaTrpc = await trpcData<{ clients: ClientData[] }>(await trpcQuery('list', fresh.token, { search: 'abel' }));
    expect(viaTrpc.clients.map((c) => c.id)).toEqual([abel.id]);
    const noInput = await trpcData<{ clients: ClientData[] }>(await trpcQuery('list', fresh.token));
    expect(noInput.clients).toHaveLength(2);
  });
});

describe('authentication', () => {
  it('answers 401 to every call without a token, over REST and tRPC', async () => {
    const client = await created(owner.token);
    const calls: [string, RequestInit & { json?: unknown }][] = [
      ['/api/clients', {}],
      [`/api/clients/search/${client.cpf}`, {}],
      [`/api/clients/${client.id}`, {}],
      ['/api/clients', { method: 'POST', json: clientFormPayload() }],
      [`/api/clients/${client.id}`, { method: 'PUT', json: { fullName: 'X' } }],
    ];
    for (const [path, init] of calls) {
      for (const token of [undefined, 'not-a-token']) {
        const res = await server.request(path, { ...init, token });
        expect(res.status, `${init.method ?? 'GET'} ${path}`).toBe(401);
        expect(await errorOf(res)).toBe(UNAUTHORIZED);
      }
    }
    expect((await trpcQuery('list')).status).toBe(401);
    expect((await trpcQuery('searchByCpf', undefined, { cpf: client.cpf })).status).toBe(401);
    expect((await trpcQuery('byId', undefined, { id: client.id })).status).toBe(401);
    expect((await trpcMutation('create', undefined, clientFormPayload())).status).toBe(401);
    expect((await trpcMutation('update', undefined, { id: client.id, fullName: 'X' })).status).toBe(401);
  });
});

describe('the /clients twins of the shared HTTP client', () => {
  it('serve the same calls', async () => {
    const res = await server.request('/clients', { method: 'POST', json: clientFormPayload(), token: owner.token });
    expect(res.status).toBe(201);
    const { client } = await json<{ client: ClientData }>(res);
    expect(
      (await json<{ client: ClientData }>(await server.request(`/clients/search/${client.cpf}`, { token: owner.token }))).client
        .id,
    ).toBe(client.id);
    expect((await server.request(`/clients/${client.id}`, { token: owner.token })).status).toBe(200);
    const put = await server.request(`/clients/${client.id}`, {
      method: 'PUT',
      json: { notes: 'Retorno em 6 meses' },
      token: owner.token,
    });
    expect((await json<{ client: ClientData }>(put)).client.notes).toBe('Retorno em 6 meses');
    expect((await server.request('/clients', { token: owner.token })).status).toBe(200);
  });
});

describe('server exports for other features', () => {
  it('findClient, clientSummary and seedDemoClients', async () => {
    const fresh = await registeredOwner(server);
    const companyId = fresh.user.companyId;
    const em = requestEm(server.orm, companyId);
    const seeded: Client[] = await seedDemoClients(em, companyId);
    expect(seeded.length).toBeGreaterThanOrEqual(12);
    expect(seeded.every((c) => isValidCpf(c.cpf) && /^\d{11}$/.test(c.cpf))).toBe(true);
    expect(new Set(seeded.map((c) => c.cpf)).size).toBe(seeded.length);
    expect(seeded.some((c) => c.registrationDate === today())).toBe(true);

    const again = await seedDemoClients(requestEm(server.orm, companyId), companyId);
    expect(again.map((c) => c.id).sort()).toEqual(seeded.map((c) => c.id).sort());

    const first = seeded[0] as Client;
    const found = await findClient(requestEm(server.orm, companyId), companyId, first.id);
    expect(clientSummary(found)).toEqual({ id: first.id, fullName: first.fullName, phone: first.phone, notes: first.notes });
    await expect(findClient(requestEm(server.orm, owner.user.companyId), owner.user.companyId, first.id)).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: NOT_FOUND,
    });
    await expect(findClient(em, companyId, 'bad')).rejects.toMatchObject({ code: 'NOT_FOUND' });

    const listed = await json<{ clients: ClientData[]; total: number }>(
      await server.request('/api/clients', { token: fresh.token }),
    );
    expect(listed.total).toBe(seeded.length);
    expect(listed.clients).toHaveLength(50);
  });
});
