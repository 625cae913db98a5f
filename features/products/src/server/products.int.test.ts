import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SaleClinic, saleClinic } from '@agenda/server/testing';
import { type TestServer, startTestServer } from '@agenda/server/testing';

interface Product {
  id: string;
  name: string;
  category: string | null;
  costPrice: number;
  salePrice: number;
  stock: number;
}
interface Movement {
  delta: number;
  kind: string;
  reason: string | null;
}

const FILL = 'Preencha o nome, o preço de custo e o preço de venda';
const NEGATIVE = 'Os preços não podem ser negativos';
const BAD_STOCK = 'O estoque deve ser um número inteiro maior ou igual a zero';
const NOT_FOUND = 'Produto não encontrado';
const REASON = 'Informe o motivo do ajuste de estoque';
const UNAUTHORIZED = 'Sessão expirada ou inválida. Faça login novamente.';

let server: TestServer;
let clinic: SaleClinic;
let other: SaleClinic;

beforeAll(async () => {
  server = await startTestServer();
  clinic = await saleClinic(server);
  other = await saleClinic(server);
});
afterAll(() => server.close());

const call = (c: SaleClinic, method: string, path: string, json?: unknown) =>
  server.request(path, { method, token: c.token, ...(json === undefined ? {} : { json }) });

async function expectError(res: Response, status: number, error: string) {
  expect({ status: res.status, body: await res.json() }).toEqual({ status, body: { error } });
}

async function create(c: SaleClinic, fields: Record<string, unknown>): Promise<Product> {
  const res = await call(c, 'POST', '/api/products', fields);
  expect(res.status).toBe(201);
  return ((await res.json()) as { product: Product }).product;
}

async function list(c: SaleClinic): Promise<Product[]> {
  const res = await call(c, 'GET', '/api/products');
  expect(res.status).toBe(200);
  return ((await res.json()) as { products: Product[] }).products;
}

async function movements(c: SaleClinic, id: string): Promise<Movement[]> {
  const res = await call(c, 'GET', `/api/products/${id}/movements`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { movements: Movement[] }).movements;
}

async function expectLedgerMatches(c: SaleClinic, id: string) {
  const stock = (await list(c)).find((p) => p.id === id)?.stock;
  const sum = (await movements(c, id)).reduce((s, m) => s + m.delta, 0);
  expect(stock).toBe(sum);
}

describe('products', () => {
  it('answers 401 without a session', async () => {
    await expectError(await server.request('/api/products'), 401, UNAUTHORIZED);
    await expectError(await server.request('/api/products', { method: 'POST', json: { name: 'X' } }), 401, UNAUTHORIZED);
  });

  it('creates a product (201) and lists it with its prices in reais', async () => {
    const created = await create(clinic, {
      name: 'Escova Macia',
      category: 'Higiene',
      costPrice: 4.9,
      salePrice: 14.9,
      stock: 30,
    });
    expect(created).toMatchObject({ name: 'Escova Macia', category: 'Higiene', costPrice: 4.9, salePrice: 14.9, stock: 30 });
    expect((await list(clinic)).map((p) => p.name)).toContain('Escova Macia');
    expect(await movements(clinic, created.id)).toMatchObject([{ delta: 30, kind: 'INITIAL' }]);
  });

  it('counts an empty or non-numeric stock as 0 and a blank category as none', async () => {
    expect(await create(clinic, { name: 'Fio Dental', category: '', costPrice: 3, salePrice: 9, stock: '' })).toMatchObject({
      stock: 0,
      category: null,
    });
    expect(await create(clinic, { name: 'Fio Dental 2', costPrice: 3, salePrice: 9, stock: 'abc' })).toMatchObject({ stock: 0 });
    expect(await create(clinic, { name: 'Fio Dental 3', costPrice: 3, salePrice: 9 })).toMatchObject({ stock: 0 });
  });

  it('refuses missing fields, negative prices and a stock that is not a whole number ≥ 0 (400)', async () => {
    await expectError(await call(clinic, 'POST', '/api/products', { costPrice: 1, salePrice: 2 }), 400, FILL);
    await expectError(await call(clinic, 'POST', '/api/products', { name: '  ', costPrice: 1, salePrice: 2 }), 400, FILL);
    await expectError(await call(clinic, 'POST', '/api/products', { name: 'A', salePrice: 2 }), 400, FILL);
    await expectError(await call(clinic, 'POST', '/api/products', { name: 'A', costPrice: 2 }), 400, FILL);
    await expectError(await call(clinic, 'POST', '/api/products', { name: 'A', costPrice: -1, salePrice: 2 }), 400, NEGATIVE);
    await expectError(await call(clinic, 'POST', '/api/products', { name: 'A', costPrice: 1, salePrice: -2 }), 400, NEGATIVE);
    await expectError(
      await call(clinic, 'POST', '/api/products', { name: 'A', costPrice: 1, salePrice: 2, stock: -1 }),
      400,
      BAD_STOCK,
    );
    await expectError(
      await call(clinic, 'POST', '/api/products', { name: 'A', costPrice: 1, salePrice: 2, stock: 1.5 }),
      400,
      BAD_STOCK,
    );
    await expectError(
      await server.request('/api/products', {
        method: 'POST',
        token: clinic.token,
        body: '{oops',
        headers: { 'content-type': 'application/json' },
      }),
      400,
      'Corpo da requisição inválido',
    );
  });

  it('updates a product; a new stock is an adjustment of the difference in the ledger', async () => {
    const p = await create(clinic, { name: 'Gel Clareador', costPrice: 18, salePrice: 49.9, stock: 10 });
    const res = await call(clinic, 'PUT', `/api/products/${p.id}`, {
      name: 'Gel Clareador 16%',
      category: 'Clareamento',
      costPrice: 19,
      salePrice: 52,
      stock: 7,
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { product: Product }).product).toMatchObject({
      name: 'Gel Clareador 16%',
      costPrice: 19,
      salePrice: 52,
      stock: 7,
    });
    expect((await movements(clinic, p.id)).map((m) => [m.kind, m.delta])).toEqual(
      expect.arrayContaining([
        ['INITIAL', 10],
        ['ADJUSTMENT', -3],
      ]),
    );
    await expectLedgerMatches(clinic, p.id);
    await expectError(await call(clinic, 'PUT', `/api/products/${p.id}`, { name: '', costPrice: 1, salePrice: 1 }), 400, FILL);
  });

  it('adjusts stock by hand with a reason, never below 0 (409 with what is available)', async () => {
    const p = await create(clinic, { name: 'Moldeira', costPrice: 22, salePrice: 65, stock: 5 });
    const adjust = (json: unknown) => call(clinic, 'POST', `/api/products/${p.id}/stock-adjustments`, json);
    const res = await adjust({ delta: -2, reason: 'Avaria no transporte' });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { product: Product }).product.stock).toBe(3);
    expect(await adjust({ delta: 4, reason: 'Compra' })).toHaveProperty('status', 200);
    await expectError(await adjust({ delta: -8, reason: 'Perda' }), 409, 'Moldeira: Estoque insuficiente! Disponível: 7');
    await expectError(await adjust({ delta: -1 }), 400, REASON);
    await expectError(await adjust({ delta: 0, reason: 'x' }), 400, 'Informe uma quantidade inteira diferente de zero');
    expect((await movements(clinic, p.id)).find((m) => m.delta === -2)).toMatchObject({
      kind: 'ADJUSTMENT',
      reason: 'Avaria no transporte',
    });
    await expectLedgerMatches(clinic, p.id);
  });

  it('deletes a product never sold', async () => {
    const p = await create(clinic, { name: 'Cera Ortodôntica', costPrice: 2.8, salePrice: 9.5, stock: 3 });
    const res = await call(clinic, 'DELETE', `/api/products/${p.id}`);
    expect({ status: res.status, body: await res.json() }).toEqual({ status: 200, body: { ok: true, archived: false } });
    expect((await list(clinic)).map((p) => p.id)).not.toContain(p.id);
    await expectError(await call(clinic, 'DELETE', `/api/products/${p.id}`), 404, NOT_FOUND);
  });

  it("answers 404 for another company's product and for malformed ids", async () => {
    const mine = await create(clinic, { name: 'Protetor Bucal', costPrice: 28, salePrice: 89, stock: 2 });
    const body = { name: 'X', costPrice: 1, salePrice: 1 };
    await expectError(await call(other, 'PUT', `/api/products/${mine.id}`, body), 404, NOT_FOUND);
    await expectError(await call(other, 'DELETE', `/api/products/${mine.id}`), 404, NOT_FOUND);
    await expectError(
      await call(other, 'POST', `/api/products/${mine.id}/stock-adjustments`, { delta: 1, reason: 'x' }),
      404,
      NOT_FOUND,
    );
    await expectError(await call(other, 'GET', `/api/products/${mine.id}/movements`), 404, NOT_FOUND);
    await expectError(await call(clinic, 'PUT', '/api/products/not-a-uuid', body), 404, NOT_FOUND);
    expect((await list(other)).map((p) => p.id)).not.toContain(mine.id);
  });

  it('offers the same over tRPC', async () => {
    const created = await server.request('/trpc/products.create', {
      method: 'POST',
      token: clinic.token,
      json: { name: 'Enxaguante', costPrice: 11.5, salePrice: 27.9, stock: 4 },
    });
    expect(created.status).toBe(200);
    const { product } = ((await created.json()) as { result: { data: { product: Product } } }).result.data;
    expect(product).toMatchObject({ name: 'Enxaguante', stock: 4 });

    const listed = await server.request('/trpc/products.list', { token: clinic.token });
    const data = ((await listed.json()) as { result: { data: { products: Product[] } } }).result.data;
    expect(data.products.map((p) => p.id)).toContain(product.id);

    const bad = await server.request('/trpc/products.create', { method: 'POST', token: clinic.token, json: { name: 'A' } });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { message: string } }).error.message).toBe(FILL);

    const adjusted = await server.request('/trpc/products.adjustStock', {
      method: 'POST',
      token: clinic.token,
      json: { id: product.id, delta: -10, reason: 'Perda' },
    });
    expect(adjusted.status).toBe(409);

    const foreign = await server.request('/trpc/products.remove', {
      method: 'POST',
      token: other.token,
      json: { id: product.id },
    });
    expect(foreign.status).toBe(404);
    expect((await server.request('/trpc/products.list')).status).toBe(401);
  });
});
