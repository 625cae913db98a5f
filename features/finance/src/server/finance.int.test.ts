import { addDays, nowInTimeZone, randomCpf } from '@agenda/br';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { finalizedAppointment, plainAppointment, product } from '@agenda/server/testing';
import { type TestServer, registeredOwner, startTestServer } from '@agenda/server/testing';

type Owner = Awaited<ReturnType<typeof registeredOwner>>;
interface Clinic extends Owner {
  clientId: string;
  clientName: string;
  services: { id: string; name: string; priceCents: number }[];
}
interface Summary {
  receitasRealizadas: number;
  receitasFuturas: number;
  atrasados: number;
  custoProdutos: number;
  despesas: number;
  lucroTotal: number;
  margem: number;
  crescimento: number | null;
  paymentMethods: { method: string; amount: number; share: number }[];
  cashFlow: { weekStart: string; entradas: number; saidas: number }[];
}
interface Transaction {
  id: string;
  data: string;
  tipo: string;
  servico: string;
  cliente: string | null;
  categoria: string;
  valor: number;
  status: string;
  formaPagamento: string;
}
interface Receivable {
  id: string;
  cliente: string;
  valor: number;
  saldo: number;
  vencimento: string;
  diasAtraso: number;
  status: string;
  whatsapp: string | null;
}

const UNAUTHORIZED = 'Sessão expirada ou inválida. Faça login novamente.';
const today = nowInTimeZone('America/Sao_Paulo').date;
const d = (n: number) => addDays(today, n);
const START = d(-20);
const END = d(10);
const PERIOD = `startDate=${START}&endDate=${END}`;

let server: TestServer;
let owner: Clinic;
let other: Clinic;
/** The payment with a partial balance, overdue since d(-3). */
let partialId = '';
let pendingId = '';
let otherPaymentId = '';

const json = async <T>(res: Response): Promise<T> => (await res.json()) as T;
const get = (path: string, c: Owner = owner) => server.request(path, { token: c.token });
const post = (path: string, body: unknown, c: Owner = owner) =>
  server.request(path, { method: 'POST', token: c.token, json: body });
async function created<T>(res: Response, key: string): Promise<T> {
  if (res.status !== 201) throw new Error(`expected 201, got ${res.status}: ${await res.text()}`);
  return ((await res.json()) as Record<string, T>)[key] as T;
}
async function expectError(res: Response, status: number, error?: string) {
  expect(res.status).toBe(status);
  const body = await json<{ error: string }>(res);
  if (error) expect(body.error).toBe(error);
  else expect(body.error).toEqual(expect.any(String));
}

async function clinic(clientName: string): Promise<Clinic> {
  const o = await registeredOwner(server);
  const type = await created<{ id: string }>(await post('/service-types', { name: 'Odontologia' }, o), 'serviceType');
  const service = async (name: string, price: number) => {
    const s = await created<{ id: string }>(
      await post('/services', { name, serviceTypeId: type.id, duration: 60, price }, o),
      'service',
    );
    return { id: s.id, name, priceCents: Math.round(price * 100) };
  };
  const services = [await service('Limpeza', 150), await service('Restauração', 300), await service('Clareamento', 1200)];
  const client = await created<{ id: string }>(
    await post('/api/clients', { fullName: clientName, cpf: randomCpf(), phone: '11987654321' }, o),
    'client',
  );
  return { ...o, clientId: client.id, clientName, services };
}

const expense = (body: Record<string, unknown>, c: Owner = owner) =>
  post(
    '/api/financial/expenses',
    { categoria: 'Aluguel', descricao: 'Aluguel', formaPagamento: 'BOLETO', status: 'PAID', ...body },
    c,
  );

/**
 * The fixture, by hand (R$):
 *   P1 PAID     d-10 PIX      Limpeza 150 + 1 escova 50 (cost 20) = 200, received 200 on d-10
 *   P2 PARTIAL  d-8  CARTÃO   Restauração 300, paid 100 on d-8, due d-3; later 50 in DINHEIRO on d-1
 *   P3 PENDING  d-5  PIX      Limpeza 150 − nothing paid, due d+5 (PENDING, all 150 still owed)
 *   P4 PAID     d-25 PIX      Limpeza 150, outside the period
 *   A5 OVERDUE appointment d-2 Limpeza 150; A6 CONFIRMED d+3 Restauração 300; A7 PENDING d+4 Clareamento 1200;
 *   A8 CANCELLED d+6 Clareamento (not counted)
 *   Expenses: PAID 500 on d-7, PAID 80 on d-2, PENDING 300 due d+8 (dated d-1), PAID 999 on d-30 (outside)
 */
beforeAll(async () => {
  server = await startTestServer();
  [owner, other] = await Promise.all([clinic('Ana Souza'), clinic('Bruno Lima')]);
  const em = server.orm.em.fork();
  const [limpeza, restauracao, clareamento] = owner.services as [
    Clinic['services'][0],
    Clinic['services'][0],
    Clinic['services'][0],
  ];
  const escova = await product(em, owner.user.companyId, 'Escova dental', 5000, 2000);
  const base = { companyId: owner.user.companyId, userId: owner.user.id, clientId: owner.clientId };
  await finalizedAppointment(em, {
    ...base,
    service: limpeza,
    date: d(-10),
    startTime: '09:00',
    method: 'PIX',
    status: 'PAID',
    paidCents: 20_000,
    product: { id: escova.id, name: escova.name, qty: 1, unitPriceCents: 5000, unitCostCents: 2000 },
  });
  partialId = (
    await finalizedAppointment(em, {
      ...base,
      service: restauracao,
      date: d(-8),
      startTime: '10:00',
      method: 'CARTAO',
      status: 'PARTIAL',
      paidCents: 10_000,
      dueDate: d(-3),
    })
  ).paymentId;
  pendingId = (
    await finalizedAppointment(em, {
      ...base,
      service: limpeza,
      date: d(-5),
      startTime: '11:00',
      method: 'PIX',
      status: 'PENDING',
      paidCents: 0,
      dueDate: d(5),
    })
  ).paymentId;
  await finalizedAppointment(em, {
    ...base,
    service: limpeza,
    date: d(-25),
    startTime: '09:00',
    method: 'PIX',
    status: 'PAID',
    paidCents: 15_000,
  });
  const plain = { companyId: owner.user.companyId, clientId: owner.clientId };
  await plainAppointment(em, { ...plain, serviceId: limpeza.id, date: d(-2), startTime: '14:00', status: 'OVERDUE' });
  await plainAppointment(em, { ...plain, serviceId: restauracao.id, date: d(3), startTime: '14:00', status: 'CONFIRMED' });
  await plainAppointment(em, { ...plain, serviceId: clareamento.id, date: d(4), startTime: '14:00', status: 'PENDING' });
  await plainAppointment(em, { ...plain, serviceId: clareamento.id, date: d(6), startTime: '14:00', status: 'CANCELLED' });
  for (const e of [
    { data: d(-7), valor: 500 },
    { data: d(-2), valor: 80, categoria: 'Materiais', descricao: 'Luvas e máscaras', formaPagamento: 'PIX' },
    {
      data: d(-1),
      valor: 300,
      categoria: 'Laboratório',
      descricao: 'Prótese',
      status: 'PENDING',
      vencimento: d(8),
      formaPagamento: 'PIX',
    },
    { data: d(-30), valor: 999 },
  ])
    await created(await expense(e), 'expense');

  // The other company: money that must never show up in the owner's figures.
  const [otherService] = other.services as [Clinic['services'][0]];
  otherPaymentId = (
    await finalizedAppointment(em, {
      companyId: other.user.companyId,
      userId: other.user.id,
      clientId: other.clientId,
      service: otherService,
      date: d(-6),
      startTime: '09:00',
      method: 'PIX',
      status: 'PARTIAL',
      paidCents: 5000,
      dueDate: d(-1),
    })
  ).paymentId;
  await created(await expense({ data: d(-3), valor: 777 }, other), 'expense');
  await plainAppointment(em, {
    companyId: other.user.companyId,
    clientId: other.clientId,
    serviceId: otherService.id,
    date: d(2),
    startTime: '10:00',
    status: 'CONFIRMED',
  });
});
afterAll(() => server.close());

describe('authentication', () => {
  it('answers 401 without a session on every endpoint', async () => {
    for (const [method, path] of [
      ['GET', '/api/financial/summary'],
      ['GET', '/api/financial/transactions'],
      ['GET', '/api/financial/transactions?format=csv'],
      ['GET', '/api/financial/receivables'],
      ['POST', `/api/financial/receivables/${partialId}/receipts`],
      ['GET', '/api/financial/reports'],
      ['POST', '/api/financial/expenses'],
      ['PUT', `/api/financial/expenses/${partialId}`],
      ['DELETE', `/api/financial/expenses/${partialId}`],
    ] as const) {
      const res = await server.request(path, { method, json: method === 'GET' || method === 'DELETE' ? undefined : {} });
      await expectError(res, 401, UNAUTHORIZED);
    }
  });
});

describe('summary', () => {
  it('computes every figure as defined, by hand over the fixture, before and after a later receipt', async () => {
    const before = await json<Summary>(await get(`/api/financial/summary?${PERIOD}`));
    expect(before).toMatchObject({
      receitasRealizadas: 300, // 200 (P1) + 100 (P2 at finalize)
      receitasFuturas: 1650, // P3 150 due d+5 + A6 300 + A7 1200
      atrasados: 350, // P2 balance 200 due d-3 + A5 150
      custoProdutos: 20,
      despesas: 580, // 500 + 80
      lucroTotal: -300, // 300 − 20 − 580
      margem: -100,
    });
    expect(before.paymentMethods).toEqual([
      { method: 'PIX', amount: 200, share: 67 },
      { method: 'CARTÃO', amount: 100, share: 33 },
    ]);

    const receipt = await post(`/api/financial/receivables/${partialId}/receipts`, {
      valor: 50,
      formaPagamento: 'DINHEIRO',
      data: d(-1),
    });
    expect(receipt.status).toBe(201);
    expect((await json<{ payment: { status: string; saldo: number; pago: number } }>(receipt)).payment).toMatchObject({
      status: 'PARTIAL',
      pago: 150,
      saldo: 150,
    });

    const after = await json<Summary>(await get(`/api/financial/summary?${PERIOD}`));
    expect(after).toMatchObject({
      receitasRealizadas: 350,
      receitasFuturas: 1650,
      atrasados: 300, // P2 balance now 150 + A5 150
      custoProdutos: 20,
      despesas: 580,
      lucroTotal: -250,
    });
    // 200 / 100 / 50 of 350: 57.14 / 28.57 / 14.29 → 57 / 29 / 14.
    expect(after.paymentMethods).toEqual([
      { method: 'PIX', amount: 200, share: 57 },
      { method: 'CARTÃO', amount: 100, share: 29 },
      { method: 'DINHEIRO', amount: 50, share: 14 },
    ]);
    expect(after.paymentMethods.reduce((s, m) => s + m.share, 0)).toBe(100);
    const flows = after.cashFlow;
    expect(flows.reduce((s, w) => s + w.entradas, 0)).toBe(350);
    expect(flows.reduce((s, w) => s + w.saidas, 0)).toBe(580);
    expect((flows[0]?.weekStart ?? '') <= START).toBe(true);
    expect(new Set(flows.map((w) => new Date(`${w.weekStart}T12:00:00Z`).getUTCDay()))).toEqual(new Set([1]));
  });

  it('defaults to the current month and compares with the period before', async () => {
    const res = await get('/api/financial/summary');
    expect(res.status).toBe(200);
    const body = await json<Summary & { startDate: string; endDate: string }>(res);
    expect(body.startDate).toBe(`${today.slice(0, 7)}-01`);
    expect(body.endDate.slice(0, 7)).toBe(today.slice(0, 7));
    const older = await json<Summary>(await get(`/api/financial/summary?startDate=${d(-40)}&endDate=${d(-21)}`));
    expect(older.receitasRealizadas).toBe(150); // P4
  });

  it('never counts another company', async () => {
    const theirs = await json<Summary>(await get(`/api/financial/summary?${PERIOD}`, other));
    expect(theirs).toMatchObject({
      receitasRealizadas: 50,
      despesas: 777,
      atrasados: 100,
      receitasFuturas: 150,
      custoProdutos: 0,
    });
  });

  it('refuses bad dates and ranges with 400', async () => {
    for (const q of [
      'startDate=2025-02-30',
      'endDate=amanha',
      `startDate=${d(1)}&endDate=${d(0)}`,
      `startDate=${d(-4000)}&endDate=${d(0)}`,
    ])
      await expectError(await get(`/api/financial/summary?${q}`), 400);
  });
});

describe('transactions', () => {
  const list = async (query: string, c: Owner = owner) => {
    const res = await get(`/api/financial/transactions?${PERIOD}&${query}`, c);
    expect(res.status).toBe(200);
    return json<{ transactions: Transaction[]; total: number }>(res);
  };

  it('lists incomes and expenses of the period, newest first', async () => {
    const { transactions, total } = await list('');
    expect(total).toBe(6); // P1, P2, P3 + expenses on d-7, d-2, d-1
    expect(transactions.map((t) => t.data)).toEqual([...transactions.map((t) => t.data)].sort().reverse());
    expect(transactions.find((t) => t.id === partialId)).toEqual({
      id: partialId,
      data: d(-8),
      tipo: 'receita',
      servico: 'Restauração',
      cliente: 'Ana Souza',
      categoria: 'Atendimento',
      valor: 300,
      status: 'PARTIAL',
      formaPagamento: 'CARTÃO',
      // What stayed of the money received on it (100 on d-8 and 50 on d-1): what an Estorno may give back.
      recebido: 150,
    });
  });

  it('filters by each field alone and combined', async () => {
    const ids = async (q: string) => (await list(q)).transactions.map((t) => `${t.tipo}:${t.valor}`).sort();
    expect(await ids('tipo=despesa')).toEqual(['despesa:300', 'despesa:500', 'despesa:80']);
    expect(await ids('tipo=receita')).toEqual(['receita:150', 'receita:200', 'receita:300']);
    expect(await ids('categoria=Materiais')).toEqual(['despesa:80']);
    expect(await ids('categoria=Atendimento')).toEqual(['receita:150', 'receita:200', 'receita:300']);
    expect(await ids('status=PENDING')).toEqual(['despesa:300', 'receita:150']);
    expect(await ids('status=PARTIAL')).toEqual(['receita:300']);
    expect(await ids('formaPagamento=PIX')).toEqual(['despesa:300', 'despesa:80', 'receita:150', 'receita:200']);
    expect(await ids(`formaPagamento=${encodeURIComponent('CARTÃO')}`)).toEqual(['receita:300']);
    expect(await ids('q=ana')).toEqual(['receita:150', 'receita:200', 'receita:300']);
    expect(await ids('q=restaura')).toEqual(['receita:300']);
    expect(await ids('q=luvas')).toEqual(['despesa:80']);
    expect(await ids('tipo=receita&formaPagamento=PIX&status=PAID')).toEqual(['receita:200']);
    expect(await ids('tipo=despesa&status=PAID&formaPagamento=PIX')).toEqual(['despesa:80']);
    const recent = await get(`/api/financial/transactions?startDate=${d(-2)}&endDate=${d(0)}&tipo=despesa`);
    const recentRows = (await json<{ transactions: Transaction[] }>(recent)).transactions;
    expect(recentRows.map((t) => t.valor).sort()).toEqual([300, 80]);
    expect(await ids('q=100%_')).toEqual([]);
  });

  it('pages with limit and offset within bounds', async () => {
    const first = await list('limit=4&offset=0');
    const second = await list('limit=4&offset=4');
    expect(first.transactions).toHaveLength(4);
    expect(second.transactions).toHaveLength(2);
    expect(first.total).toBe(6);
    expect(new Set([...first.transactions, ...second.transactions].map((t) => t.id)).size).toBe(6);
    expect((await list('limit=4&offset=100')).transactions).toEqual([]);
    for (const q of [
      'limit=0',
      'limit=201',
      'limit=abc',
      'offset=-1',
      'limit=2.5',
      'tipo=outro',
      'status=PAGO',
      'formaPagamento=CHEQUE',
    ])
      await expectError(await get(`/api/financial/transactions?${PERIOD}&${q}`), 400);
  });

  it('never lists another company', async () => {
    const { transactions } = await list('', other);
    expect(transactions.map((t) => t.valor).sort()).toEqual([150, 777]);
  });

  it('exports the same filters as CSV Brazilian spreadsheets open: BOM, ; and decimal comma, dd/mm/yyyy', async () => {
    for (const init of [
      { path: '&format=csv', accept: 'application/json' },
      { path: '', accept: 'text/csv' },
    ]) {
      const res = await server.request(`/api/financial/transactions?${PERIOD}&tipo=receita${init.path}`, {
        token: owner.token,
        headers: { accept: init.accept },
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/csv');
      expect(res.headers.get('content-disposition')).toContain('attachment');
      const bytes = new Uint8Array(await res.arrayBuffer());
      expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const lines = new TextDecoder().decode(bytes.slice(3)).split('\r\n');
      expect(lines[0]).toBe('Data;Tipo;Descrição;Cliente;Categoria;Valor;Status;Forma de pagamento');
      const [y, m, day] = d(-8).split('-');
      expect(lines).toContain(`${day}/${m}/${y};Receita;Restauração;Ana Souza;Atendimento;300,00;Parcial;CARTÃO`);
      expect(lines).toHaveLength(5); // header + 3 rows + final empty line
    }
    await expectError(await get(`/api/financial/transactions?format=csv&startDate=ontem`), 400);
  });
});

describe('receivables', () => {
  it('lists open balances by due date with days overdue and a WhatsApp reminder for the overdue ones', async () => {
    const res = await get('/api/financial/receivables');
    expect(res.status).toBe(200);
    const { receivables } = await json<{ receivables: Receivable[] }>(res);
    expect(receivables.map((r) => r.id)).toEqual([partialId, pendingId]);
    const [late, notYet] = receivables as [Receivable, Receivable];
    expect(late).toMatchObject({ cliente: 'Ana Souza', valor: 300, vencimento: d(-3), diasAtraso: 3, status: 'PARTIAL' });
    expect(late.whatsapp).toMatch(/^https:\/\/wa\.me\/5511987654321\?text=/);
    expect(decodeURIComponent(late.whatsapp?.split('text=')[1] ?? '')).toContain('Olá, Ana!');
    expect(notYet).toMatchObject({ saldo: 150, vencimento: d(5), diasAtraso: 0, status: 'PENDING', whatsapp: null });
  });

  it('refuses a receipt over the balance, in the future, of zero, or on an unknown or foreign payment', async () => {
    const path = `/api/financial/receivables/${pendingId}/receipts`;
    await expectError(await post(path, { valor: 150.01, formaPagamento: 'PIX', data: today }), 400);
    await expectError(await post(path, { valor: 0, formaPagamento: 'PIX', data: today }), 400);
    await expectError(await post(path, { valor: 10, formaPagamento: 'PIX', data: d(1) }), 400);
    await expectError(await post(path, { valor: 10, formaPagamento: 'BOLETO', data: today }), 400);
    await expectError(await post(path, { valor: 10, formaPagamento: 'PIX', data: '31/12/2025' }), 400);
    await expectError(
      await post(`/api/financial/receivables/${otherPaymentId}/receipts`, { valor: 1, formaPagamento: 'PIX', data: today }),
      404,
    );
    await expectError(
      await post('/api/financial/receivables/nao-existe/receipts', { valor: 1, formaPagamento: 'PIX', data: today }),
      404,
    );
  });

  it('settles a balance in full: the payment is PAID and leaves the list', async () => {
    const em = server.orm.em.fork();
    const [limpeza] = owner.services as [Clinic['services'][0]];
    const { paymentId } = await finalizedAppointment(em, {
      companyId: owner.user.companyId,
      userId: owner.user.id,
      clientId: owner.clientId,
      service: limpeza,
      date: d(-40),
      startTime: '15:00',
      method: 'PLANO',
      status: 'PENDING',
      paidCents: 0,
      dueDate: d(-35),
    });
    const res = await post(`/api/financial/receivables/${paymentId}/receipts`, {
      valor: 150,
      formaPagamento: 'CONVÊNIO',
      data: d(-30),
    });
    expect(res.status).toBe(201);
    expect((await json<{ payment: { status: string; saldo: number } }>(res)).payment).toMatchObject({ status: 'PAID', saldo: 0 });
    const { receivables } = await json<{ receivables: Receivable[] }>(await get('/api/financial/receivables'));
    expect(receivables.map((r) => r.id)).not.toContain(paymentId);
  });
});

describe('reports', () => {
  it('gives revenue by month (12), service, method and professional', async () => {
    const res = await get(`/api/financial/reports?${PERIOD}`);
    expect(res.status).toBe(200);
    const r = await json<{
      porMes: { mes: string; receita: number }[];
      porServico: { servico: string; quantidade: number; receita: number }[];
      porFormaPagamento: { method: string; receita: number; share: number }[];
      porProfissional: { profissional: string; atendimentos: number; receita: number }[];
      produtos: { produto: string; quantidade: number; lucro: number }[];
    }>(res);
    expect(r.porMes).toHaveLength(12);
    expect(r.porMes.at(-1)?.mes).toBe(END.slice(0, 7));
    // 200 + 100 + 50 + 150 (P4) + 150 (the balance settled on d-30 above): all within 12 months.
    expect(r.porMes.reduce((s, m) => s + m.receita, 0)).toBe(650);
    expect(r.porServico).toEqual([
      { servico: 'Limpeza', quantidade: 2, receita: 300 },
      { servico: 'Restauração', quantidade: 1, receita: 300 },
    ]);
    expect(r.porFormaPagamento.map((m) => [m.method, m.receita])).toEqual([
      ['PIX', 200],
      ['CARTÃO', 100],
      ['DINHEIRO', 50],
    ]);
    expect(r.porProfissional).toEqual([{ profissional: 'Maria Clara Ferreira', atendimentos: 3, receita: 650 }]);
    expect(r.produtos).toEqual([{ produto: 'Escova dental', quantidade: 1, receita: 50, custo: 20, lucro: 30 }]);
  });

  it('exports each report as CSV and refuses bad input', async () => {
    const res = await get(`/api/financial/reports?${PERIOD}&report=forma&format=csv`);
    expect(res.status).toBe(200);
    // Response.text() drops a BOM: decode the bytes as they are.
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.arrayBuffer());
    expect(text.startsWith('\uFEFFForma de pagamento;Recebido;Participação (%)\r\nPIX;200,00;57\r\n')).toBe(true);
    const months = await (await get(`/api/financial/reports?${PERIOD}&format=csv`)).text();
    expect(months.split('\r\n')).toHaveLength(14);
    await expectError(await get(`/api/financial/reports?report=ano&format=csv`), 400);
    await expectError(await get(`/api/financial/reports?startDate=${d(1)}&endDate=${d(0)}`), 400);
  });
});

describe('expenses', () => {
  it('creates, reads, edits and deletes an expense', async () => {
    const res = await expense({
      data: d(-4),
      valor: 123.45,
      categoria: 'Marketing',
      descricao: 'Anúncios',
      formaPagamento: 'CARTÃO',
    });
    const e = await created<{ id: string }>(res, 'expense');
    expect(e).toEqual({
      id: expect.any(String),
      data: d(-4),
      categoria: 'Marketing',
      descricao: 'Anúncios',
      valor: 123.45,
      formaPagamento: 'CARTÃO',
      status: 'PAID',
      vencimento: null,
    });
    const put = await server.request(`/api/financial/expenses/${e.id}`, {
      method: 'PUT',
      token: owner.token,
      json: {
        data: d(-4),
        valor: 100,
        categoria: 'Marketing',
        descricao: 'Anúncios',
        formaPagamento: 'PIX',
        status: 'PENDING',
        vencimento: d(2),
      },
    });
    expect(put.status).toBe(200);
    expect((await json<{ expense: { valor: number; status: string; vencimento: string } }>(put)).expense).toMatchObject({
      valor: 100,
      status: 'PENDING',
      vencimento: d(2),
    });
    expect((await get(`/api/financial/expenses/${e.id}`)).status).toBe(200);
    await expectError(await get(`/api/financial/expenses/${e.id}`, other), 404, 'Despesa não encontrada');
    await expectError(await server.request(`/api/financial/expenses/${e.id}`, { method: 'DELETE', token: other.token }), 404);
    expect((await server.request(`/api/financial/expenses/${e.id}`, { method: 'DELETE', token: owner.token })).status).toBe(200);
    await expectError(await get(`/api/financial/expenses/${e.id}`), 404);
  });

  it('refuses incomplete or invalid expenses with 400', async () => {
    for (const body of [
      { data: '', valor: 10 },
      { data: d(0), valor: 0 },
      { data: d(0), valor: -5 },
      { data: d(0), valor: 10, categoria: '' },
      { data: d(0), valor: 10, formaPagamento: 'CHEQUE' },
      { data: d(0), valor: 10, status: 'PARTIAL' },
      { data: d(0), valor: 10, status: 'PENDING' },
      { data: d(0), valor: '10' },
    ])
      await expectError(await expense(body), 400);
  });
});

describe('summary over a clinic finalized through the finalize endpoint', () => {
  it('matches the figures computed by hand', async () => {
    const c = await clinic('Carla Dias');
    const [limpeza, restauracao, clareamento] = c.services as [
      Clinic['services'][0],
      Clinic['services'][0],
      Clinic['services'][0],
    ];
    const em = server.orm.em.fork();
    const booked = (serviceId: string, date: string, startTime: string, status = 'CONFIRMED') =>
      plainAppointment(em, { companyId: c.user.companyId, clientId: c.clientId, serviceId, date, startTime, status });
    const fio = await created<{ id: string }>(
      await post('/api/products', { name: 'Fio dental', category: 'Higiene', costPrice: 10, salePrice: 25, stock: 10 }, c),
      'product',
    );
    const complete = async (body: Record<string, unknown>) => {
      const res = await post('/api/appointments/complete', body, c);
      if (res.status !== 200 && res.status !== 201) throw new Error(`complete: ${res.status} ${await res.text()}`);
    };
    // PAID in PIX: Limpeza 150 + 2 × Fio dental 25 (cost 10) = 200.
    await complete({
      appointmentId: await booked(limpeza.id, today, '07:00'),
      services: [{ id: limpeza.id }],
      products: [{ id: fio.id, qty: 2 }],
      paymentMethod: 'PIX',
      paymentStatus: 'PAID',
    });
    // PARTIAL in CARTÃO: Restauração 300, 100 paid now, the rest due d-2 (already overdue).
    await complete({
      appointmentId: await booked(restauracao.id, today, '08:00'),
      services: [{ id: restauracao.id }],
      paymentMethod: 'CARTÃO',
      paymentStatus: 'PARTIAL',
      paidAmount: 100,
      dueDate: d(-2),
    });
    // PENDING in DINHEIRO: Limpeza 150 due d+7.
    await complete({
      appointmentId: await booked(limpeza.id, today, '09:00'),
      services: [{ id: limpeza.id }],
      paymentMethod: 'DINHEIRO',
      paymentStatus: 'PENDING',
      dueDate: d(7),
    });
    await booked(clareamento.id, d(2), '10:00', 'PENDING'); // future 1200
    await booked(limpeza.id, d(-1), '10:00', 'OVERDUE'); // overdue 150
    await created(await expense({ data: today, valor: 80, formaPagamento: 'PIX' }, c), 'expense');
    await created(await expense({ data: today, valor: 40, status: 'PENDING', vencimento: d(3) }, c), 'expense');

    const { receivables } = await json<{ receivables: Receivable[] }>(await get('/api/financial/receivables', c));
    const partial = receivables.find((r) => r.status === 'PARTIAL');
    expect(partial).toMatchObject({ valor: 300, saldo: 200, vencimento: d(-2), diasAtraso: 2 });
    const receipt = await post(
      `/api/financial/receivables/${partial?.id}/receipts`,
      { valor: 50, formaPagamento: 'PIX', data: today },
      c,
    );
    expect(receipt.status).toBe(201);

    const s = await json<Summary>(await get(`/api/financial/summary?startDate=${d(-1)}&endDate=${d(10)}`, c));
    expect(s).toMatchObject({
      receitasRealizadas: 350, // 200 + 100 + 50
      receitasFuturas: 1350, // PENDING 150 due d+7 + Clareamento 1200 on d+2
      atrasados: 300, // PARTIAL balance 150, due d-2 (before the period, still owed) + the OVERDUE Limpeza 150
      custoProdutos: 20,
      despesas: 80,
      lucroTotal: 250, // 350 − 20 − 80
    });
    expect(s.paymentMethods).toEqual([
      { method: 'PIX', amount: 250, share: 71 },
      { method: 'CARTÃO', amount: 100, share: 29 },
    ]);
  });
});
