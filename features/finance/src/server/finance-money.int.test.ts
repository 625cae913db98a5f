import { addDays, nowInTimeZone, randomCpf } from '@agenda/br';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { created, expectError, json, trpcOf } from '@agenda/server/testing';
import { finalizedAppointment, product } from '@agenda/server/testing';
import { type TestServer, registeredOwner, startTestServer } from '@agenda/server/testing';

// A receipt above the balance is refused, not clamped; and the reports' reconciliation
// (faturado − recebido = em aberto) holds and its 'em aberto' is what Cobrança lists.

type Owner = Awaited<ReturnType<typeof registeredOwner>>;
interface Receivable {
  id: string;
  saldo: number;
}
interface Reports {
  porFormaPagamento: { method: string; receita: number }[];
  porServico: { servico: string; receita: number }[];
  porProfissional: { receita: number }[];
  conciliacao: { faturado: number; recebido: number; emAberto: number };
}

const today = nowInTimeZone('America/Sao_Paulo').date;
const d = (n: number) => addDays(today, n);
const PERIOD = `startDate=${d(-20)}&endDate=${d(-1)}`;

let server: TestServer;
let owner: Owner;
/** Limpeza 150 + escova 50, PAID at once, on d-10. */
let paidId = '';
/** Restauração 300, 100 paid on d-8. */
let partialId = '';
/** Limpeza 150, nothing paid, on d-5. */
let pendingId = '';
/** Limpeza 150, nothing paid, on d-40: before the period, still owed. */
let olderId = '';

const get = (path: string) => server.request(path, { token: owner.token });
const post = (path: string, body: unknown) => server.request(path, { method: 'POST', token: owner.token, json: body });
const finance = trpcOf(() => server, 'finance');
const receivables = async () => (await json<{ receivables: Receivable[] }>(await get('/api/financial/receivables'))).receivables;
const saldoOf = async (id: string) => (await receivables()).find((r) => r.id === id)?.saldo;

beforeAll(async () => {
  server = await startTestServer();
  owner = await registeredOwner(server);
  const type = await created<{ id: string }>(await post('/service-types', { name: 'Odontologia' }), 'serviceType');
  const service = async (name: string, price: number) => {
    const s = await created<{ id: string }>(
      await post('/services', { name, serviceTypeId: type.id, duration: 60, price }),
      'service',
    );
    return { id: s.id, name, priceCents: price * 100 };
  };
  const limpeza = await service('Limpeza', 150);
  const restauracao = await service('Restauração', 300);
  const client = await created<{ id: string }>(
    await post('/api/clients', { fullName: 'Ana Souza', cpf: randomCpf(), phone: '11987654321' }),
    'client',
  );
  const em = server.orm.em.fork();
  const escova = await product(em, owner.user.companyId, 'Escova dental', 5000, 2000);
  const base = { companyId: owner.user.companyId, userId: owner.user.id, clientId: client.id, method: 'PIX' as const };
  const pay = async (f: Omit<Parameters<typeof finalizedAppointment>[1], keyof typeof base>) =>
    (await finalizedAppointment(em, { ...base, ...f })).paymentId;
  paidId = await pay({
    service: limpeza,
    date: d(-10),
    startTime: '09:00',
    status: 'PAID',
    paidCents: 20_000,
    product: { id: escova.id, name: escova.name, qty: 1, unitPriceCents: 5000, unitCostCents: 2000 },
  });
  partialId = await pay({
    service: restauracao,
    date: d(-8),
    startTime: '10:00',
    status: 'PARTIAL',
    paidCents: 10_000,
    dueDate: d(-3),
  });
  pendingId = await pay({ service: limpeza, date: d(-5), startTime: '11:00', status: 'PENDING', paidCents: 0, dueDate: d(5) });
  olderId = await pay({ service: limpeza, date: d(-40), startTime: '11:00', status: 'PENDING', paidCents: 0, dueDate: d(-35) });
});
afterAll(() => server.close());

describe('a receipt above the balance', () => {
  const over = { valor: 1000, formaPagamento: 'PIX', data: today };
  const message = 'O valor excede o saldo de R$ 150,00';

  it('is refused with the balance in pt-BR over REST and tRPC, and nothing is registered', async () => {
    await expectError(await post(`/api/financial/receivables/${pendingId}/receipts`, over), 400, message);
    await expectError(await post(`/api/financial/receivables/${pendingId}/receipts`, { ...over, valor: 150.01 }), 400, message);

    const res = await finance.mutation('registerReceipt', owner.token, { id: pendingId, ...over });
    expect(res.status).toBe(400);
    const { error } = await json<{ error: { message: string; data: { code: string } } }>(res);
    expect({ code: error.data.code, message: error.message }).toEqual({ code: 'BAD_REQUEST', message });

    expect(await saldoOf(pendingId)).toBe(150);
  });

  it('cannot be dated before its payment was registered (money history is not rewritten)', async () => {
    const [y, m, day] = d(-5).split('-');
    const before = `A data do recebimento não pode ser anterior ao registro do pagamento (${day}/${m}/${y})`;
    await expectError(
      await post(`/api/financial/receivables/${pendingId}/receipts`, { ...over, valor: 10, data: d(-6) }),
      400,
      before,
    );
    await expectError(
      await post(`/api/financial/receivables/${pendingId}/receipts`, { ...over, valor: 10, data: '2020-01-15' }),
      400,
      before,
    );
    expect(await saldoOf(pendingId)).toBe(150);
  });

  it('is told apart from an amount of zero, and the whole balance is still accepted', async () => {
    await expectError(
      await post(`/api/financial/receivables/${olderId}/receipts`, { ...over, valor: 0 }),
      400,
      'O valor deve ser maior que zero',
    );
    const res = await post(`/api/financial/receivables/${olderId}/receipts`, { ...over, valor: 150 });
    expect(res.status).toBe(201);
    expect((await json<{ payment: { status: string; saldo: number } }>(res)).payment).toEqual(
      expect.objectContaining({ status: 'PAID', saldo: 0 }),
    );
  });
});

describe('the reports name one basis each and reconcile billed with received', () => {
  it('faturado − recebido = em aberto over the period, and em aberto is what Cobrança lists for its payments', async () => {
    // Received later, on a payment of the period: it counts as received on it, not in the period's receipts.
    expect(
      (await post(`/api/financial/receivables/${partialId}/receipts`, { valor: 50, formaPagamento: 'DINHEIRO', data: today }))
        .status,
    ).toBe(201);

    const r = await json<Reports>(await get(`/api/financial/reports?${PERIOD}`));
    // Billed: 200 (150 + escova 50) + 300 + 150; paid so far: 200 + 100 + 50; open: 150 + 150.
    expect(r.conciliacao).toEqual({ faturado: 650, recebido: 350, emAberto: 300 });
    expect(r.conciliacao.faturado - r.conciliacao.recebido).toBe(r.conciliacao.emAberto);
    // Each chart keeps its own basis: received in the period (by method), services billed, all billed.
    expect(r.porFormaPagamento.reduce((s, m) => s + m.receita, 0)).toBe(300);
    expect(r.porServico.reduce((s, x) => s + x.receita, 0)).toBe(600);
    expect(r.porProfissional.reduce((s, x) => s + x.receita, 0)).toBe(650);

    const open = await receivables();
    const ofThePeriod = open.filter((x) => [paidId, partialId, pendingId].includes(x.id));
    expect(ofThePeriod.reduce((s, x) => s + x.saldo, 0)).toBe(r.conciliacao.emAberto);

    // Over a period holding every payment, em aberto is Cobrança's whole open amount.
    const all = await json<Reports>(await get(`/api/financial/reports?startDate=${d(-60)}&endDate=${today}`));
    expect(all.conciliacao.emAberto).toBe(open.reduce((s, x) => s + x.saldo, 0));
  });

  it('names the basis in each CSV', async () => {
    const header = async (report: string) =>
      (await (await get(`/api/financial/reports?${PERIOD}&report=${report}&format=csv`)).text())
        .replace('\uFEFF', '')
        .split('\r\n')[0];
    expect(await header('mes')).toBe('Mês;Recebido');
    expect(await header('forma')).toBe('Forma de pagamento;Recebido;Participação (%)');
    expect(await header('servico')).toBe('Serviço;Quantidade;Faturado (serviços)');
    expect(await header('profissional')).toBe('Profissional;Atendimentos;Faturado (serviços + produtos)');
  });
});
