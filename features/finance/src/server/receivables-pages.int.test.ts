import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createClient,
  createService,
  createServiceType,
  created,
  expectError,
  json,
  trpcData,
  trpcOf,
} from '@agenda/server/testing';
import { type TestServer, registeredOwner, startTestServer } from '@agenda/server/testing';

// Cobrança a page at a time: an approved plan of an entry and 60 installments owes 61 receivables,
// listed 50 per page (`nextCursor`), with what is owed in total counted whatever the page.

type Owner = Awaited<ReturnType<typeof registeredOwner>>;
interface Page {
  receivables: { id: string; vencimento: string; saldo: number }[];
  nextCursor: number | null;
  totals: { abertas: { count: number; saldo: number }; vencidas: { count: number; saldo: number } };
}

const BAD_CURSOR = 'Página inválida: use o nextCursor da resposta anterior';
let server: TestServer;
let owner: Owner;
let other: Owner;

const finance = trpcOf(() => server, 'finance');
const list = async (who: Owner, query = '') =>
  json<Page>(await server.request(`/api/financial/receivables${query}`, { token: who.token }));

beforeAll(async () => {
  server = await startTestServer();
  [owner, other] = await Promise.all([registeredOwner(server), registeredOwner(server)]);
  const type = await createServiceType(server, owner);
  const serviceId = (await createService(server, owner, type.id, { name: 'Ortodontia', price: 6_100 })).id;
  const client = await createClient(server, owner, { fullName: 'Bruna Carvalho' });
  const professionals = await json<{ professionals: { id: string }[] }>(
    await server.request('/api/professionals', { token: owner.token }),
  );
  const quote = await created<{ id: string }>(
    await server.request('/api/quotes', {
      method: 'POST',
      token: owner.token,
      json: {
        clientId: client.id,
        professionalId: professionals.professionals[0]?.id,
        items: [{ serviceId, description: 'Aparelho ortodôntico', priceCents: 610_000 }],
        paymentPlan: { kind: 'ENTRADA_PARCELAS', entryCents: 10_000, installments: 60, dueDay: 10 },
      },
    }),
    'quote',
  );
  const approved = await server.request(`/api/quotes/${quote.id}/approve`, { method: 'POST', token: owner.token, json: {} });
  expect(approved.status).toBe(200);
});
afterAll(() => server.close());

describe('GET /api/financial/receivables, a page at a time', () => {
  it('lists 50 by due date, then the rest; the totals count all 61 on every page', async () => {
    const first = await list(owner);
    expect(first.receivables).toHaveLength(50);
    expect(first.nextCursor).toBe(50);
    const second = await list(owner, `?situacao=abertas&cursor=${first.nextCursor}`);
    expect(second.receivables).toHaveLength(11);
    expect(second.nextCursor).toBeNull();
    const all = [...first.receivables, ...second.receivables];
    expect(new Set(all.map((r) => r.id)).size).toBe(61);
    const dues = all.map((r) => r.vencimento);
    expect(dues).toEqual([...dues].sort());
    const owed = { count: 61, saldo: 6_100 };
    expect(first.totals.abertas).toEqual(owed);
    expect(second.totals.abertas).toEqual(owed);
    expect(all.reduce((s, r) => s + r.saldo, 0)).toBeCloseTo(6_100, 2);
    // Nothing is due yet: the entry falls due today at the earliest, and a receivable due today is 'a vencer'.
    expect(first.totals.vencidas).toEqual({ count: 0, saldo: 0 });
    expect((await list(owner, '?situacao=a-vencer&cursor=50')).receivables).toHaveLength(11);
    expect((await list(owner, '?situacao=vencidas')).receivables).toEqual([]);
  });

  it('answers the same page over tRPC', async () => {
    const page = await trpcData<Page>(await finance.query('receivables', owner.token, { situacao: 'abertas', cursor: 50 }));
    expect(page.receivables).toHaveLength(11);
    expect(page.totals.abertas.count).toBe(61);
  });

  it('refuses a cursor that is not a page start it could have given', async () => {
    for (const cursor of ['x', '-1', '1.5', '99999999'])
      await expectError(
        await server.request(`/api/financial/receivables?cursor=${cursor}`, { token: owner.token }),
        400,
        BAD_CURSOR,
      );
    expect((await finance.query('receivables', owner.token, { cursor: -1 })).status).toBe(400);
  });

  it('shows another clinic none of them, not even in the totals', async () => {
    const theirs = await list(other);
    expect(theirs.receivables).toEqual([]);
    expect(theirs.totals.abertas).toEqual({ count: 0, saldo: 0 });
    expect(theirs.nextCursor).toBeNull();
  });
});
