import { randomUUID } from 'node:crypto';
import { type Sql, requestEm, runSql, sql } from '@agenda/db';
import { findBookableService, seedDemoServices, serviceSummary } from '@agenda/services/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Owner,
  createService as createServiceFor,
  createServiceType,
  json,
  servicePayload,
  trpcData,
  trpcError,
  trpcOf,
} from '@agenda/server/testing';
import { type TestServer, registeredOwner, startTestServer } from '@agenda/server/testing';

let server: TestServer;
let owner: Owner;
let other: Owner;

beforeAll(async () => {
  server = await startTestServer();
  [owner, other] = await Promise.all([registeredOwner(server), registeredOwner(server)]);
});
afterAll(() => server.close());

const FILL = 'Por favor, preencha todos os campos obrigatórios';
const FILL_TYPE = 'Por favor, preencha o nome do tipo de serviço';
const END_AFTER_START = 'O horário de término deve ser posterior ao de início';
const SERVICE_404 = 'Serviço não encontrado';
const TYPE_404 = 'Tipo de serviço não encontrado';

interface TypeBadge {
  id: string;
  name: string;
  icon: string | null;
  color: string;
}
interface ServiceType extends TypeBadge {
  description: string | null;
  active: boolean;
  createdAt: string;
  updatedAt: string;
}
interface Service {
  id: string;
  name: string;
  serviceTypeId: string | null;
  serviceType: TypeBadge | null;
  duration: number;
  price: number;
  description: string | null;
  mondayEnabled: boolean;
  sundayEnabled: boolean;
  startTime: string;
  endTime: string;
  needsReconfiguration: boolean;
  archived: boolean;
  createdAt: string;
  updatedAt: string;
}

const db = (statement: Sql) => runSql<Record<string, unknown>>(server.orm.em, statement);
const { query: trpcQuery, mutation: trpcMutation } = trpcOf(() => server, 'services');

const createType = (who: Owner, overrides: Record<string, unknown> = {}) =>
  createServiceType<ServiceType>(server, who, overrides);
const createService = (who: Owner, serviceTypeId: string, overrides: Record<string, unknown> = {}) =>
  createServiceFor<Service>(server, who, serviceTypeId, overrides);

async function listServices(who: Owner, path = '/services'): Promise<Service[]> {
  const res = await server.request(path, { token: who.token });
  expect(res.status).toBe(200);
  return (await json<{ services: Service[] }>(res)).services;
}

describe('service types over REST', () => {
  it('creates, lists, updates and deletes a type', async () => {
    const created = await createType(owner, { name: '  Estética ', icon: '✨', color: '#8b5cf6' });
    expect(created).toMatchObject({ name: 'Estética', icon: '✨', color: '#8B5CF6', description: 'Rotina', active: true });
    expect(created.id).toMatch(/^[0-9a-f-]{36}$/);

    const defaults = await createType(owner, { name: 'Cirurgia', icon: undefined, color: undefined, description: undefined });
    expect(defaults).toMatchObject({ color: '#3B82F6', icon: null, description: null, active: true });

    const list = await server.request('/service-types', { token: owner.token });
    expect(list.status).toBe(200);
    const { serviceTypes } = await json<{ serviceTypes: ServiceType[] }>(list);
    expect(serviceTypes.map((t) => t.name)).toEqual(expect.arrayContaining(['Estética', 'Cirurgia']));

    const put = await server.request(`/service-types/${created.id}`, {
      method: 'PUT',
      token: owner.token,
      json: { name: 'Estética dental', description: '', icon: '😁', color: '#EC4899', active: false },
    });
    expect(put.status).toBe(200);
    expect((await json<{ serviceType: ServiceType }>(put)).serviceType).toMatchObject({
      id: created.id,
      name: 'Estética dental',
      description: null,
      icon: '😁',
      color: '#EC4899',
      active: false,
    });

    const del = await server.request(`/service-types/${defaults.id}`, { method: 'DELETE', token: owner.token });
    expect(del.status).toBe(200);
    expect(await del.json()).toEqual({ ok: true });
    const after = await json<{ serviceTypes: ServiceType[] }>(await server.request('/service-types', { token: owner.token }));
    expect(after.serviceTypes.some((t) => t.id === defaults.id)).toBe(false);
  });

  it.each([
    [{ name: '' }, FILL_TYPE],
    [{ name: '   ' }, FILL_TYPE],
    [{ name: undefined }, FILL_TYPE],
    [{ name: 12 }, FILL_TYPE],
    [{ color: 'azul' }, 'Cor inválida (use o formato #RRGGBB)'],
  ])('rejects %o with 400 on POST and PUT', async (override, message) => {
    const post = await server.request('/service-types', {
      method: 'POST',
      token: owner.token,
      json: { name: 'Ortodontia', ...override },
    });
    expect(post.status).toBe(400);
    expect(await post.json()).toEqual({ error: message });

    const type = await createType(owner);
    const put = await server.request(`/service-types/${type.id}`, {
      method: 'PUT',
      token: owner.token,
      json: { name: 'Ortodontia', ...override },
    });
    expect(put.status).toBe(400);
    expect(await put.json()).toEqual({ error: message });
  });

  it('rejects a broken or non-object body with 400', async () => {
    const broken = await server.request('/service-types', {
      method: 'POST',
      token: owner.token,
      body: '{"name":',
      headers: { 'content-type': 'application/json' },
    });
    expect(broken.status).toBe(400);
    expect(await broken.json()).toEqual({ error: 'Corpo da requisição inválido' });
    const array = await server.request('/service-types', { method: 'POST', token: owner.token, json: [1] });
    expect(array.status).toBe(400);
  });
});

describe('services over REST', () => {
  it('creates a service with the price in reais, lists it on both paths, updates it', async () => {
    const type = await createType(owner, { name: 'Restauração', icon: '🦷', color: '#3B82F6' });
    const created = await createService(owner, type.id, { name: 'Restauração em resina', price: 150.5, duration: 60 });
    expect(created).toMatchObject({
      name: 'Restauração em resina',
      serviceTypeId: type.id,
      serviceType: { id: type.id, name: 'Restauração', icon: '🦷', color: '#3B82F6' },
      duration: 60,
      price: 150.5,
      description: 'Remoção de tártaro',
      mondayEnabled: true,
      sundayEnabled: false,
      startTime: '08:00',
      endTime: '18:00',
      needsReconfiguration: false,
      archived: false,
    });
    expect(Date.parse(created.createdAt)).not.toBeNaN();
    const [row] = await db(sql`select price_cents, company_id from service where id = ${created.id}`);
    expect(row).toEqual({ price_cents: 15050, company_id: owner.user.companyId });

    for (const path of ['/services', '/api/services']) {
      const services = await listServices(owner, path);
      expect(services.find((s) => s.id === created.id)).toEqual(created);
    }

    const put = await server.request(`/services/${created.id}`, {
      method: 'PUT',
      token: owner.token,
      json: {
        ...created,
        name: 'Restauração em resina (2 faces)',
        price: 0,
        duration: 75,
        sundayEnabled: true,
        startTime: '09:00',
        endTime: '12:30',
        description: '',
      },
    });
    expect(put.status).toBe(200);
    const updated = (await json<{ service: Service }>(put)).service;
    expect(updated).toMatchObject({
      id: created.id,
      name: 'Restauração em resina (2 faces)',
      price: 0,
      duration: 75,
      sundayEnabled: true,
      startTime: '09:00',
      endTime: '12:30',
      description: null,
      createdAt: created.createdAt,
    });
    expect(Date.parse(updated.updatedAt)).toBeGreaterThanOrEqual(Date.parse(created.updatedAt));
  });

  it('fills the §9 defaults for flags and hours left out', async () => {
    const type = await createType(owner);
    const res = await server.request('/services', {
      method: 'POST',
      token: owner.token,
      json: { name: 'Consulta de avaliação', serviceTypeId: type.id, duration: 30, price: 150 },
    });
    expect(res.status).toBe(201);
    const { service } = await json<{ service: Service }>(res);
    expect(service).toMatchObject({
      startTime: '08:00',
      endTime: '18:00',
      mondayEnabled: true,
      sundayEnabled: true,
      description: null,
    });
  });

  it.each([
    [{ name: '' }, FILL],
    [{ name: '   ' }, FILL],
    [{ name: undefined }, FILL],
    [{ serviceTypeId: '' }, FILL],
    [{ serviceTypeId: null }, FILL],
    [{ serviceTypeId: 'not-a-uuid' }, FILL],
    [{ serviceTypeId: randomUUID() }, FILL],
    [{ duration: 0 }, FILL],
    [{ duration: -15 }, FILL],
    [{ duration: 'abc' }, FILL],
    [{ price: -1 }, FILL],
    [{ price: undefined }, FILL],
    [{ startTime: '18:00', endTime: '08:00' }, END_AFTER_START],
    [{ startTime: '10:00', endTime: '10:00' }, END_AFTER_START],
    [{ startTime: '7h' }, 'Informe os horários no formato HH:mm'],
    [{ duration: 10.5 }, 'A duração deve ser um número inteiro de minutos'],
    [{ duration: 2000 }, 'A duração máxima é de 24 horas (1440 min)'],
    [{ price: 5_000_000 }, 'O preço máximo é R$ 999.999,99'],
  ])('rejects %o with 400 on POST and PUT and writes nothing', async (override, message) => {
    const type = await createType(owner);
    const count = async () => Number((await db(sql`select count(*)::int as n from service`))[0]?.n);
    const before = await count();
    const post = await server.request('/services', {
      method: 'POST',
      token: owner.token,
      json: servicePayload(type.id, override),
    });
    expect(post.status).toBe(400);
    expect(await post.json()).toEqual({ error: message });
    expect(await count()).toBe(before);

    const service = await createService(owner, type.id);
    const put = await server.request(`/services/${service.id}`, {
      method: 'PUT',
      token: owner.token,
      json: servicePayload(type.id, override),
    });
    expect(put.status).toBe(400);
    expect(await put.json()).toEqual({ error: message });
  });

  it("refuses another company's type with the spec's warning", async () => {
    const foreignType = await createType(other);
    const res = await server.request('/services', {
      method: 'POST',
      token: owner.token,
      json: servicePayload(foreignType.id),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: FILL });
  });
});

describe('deleting without losing history', () => {
  it('hard-deletes a service nothing references', async () => {
    const type = await createType(owner);
    const service = await createService(owner, type.id);
    const del = await server.request(`/services/${service.id}`, { method: 'DELETE', token: owner.token });
    expect(del.status).toBe(200);
    expect(await del.json()).toEqual({ ok: true, archived: false });
    expect(await db(sql`select id from service where id = ${service.id}`)).toEqual([]);
    const again = await server.request(`/services/${service.id}`, { method: 'DELETE', token: owner.token });
    expect(again.status).toBe(404);
    expect(await again.json()).toEqual({ error: SERVICE_404 });
  });

  it('archives a service a past appointment references: gone from lists and bookings, still readable by id', async () => {
    // A stand-in for the calendar's appointment table, which references service(id) the same way:
    // on delete restrict, not deferrable, so PostgreSQL refuses the delete at once (23503).
    await db(
      sql`create table if not exists test_ref (id serial primary key, service_id uuid not null references service(id) on delete restrict)`,
    );
    const type = await createType(owner, { name: 'Cirurgia', icon: '🩺' });
    const service = await createService(owner, type.id, { name: 'Extração simples', price: 400 });
    await db(sql`insert into test_ref (service_id) values (${service.id})`);

    const del = await server.request(`/services/${service.id}`, { method: 'DELETE', token: owner.token });
    expect(del.status).toBe(200);
    expect(await del.json()).toEqual({ ok: true, archived: true });

    const [row] = await db(sql`select archived_at from service where id = ${service.id}`);
    expect(row?.archived_at).not.toBeNull();
    for (const path of ['/services', '/api/services']) {
      expect((await listServices(owner, path)).some((s) => s.id === service.id)).toBe(false);
    }

    const byId = await trpcQuery('byId', owner.token, { id: service.id });
    expect(byId.status).toBe(200);
    expect((await trpcData<{ service: Service }>(byId)).service).toMatchObject({
      id: service.id,
      name: 'Extração simples',
      price: 400,
      archived: true,
      serviceType: { name: 'Cirurgia', icon: '🩺' },
    });

    const em = requestEm(server.orm, owner.user.companyId);
    await expect(findBookableService(em, owner.user.companyId, service.id)).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: SERVICE_404,
    });
    for (const method of ['PUT', 'DELETE']) {
      const res = await server.request(`/services/${service.id}`, { method, token: owner.token, json: servicePayload(type.id) });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error: SERVICE_404 });
    }
  });

  it('archives too when the reference is a plain (no action) foreign key', async () => {
    // "on delete restrict" answers 23001, the default "no action" 23503: both mean "still used".
    await db(sql`create table if not exists test_ref_no_action (service_id uuid not null references service(id))`);
    const type = await createType(owner);
    const service = await createService(owner, type.id);
    await db(sql`insert into test_ref_no_action (service_id) values (${service.id})`);
    const del = await trpcMutation('remove', owner.token, { id: service.id });
    expect(del.status).toBe(200);
    expect(await trpcData(del)).toEqual({ ok: true, archived: true });
    expect((await listServices(owner)).some((s) => s.id === service.id)).toBe(false);
  });

  it('deleting a type keeps its services, without a type and needing reconfiguration', async () => {
    const type = await createType(owner, { name: 'Ortodontia', icon: '😁' });
    const keep = await createType(owner, { name: 'Prótese' });
    const [a, b] = [await createService(owner, type.id, { name: 'Manutenção de aparelho' }), await createService(owner, type.id)];
    const untouched = await createService(owner, keep.id, { name: 'Coroa' });

    const del = await server.request(`/service-types/${type.id}`, { method: 'DELETE', token: owner.token });
    expect(del.status).toBe(200);
    expect(await del.json()).toEqual({ ok: true });

    const services = await listServices(owner);
    for (const id of [a?.id, b?.id]) {
      expect(services.find((s) => s.id === id)).toMatchObject({
        serviceTypeId: null,
        serviceType: null,
        needsReconfiguration: true,
      });
    }
    expect(services.find((s) => s.id === untouched.id)).toMatchObject({ serviceTypeId: keep.id, needsReconfiguration: false });

    // Saved again, it must get a type; then it is configured again.
    const noType = await server.request(`/services/${a?.id}`, { method: 'PUT', token: owner.token, json: servicePayload('') });
    expect(noType.status).toBe(400);
    expect(await noType.json()).toEqual({ error: FILL });
    const fixed = await server.request(`/services/${a?.id}`, {
      method: 'PUT',
      token: owner.token,
      json: servicePayload(keep.id),
    });
    expect(fixed.status).toBe(200);
    expect((await json<{ service: Service }>(fixed)).service).toMatchObject({
      serviceTypeId: keep.id,
      needsReconfiguration: false,
    });
  });

  it('deleting a type also clears it from archived services', async () => {
    await db(
      sql`create table if not exists test_ref (id serial primary key, service_id uuid not null references service(id) on delete restrict)`,
    );
    const type = await createType(owner);
    const service = await createService(owner, type.id);
    await db(sql`insert into test_ref (service_id) values (${service.id})`);
    const archived = await server.request(`/services/${service.id}`, { method: 'DELETE', token: owner.token });
    expect(await archived.json()).toEqual({ ok: true, archived: true });
    const del = await server.request(`/service-types/${type.id}`, { method: 'DELETE', token: owner.token });
    expect(del.status).toBe(200);
    const [row] = await db(sql`select service_type_id from service where id = ${service.id}`);
    expect(row?.service_type_id).toBeNull();
  });
});

describe('tenancy and authentication', () => {
  const endpoints = (serviceId: string, typeId: string) =>
    [
      ['GET', '/services'],
      ['GET', '/api/services'],
      ['POST', '/services'],
      ['PUT', `/services/${serviceId}`],
      ['DELETE', `/services/${serviceId}`],
      ['GET', '/service-types'],
      ['POST', '/service-types'],
      ['PUT', `/service-types/${typeId}`],
      ['DELETE', `/service-types/${typeId}`],
    ] as const;

  it('answers 401 to every REST and tRPC call without a valid token', async () => {
    const type = await createType(owner);
    const service = await createService(owner, type.id);
    for (const [method, path] of endpoints(service.id, type.id)) {
      for (const token of [undefined, 'not-a-jwt']) {
        const res = await server.request(path, { method, token, json: method === 'GET' ? undefined : servicePayload(type.id) });
        expect(res.status, `${method} ${path}`).toBe(401);
        expect(await res.json()).toEqual({ error: 'Sessão expirada ou inválida. Faça login novamente.' });
      }
    }
    for (const path of ['list', 'listTypes']) expect((await trpcQuery(path)).status).toBe(401);
    expect((await trpcQuery('byId', undefined, { id: service.id })).status).toBe(401);
    for (const path of ['create', 'update', 'remove', 'createType', 'updateType', 'removeType']) {
      expect((await trpcMutation(path, undefined, { id: service.id })).status, path).toBe(401);
    }
    // Nothing was changed by the refused calls.
    expect((await listServices(owner)).find((s) => s.id === service.id)).toEqual(service);
  });

  it("answers 404 for another company's ids and never shows its rows", async () => {
    const type = await createType(owner, { name: 'Só da clínica A' });
    const service = await createService(owner, type.id, { name: 'Serviço da clínica A' });

    const cases: [string, string, string][] = [
      ['PUT', `/services/${service.id}`, SERVICE_404],
      ['DELETE', `/services/${service.id}`, SERVICE_404],
      ['PUT', `/service-types/${type.id}`, TYPE_404],
      ['DELETE', `/service-types/${type.id}`, TYPE_404],
      ['PUT', '/services/not-a-uuid', SERVICE_404],
      ['DELETE', `/services/${randomUUID()}`, SERVICE_404],
      ['DELETE', '/service-types/123', TYPE_404],
    ];
    for (const [method, path, message] of cases) {
      const otherType = await createType(other);
      const json = path.startsWith('/services') ? servicePayload(otherType.id) : { name: 'Invasão' };
      const res = await server.request(path, { method, token: other.token, json });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(await res.json()).toEqual({ error: message });
    }
    const byId = await trpcQuery('byId', other.token, { id: service.id });
    expect(byId.status).toBe(404);
    expect(await trpcError(byId)).toBe(SERVICE_404);

    expect((await listServices(other)).some((s) => s.id === service.id)).toBe(false);
    const types = await json<{ serviceTypes: ServiceType[] }>(await server.request('/service-types', { token: other.token }));
    expect(types.serviceTypes.some((t) => t.id === type.id)).toBe(false);
    // Still intact for its owner.
    expect((await listServices(owner)).find((s) => s.id === service.id)).toEqual(service);
  });
});

describe('the tRPC twins', () => {
  it('run the whole cycle with the same answers', async () => {
    const createdType = await trpcMutation('createType', owner.token, { name: 'Endodontia', icon: '🔬' });
    expect(createdType.status).toBe(200);
    const { serviceType } = await trpcData<{ serviceType: ServiceType }>(createdType);
    expect(serviceType).toMatchObject({ name: 'Endodontia', icon: '🔬', color: '#3B82F6', active: true });

    const updatedType = await trpcMutation('updateType', owner.token, {
      id: serviceType.id,
      name: 'Endo',
      icon: '🦷',
      color: '#111111',
    });
    expect((await trpcData<{ serviceType: ServiceType }>(updatedType)).serviceType).toMatchObject({
      name: 'Endo',
      color: '#111111',
    });

    const types = await trpcData<{ serviceTypes: ServiceType[] }>(await trpcQuery('listTypes', owner.token));
    expect(types.serviceTypes.some((t) => t.id === serviceType.id && t.name === 'Endo')).toBe(true);

    const created = await trpcMutation(
      'create',
      owner.token,
      servicePayload(serviceType.id, { name: 'Tratamento de canal', price: 1200 }),
    );
    expect(created.status).toBe(200);
    const { service } = await trpcData<{ service: Service }>(created);
    expect(service).toMatchObject({ name: 'Tratamento de canal', price: 1200, serviceType: { name: 'Endo', icon: '🦷' } });

    const list = await trpcData<{ services: Service[] }>(await trpcQuery('list', owner.token));
    expect(list.services.find((s) => s.id === service.id)).toEqual(service);
    const rest = await listServices(owner);
    expect(rest.find((s) => s.id === service.id)).toEqual(service);

    const byId = await trpcData<{ service: Service }>(await trpcQuery('byId', owner.token, { id: service.id }));
    expect(byId.service).toEqual(service);

    const updated = await trpcMutation('update', owner.token, {
      ...servicePayload(serviceType.id),
      id: service.id,
      duration: 120,
    });
    expect((await trpcData<{ service: Service }>(updated)).service).toMatchObject({ id: service.id, duration: 120 });

    const removed = await trpcMutation('remove', owner.token, { id: service.id });
    expect(await trpcData(removed)).toEqual({ ok: true, archived: false });
    const removedType = await trpcMutation('removeType', owner.token, { id: serviceType.id });
    expect(await trpcData(removedType)).toEqual({ ok: true });
  });

  it('answer the same validation messages and statuses', async () => {
    const type = await createType(owner);
    const cases: [string, unknown, number, string][] = [
      ['create', servicePayload(type.id, { name: '' }), 400, FILL],
      ['create', servicePayload(type.id, { duration: 0 }), 400, FILL],
      ['create', servicePayload(type.id, { price: -5 }), 400, FILL],
      ['create', servicePayload(randomUUID()), 400, FILL],
      ['create', servicePayload(type.id, { startTime: '12:00', endTime: '11:00' }), 400, END_AFTER_START],
      ['update', { ...servicePayload(type.id), id: randomUUID() }, 404, SERVICE_404],
      ['update', servicePayload(type.id), 404, SERVICE_404],
      ['remove', { id: 'x' }, 404, SERVICE_404],
      ['createType', { name: '' }, 400, FILL_TYPE],
      ['updateType', { id: randomUUID(), name: 'X' }, 404, TYPE_404],
      ['removeType', { id: randomUUID() }, 404, TYPE_404],
    ];
    for (const [path, input, status, message] of cases) {
      const res = await trpcMutation(path, owner.token, input);
      expect(res.status, `${path} ${JSON.stringify(input)}`).toBe(status);
      expect(await trpcError(res)).toBe(message);
    }
    const byId = await trpcQuery('byId', owner.token, { id: randomUUID() });
    expect(byId.status).toBe(404);
    expect(await trpcError(byId)).toBe(SERVICE_404);
  });
});

describe('what the feature offers the others', () => {
  it('seeds a dental catalogue once and summarises services in reais', async () => {
    const fresh = await registeredOwner(server);
    const em = requestEm(server.orm, fresh.user.companyId);
    await seedDemoServices(em.fork(), fresh.user.companyId);
    await seedDemoServices(em.fork(), fresh.user.companyId);

    const services = await listServices(fresh);
    expect(services).toHaveLength(8);
    expect(services.find((s) => s.name === 'Consulta de avaliação')).toMatchObject({
      duration: 30,
      price: 150,
      serviceType: { name: 'Prevenção', icon: '🪥' },
    });
    const types = await json<{ serviceTypes: ServiceType[] }>(await server.request('/service-types', { token: fresh.token }));
    expect(types.serviceTypes.map((t) => `${t.icon} ${t.name}`).sort()).toEqual(
      ['✨ Estética', '🦷 Restauração', '🩺 Cirurgia', '🪥 Prevenção'].sort(),
    );
    expect(new Set(types.serviceTypes.map((t) => t.color)).size).toBe(4);

    const canal = services.find((s) => s.name === 'Tratamento de canal');
    const entity = await findBookableService(em.fork(), fresh.user.companyId, canal?.id ?? '');
    expect(serviceSummary(entity)).toEqual({ id: canal?.id, name: 'Tratamento de canal', duration: 90, price: 1200 });
    await expect(findBookableService(em.fork(), other.user.companyId, canal?.id ?? '')).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(findBookableService(em.fork(), fresh.user.companyId, 'nope')).rejects.toMatchObject({ message: SERVICE_404 });
  });
});
