import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freeWorkingDay } from '../testing/dates.ts';
import { type Owner, clinicWith, expectError, json, openClinic, trpcData, trpcOf } from '../testing/factories.ts';
import { signedInMember } from '../testing/members.ts';
import { type TeamMember, joined, patchMember } from '../testing/team.ts';
import { type TestServer, registeredOwner, startTestServer } from '../testing/test-server.ts';

// What each role sees and keeps, as the team changes: costs and margins are the owner's alone, a
// calendar feed answers by its member's current role, and a member made Profissional can be booked.

const FORBIDDEN = 'Você não tem permissão para esta ação.';
const FILL = 'Preencha o nome, o preço de custo e o preço de venda';
const FEED_GONE = 'Agenda não encontrada';

let server: TestServer;
let owner: Owner;
let serviceId: string;
let clientId: string;
type Who = { token: string };
const products = trpcOf(() => server, 'products');

beforeAll(async () => {
  server = await startTestServer();
  owner = await registeredOwner(server);
  await openClinic(server, owner);
  const clinic = await clinicWith(server, owner, {
    services: [{ name: 'Limpeza', duration: 30 }],
    clients: [{ fullName: 'Mariana Alves Ribeiro' }],
  });
  serviceId = clinic.serviceIds[0] ?? '';
  clientId = clinic.clientIds[0] ?? '';
}, 60_000);
afterAll(() => server?.close());

const send = (who: Who, method: string, path: string, body?: unknown) =>
  server.request(path, { method, token: who.token, ...(body === undefined ? {} : { json: body }) });

interface Product {
  id: string;
  name: string;
  costPrice?: number;
  salePrice: number;
  stock: number;
}
async function productOf(who: Who, id: string): Promise<Product | undefined> {
  const res = await send(who, 'GET', '/api/products');
  expect(res.status).toBe(200);
  return (await json<{ products: Product[] }>(res)).products.find((p) => p.id === id);
}

describe('costs and margins', () => {
  let reception: Who;
  let professional: Who;
  let productId: string;

  beforeAll(async () => {
    reception = await signedInMember(server, owner.user.companyId, 'RECEPTION');
    professional = await signedInMember(server, owner.user.companyId, 'PROFESSIONAL');
    const res = await send(owner, 'POST', '/api/products', { name: 'Escova macia', costPrice: 4.5, salePrice: 12, stock: 5 });
    expect(res.status).toBe(201);
    productId = (await json<{ product: Product }>(res)).product.id;
  });

  it('the financial analysis is the owner’s alone, on REST and tRPC', async () => {
    expect((await send(owner, 'GET', '/api/products/financial-analysis')).status).toBe(200);
    for (const member of [reception, professional]) {
      await expectError(await send(member, 'GET', '/api/products/financial-analysis'), 403, FORBIDDEN);
      const res = await server.request('/trpc/finalize.productAnalysis', { token: member.token });
      expect(res.status).toBe(403);
    }
  });

  it('shows the cost price to the owner only, on every product answer', async () => {
    expect(await productOf(owner, productId)).toMatchObject({ costPrice: 4.5, salePrice: 12 });
    for (const member of [reception, professional]) {
      const seen = await productOf(member, productId);
      expect(seen).toMatchObject({ name: 'Escova macia', salePrice: 12, stock: 5 });
      expect(seen).not.toHaveProperty('costPrice');
      const listed = await trpcData<{ products: Product[] }>(await products.query('list', member.token));
      expect(listed.products.find((p) => p.id === productId)).not.toHaveProperty('costPrice');
      const one = await trpcData<{ product: Product }>(await products.query('byId', member.token, { id: productId }));
      expect(one.product).not.toHaveProperty('costPrice');
    }
    const adjusted = await send(reception, 'POST', `/api/products/${productId}/stock-adjustments`, {
      delta: 1,
      reason: 'Contagem',
    });
    expect(adjusted.status).toBe(200);
    expect((await json<{ product: Product }>(adjusted)).product).not.toHaveProperty('costPrice');
  });

  it('lets reception keep the catalogue without seeing or writing costs', async () => {
    const made = await send(reception, 'POST', '/api/products', { name: 'Fio dental', salePrice: 9, stock: 2 });
    expect(made.status).toBe(201);
    const product = (await json<{ product: Product }>(made)).product;
    expect(product).not.toHaveProperty('costPrice');
    expect(await productOf(owner, product.id)).toMatchObject({ costPrice: 0, salePrice: 9 });

    // A cost sent by whom may not see costs is not written: the owner's stays.
    const edited = await send(reception, 'PUT', `/api/products/${productId}`, {
      name: 'Escova macia',
      costPrice: 99,
      salePrice: 13,
      stock: 6,
    });
    expect(edited.status).toBe(200);
    expect((await json<{ product: Product }>(edited)).product).not.toHaveProperty('costPrice');
    expect(await productOf(owner, productId)).toMatchObject({ costPrice: 4.5, salePrice: 13, stock: 6 });
  });

  it('still asks the owner for the cost price', async () => {
    await expectError(await send(owner, 'POST', '/api/products', { name: 'Enxaguante', salePrice: 20 }), 400, FILL);
    await expectError(
      await send(owner, 'PUT', `/api/products/${productId}`, { name: 'Escova macia', salePrice: 13, stock: 6 }),
      400,
      FILL,
    );
    expect(await productOf(owner, productId)).toMatchObject({ costPrice: 4.5 });
  });
});

interface Professional {
  id: string;
  memberId: string | null;
  name: string;
  active: boolean;
}
async function profileOf(memberId: string): Promise<Professional | undefined> {
  const res = await send(owner, 'GET', '/api/professionals');
  return (await json<{ professionals: Professional[] }>(res)).professionals.find((p) => p.memberId === memberId);
}
const changeRole = async (member: { member: TeamMember }, body: Record<string, unknown>) => {
  const res = await patchMember(server, owner, member.member.id, body);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await json<{ member: TeamMember }>(res)).member;
};
async function feedPath(who: Who, professionalId: string): Promise<string> {
  const res = await send(who, 'POST', `/api/professionals/${professionalId}/calendar-feed`);
  expect(res.status, await res.clone().text()).toBe(200);
  return new URL((await json<{ url: string }>(res)).url).pathname;
}

describe('a calendar feed follows its member’s current role', () => {
  it('stops serving when its professional is demoted, and serves again when they are Profissional again', async () => {
    const member = await joined(server, owner, 'PROFESSIONAL', 'Carla Menezes Duarte');
    const profile = await profileOf(member.member.id);
    if (!profile) throw new Error('the invited professional has no profile');
    const own = await feedPath(member, profile.id);
    const made = await feedPath(owner, profile.id);
    // The owner's address replaced the member's own: one address per feed.
    await expectError(await server.request(own), 404, FEED_GONE);
    expect((await server.request(made)).status).toBe(200);

    await changeRole(member, { role: 'RECEPTION' });
    await expectError(await server.request(made), 404, FEED_GONE);
    await changeRole(member, { role: 'PROFESSIONAL' });
    expect((await server.request(made)).status).toBe(200);
    await changeRole(member, { active: false });
    await expectError(await server.request(made), 404, FEED_GONE);
  });

  it('stops serving the address a member made once they may no longer manage it', async () => {
    const member = await joined(server, owner, 'PROFESSIONAL', 'Bruno Tavares Lima');
    const profile = await profileOf(member.member.id);
    if (!profile) throw new Error('the invited professional has no profile');
    const own = await feedPath(member, profile.id);
    expect((await server.request(own)).status).toBe(200);
    await changeRole(member, { role: 'RECEPTION' });
    await expectError(await server.request(own), 404, FEED_GONE);
  });
});

describe('a member made Profissional', () => {
  it('gets a profile that can be booked at once', async () => {
    const member = await joined(server, owner, 'RECEPTION', 'Paula Nogueira Reis');
    expect(member.member.professional).toBeNull();
    const changed = await changeRole(member, { role: 'PROFESSIONAL' });
    expect(changed.professional).toMatchObject({ memberId: member.member.id, name: 'Paula Nogueira Reis', active: true });
    const profile = await profileOf(member.member.id);
    expect(profile).toMatchObject({ active: true });

    const booked = await send(owner, 'POST', '/api/appointments', {
      clientId,
      serviceId,
      professionalId: profile?.id,
      date: freeWorkingDay(5),
      startTime: '09:00',
      endTime: null,
    });
    expect(booked.status, await booked.clone().text()).toBe(201);
    const { appointment } = await json<{ appointment: { professionalId: string } }>(booked);
    expect(appointment.professionalId).toBe(profile?.id);
  });

  it('keeps the profile they had, without a second one', async () => {
    const member = await joined(server, owner, 'PROFESSIONAL', 'Renan Souza Prado');
    const before = await profileOf(member.member.id);
    await changeRole(member, { role: 'RECEPTION' });
    const back = await changeRole(member, { role: 'PROFESSIONAL' });
    expect(back.professional).toMatchObject({ id: before?.id });
    const res = await send(owner, 'GET', '/api/professionals');
    const theirs = (await json<{ professionals: Professional[] }>(res)).professionals.filter(
      (p) => p.memberId === member.member.id,
    );
    expect(theirs).toHaveLength(1);
  });

  it('made Profissional while deactivated has a profile that waits with them', async () => {
    const member = await joined(server, owner, 'RECEPTION', 'Lívia Campos Rocha');
    await changeRole(member, { active: false });
    const changed = await changeRole(member, { role: 'PROFESSIONAL' });
    expect(changed.professional).toMatchObject({ active: false });
    const back = await changeRole(member, { active: true });
    expect(back.professional).toMatchObject({ active: true });
  });
});
