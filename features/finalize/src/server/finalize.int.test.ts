import { addDays, nowInTimeZone } from '@agenda/br';
import { requestEm } from '@agenda/db';
import { clientHasPayments, exportPayments, historyOfPayments, registerReceipt } from '@agenda/finalize/server';
import { returnStock } from '@agenda/products/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SaleClinic, saleClinic } from '@agenda/server/testing';
import { type TestServer, startTestServer } from '@agenda/server/testing';

interface Payment {
  id: string;
  status: string;
  method: string;
  total: number;
  paidAmount: number;
  balance: number;
  dueDate: string | null;
  registeredOn: string;
  services: { id: string; name: string; price: number }[];
  products: { id: string; name: string; qty: number; salePrice: number }[];
}
interface Answer {
  appointment: { id: string; status: string };
  payment: Payment;
}

const T = {
  method: 'Por favor, selecione uma forma de pagamento',
  partialAmount: 'Para pagamento parcial, informe o valor pago',
  partialRange: 'O valor pago deve ser maior que zero e menor que o total',
  partialDue: 'Para pagamento parcial, informe a data de vencimento do saldo',
  pendingDue: 'Para pagamento pendente, informe a data de vencimento',
  final: 'Este agendamento já foi finalizado ou cancelado',
  appointmentNotFound: 'Agendamento não encontrado',
  serviceNotFound: 'Serviço não encontrado',
  productNotFound: 'Produto não encontrado',
  reused: 'Esta chave de idempotência já foi usada com outro pedido',
  unauthorized: 'Sessão expirada ou inválida. Faça login novamente.',
};

const today = nowInTimeZone().date;
const nextWeek = addDays(today, 7);

let server: TestServer;
let clinic: SaleClinic;
let other: SaleClinic;
let brush: { id: string };
let kit: { id: string };

beforeAll(async () => {
  server = await startTestServer();
  clinic = await saleClinic(server, 150);
  other = await saleClinic(server, 80);
  brush = await clinic.product({ name: 'Escova Macia', costPrice: 4.9, salePrice: 14.9, stock: 20 });
  kit = await clinic.product({ name: 'Kit Clareamento', costPrice: 85, salePrice: 249, stock: 2 });
});
afterAll(() => server.close());

function complete(c: SaleClinic, body: Record<string, unknown>, key?: string) {
  return server.request('/api/appointments/complete', {
    method: 'POST',
    token: c.token,
    json: body,
    ...(key ? { headers: { 'Idempotency-Key': key } } : {}),
  });
}

async function completed(c: SaleClinic, body: Record<string, unknown>, key?: string): Promise<Answer> {
  const res = await complete(c, body, key);
  if (res.status !== 200) throw new Error(`expected 200, got ${res.status}: ${await res.text()}`);
  return (await res.json()) as Answer;
}

async function expectError(res: Response, status: number, error: string) {
  expect({ status: res.status, body: await res.json() }).toEqual({ status, body: { error } });
}

const base = (c: SaleClinic, appointmentId: string, extra: Record<string, unknown> = {}) => ({
  appointmentId,
  services: [{ id: c.serviceId, name: 'Limpeza', price: 150 }],
  products: [],
  paymentMethod: 'PIX',
  paymentStatus: 'PAID',
  notes: '',
  ...extra,
});

async function stockOf(c: SaleClinic, id: string): Promise<number> {
  const res = await server.request('/api/products', { token: c.token });
  const { products } = (await res.json()) as { products: { id: string; stock: number }[] };
  return products.find((p) => p.id === id)?.stock ?? -1;
}

async function analysis(c: SaleClinic, query = '') {
  const res = await server.request(`/api/products/financial-analysis${query}`, { token: c.token });
  expect(res.status).toBe(200);
  return (await res.json()) as {
    products: { id: string; name: string; quantitySold: number; revenue: number; cost: number; profit: number }[];
    summary: { totalRevenue: number; totalCost: number; totalProfit: number; profitMargin: number };
  };
}

describe('POST /api/appointments/complete', () => {
  it('completes a PAID appointment with PIX, charging the catalogue and taking the stock', async () => {
    const id = await clinic.book();
    const answer = await completed(
      clinic,
      base(clinic, id, {
        services: [{ id: clinic.serviceId, name: 'Limpeza', price: 1 }],
        products: [{ id: brush.id, name: 'Escova', salePrice: 0.01, qty: 2 }],
        notes: 'Paciente levou escovas',
      }),
    );
    expect(answer.appointment).toMatchObject({ id, status: 'COMPLETED' });
    expect(answer.payment).toMatchObject({
      status: 'PAID',
      method: 'PIX',
      total: 179.8,
      paidAmount: 179.8,
      balance: 0,
      dueDate: null,
      registeredOn: today,
      services: [{ id: clinic.serviceId, name: 'Limpeza', price: 150 }],
      products: [{ id: brush.id, name: 'Escova Macia', qty: 2, salePrice: 14.9 }],
    });
    expect(await stockOf(clinic, brush.id)).toBe(18);
    const movements = await server.request(`/api/products/${brush.id}/movements`, { token: clinic.token });
    const list = ((await movements.json()) as { movements: { kind: string; delta: number; paymentId: string }[] }).movements;
    expect(list).toContainEqual(expect.objectContaining({ kind: 'SALE', delta: -2, paymentId: answer.payment.id }));
    expect(list.reduce((s, m) => s + m.delta, 0)).toBe(18);

    const week = await server.request(`/api/appointments?startDate=${today}&endDate=${addDays(today, 60)}`, {
      token: clinic.token,
    });
    const { appointments } = (await week.json()) as { appointments: { id: string; status: string }[] };
    expect(appointments.find((a) => a.id === id)?.status).toBe('COMPLETED');
  });

  it('accepts CARTÃO and CONVÊNIO as labels, a discount, and a quantity of 0 removes the item', async () => {
    const answer = await completed(
      clinic,
      base(clinic, await clinic.book(), {
        paymentMethod: 'CARTÃO',
        discount: 20,
        products: [{ id: brush.id, qty: 0 }],
      }),
    );
    expect(answer.payment).toMatchObject({ method: 'CARTÃO', total: 130, paidAmount: 130, products: [] });
    const conv = await completed(clinic, base(clinic, await clinic.book(), { paymentMethod: 'CONVÊNIO' }));
    expect(conv.payment.method).toBe('CONVÊNIO');
  });

  it('refuses a negative quantity with the line named, on REST and tRPC, and sells nothing', async () => {
    const id = await clinic.book();
    const stock = await stockOf(clinic, brush.id);
    const products = [
      { id: brush.id, qty: 1 },
      { id: brush.id, qty: -3 },
    ];
    const negative = 'A quantidade não pode ser negativa (products[1].qty)';
    await expectError(await complete(clinic, base(clinic, id, { products })), 400, negative);
    const viaTrpc = await server.request('/trpc/finalize.complete', {
      method: 'POST',
      token: clinic.token,
      json: base(clinic, id, { products }),
    });
    const body = (await viaTrpc.json()) as { error: { message: string; data: { code: string } } };
    expect({ status: viaTrpc.status, message: body.error.message, code: body.error.data.code }).toEqual({
      status: 400,
      message: negative,
      code: 'BAD_REQUEST',
    });
    expect(await stockOf(clinic, brush.id)).toBe(stock);
  });

  it('refuses a missing method and every incomplete PARTIAL or PENDING with the spec messages (400)', async () => {
    const id = await clinic.book();
    await expectError(await complete(clinic, base(clinic, id, { paymentMethod: '' })), 400, T.method);
    await expectError(await complete(clinic, base(clinic, id, { paymentMethod: undefined })), 400, T.method);
    await expectError(await complete(clinic, base(clinic, id, { paymentMethod: 'BOLETO' })), 400, T.method);
    await expectError(await complete(clinic, base(clinic, id, { paymentStatus: 'PARTIAL' })), 400, T.partialAmount);
    await expectError(
      await complete(clinic, base(clinic, id, { paymentStatus: 'PARTIAL', paidAmount: 0, dueDate: nextWeek })),
      400,
      T.partialRange,
    );
    await expectError(
      await complete(clinic, base(clinic, id, { paymentStatus: 'PARTIAL', paidAmount: 150, dueDate: nextWeek })),
      400,
      T.partialRange,
    );
    await expectError(await complete(clinic, base(clinic, id, { paymentStatus: 'PARTIAL', paidAmount: 50 })), 400, T.partialDue);
    await expectError(await complete(clinic, base(clinic, id, { paymentStatus: 'PENDING' })), 400, T.pendingDue);
    await expectError(
      await complete(clinic, base(clinic, id, { paymentStatus: 'PENDING', dueDate: 'amanhã' })),
      400,
      'Data de vencimento inválida',
    );
    await expectError(
      await complete(clinic, base(clinic, id, { discount: 150.01 })),
      400,
      'O desconto não pode ser maior que o total',
    );
    await expectError(
      await complete(clinic, base(clinic, id, { products: [{ id: brush.id, qty: 1.5 }] })),
      400,
      'A quantidade deve ser um número inteiro',
    );
    await expectError(await complete(clinic, base(clinic, id, { paymentStatus: 'PAGO' })), 400, 'Status de pagamento inválido');
    // Nothing was changed by the refused attempts.
    const ok = await completed(clinic, base(clinic, id, { paymentStatus: 'PARTIAL', paidAmount: 50, dueDate: nextWeek }));
    expect(ok.payment).toMatchObject({ status: 'PARTIAL', total: 150, paidAmount: 50, balance: 100, dueDate: nextWeek });
    // The client's Histórico tells what was paid, what is owed and when.
    const res = await server.request(`/api/clients/${clinic.clientId}/history`, { token: clinic.token });
    const { history } = (await res.json()) as { history: { id: string }[] };
    expect(history.find((h) => h.id === id)).toMatchObject({
      status: 'PARTIAL',
      totalValue: 150,
      paidValue: 50,
      balanceValue: 100,
      dueDate: nextWeek,
    });
  });

  it('records a PENDING payment with nothing paid and its due date', async () => {
    const answer = await completed(clinic, base(clinic, await clinic.book(), { paymentStatus: 'PENDING', dueDate: nextWeek }));
    expect(answer.payment).toMatchObject({ status: 'PENDING', paidAmount: 0, balance: 150, dueDate: nextWeek });
  });

  it('answers 409 for an appointment already completed or cancelled', async () => {
    const id = await clinic.book();
    await completed(clinic, base(clinic, id));
    await expectError(await complete(clinic, base(clinic, id)), 409, T.final);
    const cancelled = await clinic.book();
    await server.request(`/api/appointments/${cancelled}/cancel`, { method: 'PATCH', token: clinic.token });
    await expectError(await complete(clinic, base(clinic, cancelled)), 409, T.final);
  });

  it('answers 409 naming the product when the stock is short, and changes nothing', async () => {
    const id = await clinic.book();
    await expectError(
      await complete(clinic, base(clinic, id, { products: [{ id: kit.id, qty: 3 }] })),
      409,
      'Kit Clareamento: Estoque insuficiente! Disponível: 2',
    );
    expect(await stockOf(clinic, kit.id)).toBe(2);
    const week = await server.request(`/api/appointments/${id}/details`, { token: clinic.token });
    expect(((await week.json()) as { appointment: { status: string } }).appointment.status).not.toBe('COMPLETED');
  });

  it("answers 404 for another company's appointment, service or product", async () => {
    const mine = await clinic.book();
    const theirs = await other.book();
    await expectError(await complete(other, base(other, mine)), 404, T.appointmentNotFound);
    await expectError(await complete(clinic, base(clinic, 'nope')), 404, T.appointmentNotFound);
    await expectError(
      await complete(clinic, base(clinic, mine, { services: [{ id: other.serviceId }] })),
      404,
      T.serviceNotFound,
    );
    await expectError(
      await complete(other, base(other, theirs, { products: [{ id: brush.id, qty: 1 }] })),
      404,
      T.productNotFound,
    );
  });

  it('answers 401 without a session', async () => {
    await expectError(
      await server.request('/api/appointments/complete', { method: 'POST', json: { appointmentId: 'x' } }),
      401,
      T.unauthorized,
    );
  });

  it('replays the first answer for the same Idempotency-Key, and refuses the key with another body (409)', async () => {
    const id = await clinic.book();
    const body = base(clinic, id, { products: [{ id: brush.id, qty: 1 }] });
    const before = await stockOf(clinic, brush.id);
    const first = await completed(clinic, body, 'key-1');
    const again = await completed(clinic, body, 'key-1');
    expect(again).toEqual(first);
    expect(await stockOf(clinic, brush.id)).toBe(before - 1);
    await expectError(await complete(clinic, { ...body, notes: 'outra' }, 'key-1'), 409, T.reused);
    // Another company's identical key is its own.
    const theirs = await other.book();
    expect((await complete(other, base(other, theirs), 'key-1')).status).toBe(200);
  });

  it('offers the same over tRPC, the key as idempotencyKey', async () => {
    const id = await clinic.book();
    const call = (input: unknown, token = clinic.token) =>
      server.request('/trpc/finalize.complete', { method: 'POST', token, json: input });
    const res = await call({ ...base(clinic, id), idempotencyKey: 'trpc-1' });
    expect(res.status).toBe(200);
    const data = ((await res.json()) as { result: { data: Answer } }).result.data;
    expect(data.appointment.status).toBe('COMPLETED');
    const replay = await call({ ...base(clinic, id), idempotencyKey: 'trpc-1' });
    expect(((await replay.json()) as { result: { data: Answer } }).result.data).toEqual(data);

    const bad = await call({ ...base(clinic, await clinic.book()), paymentStatus: 'PENDING' });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { message: string } }).error.message).toBe(T.pendingDue);
    expect((await call(base(clinic, id))).status).toBe(409);
    expect((await call(base(other, id), other.token)).status).toBe(404);
  });
});

describe('GET /api/products/financial-analysis', () => {
  it('adds up real sales at the prices of the day, with margins', async () => {
    const c = await saleClinic(server, 100);
    const gel = await c.product({ name: 'Gel Clareador', costPrice: 18, salePrice: 49.9, stock: 10 });
    const floss = await c.product({ name: 'Fio Dental', costPrice: 3.5, salePrice: 9.9, stock: 10 });
    expect(await analysis(c)).toEqual({
      products: [],
      summary: { totalRevenue: 0, totalCost: 0, totalProfit: 0, profitMargin: 0 },
    });
    await completed(
      c,
      base(c, await c.book(), {
        products: [
          { id: gel.id, qty: 2 },
          { id: floss.id, qty: 3 },
        ],
      }),
    );
    await completed(
      c,
      base(c, await c.book(), { products: [{ id: gel.id, qty: 1 }], paymentStatus: 'PENDING', dueDate: nextWeek }),
    );
    // A later price change does not rewrite past sales.
    await server.request(`/api/products/${gel.id}`, {
      method: 'PUT',
      token: c.token,
      json: { name: 'Gel Clareador 16%', category: 'Clareamento', costPrice: 20, salePrice: 60, stock: 7 },
    });

    // Gel: 3 × 49,90 = 149,70 revenue, 3 × 18 = 54 cost, 95,70 profit.
    // Fio: 3 × 9,90 = 29,70 revenue, 3 × 3,50 = 10,50 cost, 19,20 profit.
    // Total 179,40 / 64,50 / 114,90 → margin 114,90 ÷ 179,40 = 64,05 %.
    const result = await analysis(c);
    expect(result.products).toEqual([
      { id: gel.id, name: 'Gel Clareador 16%', category: 'Clareamento', quantitySold: 3, revenue: 149.7, cost: 54, profit: 95.7 },
      { id: floss.id, name: 'Fio Dental', category: 'Higiene', quantitySold: 3, revenue: 29.7, cost: 10.5, profit: 19.2 },
    ]);
    expect(result.summary).toEqual({ totalRevenue: 179.4, totalCost: 64.5, totalProfit: 114.9, profitMargin: 64.05 });

    expect((await analysis(c, `?startDate=${today}&endDate=${today}`)).summary.totalRevenue).toBe(179.4);
    expect((await analysis(c, `?startDate=${addDays(today, 1)}`)).products).toEqual([]);
    expect((await analysis(other)).products).toEqual([]);
    const bad = await server.request('/api/products/financial-analysis?startDate=ontem', { token: c.token });
    expect({ status: bad.status, body: await bad.json() }).toEqual({ status: 400, body: { error: 'Período inválido' } });
    expect((await server.request('/api/products/financial-analysis')).status).toBe(401);

    const trpc = await server.request(`/trpc/finalize.productAnalysis?input=${encodeURIComponent(JSON.stringify({}))}`, {
      token: c.token,
    });
    expect(((await trpc.json()) as { result: { data: { summary: unknown } } }).result.data.summary).toEqual(result.summary);

    // A product already sold is archived on delete, not deleted; its sales stay in the analysis.
    const removed = await server.request(`/api/products/${floss.id}`, { method: 'DELETE', token: c.token });
    expect(await removed.json()).toEqual({ ok: true, archived: true });
    expect((await analysis(c)).products.map((p) => p.id)).toContain(floss.id);
  });
});

describe('what finalize gives the rest of the product', () => {
  it('adds the payment to the client history, records and export', async () => {
    const id = await clinic.book();
    const answer = await completed(
      clinic,
      base(clinic, id, { products: [{ id: brush.id, qty: 1 }], paymentMethod: 'CONVÊNIO', notes: 'Retorno em 6 meses' }),
    );
    const em = requestEm(server.orm, clinic.user.companyId);
    const history = await historyOfPayments(em, clinic.user.companyId, clinic.clientId, [id]);
    expect(history.get(id)).toEqual({
      paymentMethod: 'CONVÊNIO',
      status: 'PAID',
      servicesData: [{ name: 'Limpeza' }],
      productsData: [{ name: 'Escova Macia', qty: 1 }],
      notes: 'Retorno em 6 meses',
      totalValue: 16490,
      paidValue: 16490,
      dueDate: null,
    });
    // What the client's Histórico reads: reais on the wire.
    const res = await server.request(`/api/clients/${clinic.clientId}/history`, { token: clinic.token });
    const entry = ((await res.json()) as { history: { id: string; totalValue: number; paymentMethod: string }[] }).history.find(
      (h) => h.id === id,
    );
    expect(entry).toMatchObject({ totalValue: 164.9, paymentMethod: 'CONVÊNIO' });
    expect(await clientHasPayments(em, clinic.user.companyId, clinic.clientId)).toBe(true);
    expect(await clientHasPayments(em, other.user.companyId, clinic.clientId)).toBe(false);
    const exported = (await exportPayments(em, clinic.user.companyId, clinic.clientId)) as { payments: { id: string }[] };
    expect(exported.payments.map((p) => p.id)).toContain(answer.payment.id);
  });

  it('puts the units of a reversed sale back through a RETURN movement', async () => {
    const before = await stockOf(clinic, brush.id);
    const answer = await completed(clinic, base(clinic, await clinic.book(), { products: [{ id: brush.id, qty: 3 }] }));
    expect(await stockOf(clinic, brush.id)).toBe(before - 3);
    const em = requestEm(server.orm, clinic.user.companyId);
    await em.transactional((tx) =>
      returnStock(tx, clinic.user.companyId, clinic.user.id, { productId: brush.id, qty: 3, paymentId: answer.payment.id }),
    );
    expect(await stockOf(clinic, brush.id)).toBe(before);
    const res = await server.request(`/api/products/${brush.id}/movements`, { token: clinic.token });
    const { movements } = (await res.json()) as { movements: { kind: string; delta: number; paymentId: string | null }[] };
    expect(movements.filter((m) => m.paymentId === answer.payment.id).map((m) => [m.kind, m.delta])).toEqual(
      expect.arrayContaining([
        ['SALE', -3],
        ['RETURN', 3],
      ]),
    );
    expect(movements.reduce((sum, m) => sum + m.delta, 0)).toBe(before);
  });

  it('registers later receipts until the payment is PAID', async () => {
    const answer = await completed(
      clinic,
      base(clinic, await clinic.book(), { paymentStatus: 'PARTIAL', paidAmount: 50, dueDate: nextWeek }),
    );
    const { companyId, id: userId } = clinic.user;
    const em = () => requestEm(server.orm, companyId);
    const receipt = (amountCents: number, cid = companyId) =>
      registerReceipt(em(), cid, userId, answer.payment.id, { amountCents, method: 'DINHEIRO', receivedOn: today });
    await expect(receipt(0)).rejects.toThrow('O valor recebido deve ser maior que zero e não pode exceder o saldo');
    await expect(receipt(10001)).rejects.toThrow('O valor excede o saldo de R$ 100,00');
    await expect(receipt(100, other.user.companyId)).rejects.toThrow('Pagamento não encontrado');
    expect(await receipt(4000)).toMatchObject({ status: 'PARTIAL', paidCents: 9000 });
    expect(await receipt(6000)).toMatchObject({ status: 'PAID', paidCents: 15000 });
  });
});
