import { addDays, formatDatePtBR, nowInTimeZone, randomCpf } from '@agenda/br';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { created, expectError, json, trpcData, trpcError, trpcOf } from '@agenda/server/testing';
import { finalizedAppointment } from '@agenda/server/testing';
import { type TestServer, registeredOwner, startTestServer } from '@agenda/server/testing';

// 'Fechamento de caixa': the owner closes the cash up to a day; from then on, any money dated on or
// before it (a finalize, a receipt, an expense: created, changed or removed) is a 409 naming the
// closing's date, over REST and tRPC alike. A correction is an 'Estorno' dated today, with its reason:
// shown in Transações and counted in the figures as negative revenue on its day.

type Owner = Awaited<ReturnType<typeof registeredOwner>>;
interface Closing {
  id: string;
  from: string | null;
  until: string;
  closedAt: string;
  closedBy: { id: string | null; name: string };
  totals: { method: string; amount: number }[];
  total: number;
}
interface Transaction {
  id: string;
  data: string;
  tipo: string;
  servico: string;
  categoria: string;
  valor: number;
  status: string;
  formaPagamento: string;
  recebido: number | null;
}

const today = nowInTimeZone('America/Sao_Paulo').date;
const d = (n: number) => addDays(today, n);
const CLOSED = d(-2);
const closedMessage = (date: string) => `Período fechado em ${formatDatePtBR(date)}`;

let server: TestServer;
let owner: Owner;
let other: Owner;
let serviceId = '';
let clientId = '';
/** Limpeza 150, PAID in PIX on d-3. */
let paidId = '';
/** Restauração 300, 100 in CARTÃO on d-2, due d+10. */
let partialId = '';
/** Rent paid on d-2 (closed) and materials paid on d-1 (open). */
let closedExpenseId = '';
let openExpenseId = '';
let closing: Closing;

const get = (path: string, who: Owner = owner) => server.request(path, { token: who.token });
const send = (method: string, path: string, body: unknown, who: Owner = owner) =>
  server.request(path, { method, token: who.token, json: body });
const finance = trpcOf(() => server, 'finance');
const expense = (data: string, descricao = 'Aluguel') => ({
  data,
  categoria: 'Aluguel',
  descricao,
  valor: 80,
  formaPagamento: 'BOLETO',
  status: 'PAID',
});
const receipt = (data: string, valor = 20) => ({ valor, formaPagamento: 'DINHEIRO', data });

/** A booked appointment of the owner's client, on the first open day from tomorrow. */
async function book(): Promise<string> {
  for (let i = 1; i < 15; i++) {
    const res = await send('POST', '/api/appointments', {
      clientId,
      serviceId,
      date: d(i),
      startTime: '09:00',
      endTime: '09:30',
    });
    if (res.status === 201) return (await json<{ appointment: { id: string } }>(res)).appointment.id;
  }
  throw new Error('no open day to book');
}
const finalize = async (appointmentId: string) =>
  send('POST', '/api/appointments/complete', {
    appointmentId,
    services: [{ id: serviceId }],
    paymentMethod: 'PIX',
    paymentStatus: 'PAID',
  });

beforeAll(async () => {
  server = await startTestServer();
  [owner, other] = await Promise.all([registeredOwner(server), registeredOwner(server)]);
  const type = await created<{ id: string }>(await send('POST', '/service-types', { name: 'Odontologia' }), 'serviceType');
  const service = async (name: string, price: number) => {
    const s = await created<{ id: string }>(
      await send('POST', '/services', { name, serviceTypeId: type.id, duration: 30, price }),
      'service',
    );
    return { id: s.id, name, priceCents: price * 100 };
  };
  const limpeza = await service('Limpeza', 150);
  const restauracao = await service('Restauração', 300);
  serviceId = limpeza.id;
  clientId = (
    await created<{ id: string }>(
      await send('POST', '/api/clients', { fullName: 'Ana Souza', cpf: randomCpf(), phone: '11987654321' }),
      'client',
    )
  ).id;
  const em = server.orm.em.fork();
  const base = { companyId: owner.user.companyId, userId: owner.user.id, clientId };
  paidId = (
    await finalizedAppointment(em, {
      ...base,
      service: limpeza,
      date: d(-3),
      startTime: '09:00',
      method: 'PIX',
      status: 'PAID',
      paidCents: 15_000,
    })
  ).paymentId;
  partialId = (
    await finalizedAppointment(em, {
      ...base,
      service: restauracao,
      date: CLOSED,
      startTime: '10:00',
      method: 'CARTAO',
      status: 'PARTIAL',
      paidCents: 10_000,
      dueDate: d(10),
    })
  ).paymentId;
  closedExpenseId = (await created<{ id: string }>(await send('POST', '/api/financial/expenses', expense(CLOSED)), 'expense')).id;
  openExpenseId = (
    await created<{ id: string }>(await send('POST', '/api/financial/expenses', expense(d(-1), 'Materiais')), 'expense')
  ).id;
});
afterAll(() => server.close());

describe('closing the cash', () => {
  it('answers 401 without a token', async () => {
    expect((await server.request('/api/financial/closings')).status).toBe(401);
    expect((await server.request('/api/financial/closings', { method: 'POST', json: { until: CLOSED } })).status).toBe(401);
    expect((await server.request(`/api/financial/closings/preview?date=${CLOSED}`)).status).toBe(401);
  });

  it("shows a day's money by method before it is closed", async () => {
    const preview = await json<{ day: unknown; closedUntil: string | null; from: string | null; period: unknown }>(
      await get(`/api/financial/closings/preview?date=${CLOSED}`),
    );
    expect(preview).toEqual({
      date: CLOSED,
      day: { totals: [{ method: 'CARTÃO', amount: 100 }], total: 100 },
      closedUntil: null,
      from: null,
      period: {
        totals: [
          { method: 'PIX', amount: 150 },
          { method: 'CARTÃO', amount: 100 },
        ],
        total: 250,
      },
    });
  });

  it('refuses a day in the future or not a date (400), and writes nothing', async () => {
    await expectError(
      await send('POST', '/api/financial/closings', { until: d(1) }),
      400,
      'A data do fechamento não pode ser futura',
    );
    await expectError(
      await send('POST', '/api/financial/closings', { until: '31/12/2024' }),
      400,
      'Data inválida. Use o formato yyyy-MM-dd',
    );
    await expectError(await send('POST', '/api/financial/closings', {}), 400, 'Data inválida. Use o formato yyyy-MM-dd');
    expect((await json<{ closings: Closing[] }>(await get('/api/financial/closings'))).closings).toEqual([]);
  });

  it('closes up to a day (201) with the money received by method, and lists it newest first', async () => {
    closing = await created<Closing>(await send('POST', '/api/financial/closings', { until: CLOSED }), 'closing');
    expect(closing).toEqual({
      id: expect.any(String),
      from: null,
      until: CLOSED,
      closedAt: expect.any(String),
      closedBy: { id: owner.user.id, name: 'Maria Clara Ferreira' },
      totals: [
        { method: 'PIX', amount: 150 },
        { method: 'CARTÃO', amount: 100 },
      ],
      total: 250,
    });
    expect((await json<{ closings: Closing[] }>(await get('/api/financial/closings'))).closings).toEqual([closing]);
    const viaTrpc = await trpcData<{ closings: Closing[] }>(await finance.query('closings', owner.token));
    expect(viaTrpc.closings).toEqual([closing]);
    expect(await json(await get(`/api/financial/closings/${closing.id}`))).toEqual({ closing });
  });

  it('refuses a closing on or before the last one (400)', async () => {
    const message = `O caixa já está fechado até ${formatDatePtBR(CLOSED)}`;
    await expectError(await send('POST', '/api/financial/closings', { until: d(-5) }), 400, message);
    await expectError(await send('POST', '/api/financial/closings', { until: CLOSED }), 400, message);
    const res = await finance.mutation('closeCash', owner.token, { until: d(-4) });
    expect({ status: res.status, message: await trpcError(res) }).toEqual({ status: 400, message });
  });

  it("keeps another company's closings out of sight, and its own money open", async () => {
    expect((await json<{ closings: Closing[] }>(await get('/api/financial/closings', other))).closings).toEqual([]);
    await expectError(await get(`/api/financial/closings/${closing.id}`, other), 404, 'Fechamento não encontrado');
    await expectError(await get('/api/financial/closings/nao-e-um-id', other), 404, 'Fechamento não encontrado');
    expect((await send('POST', '/api/financial/expenses', expense(CLOSED), other)).status).toBe(201);
  });

  it('is the owner’s: another role is refused (403)', async () => {
    const setRole = (role: string) =>
      server.orm.em.getConnection().execute('update app_user set role = ? where id = ?', [role, owner.user.id]);
    await setRole('RECEPTION');
    try {
      await expectError(
        await send('POST', '/api/financial/closings', { until: d(-1) }),
        403,
        'Você não tem permissão para esta ação.',
      );
    } finally {
      await setRole('OWNER');
    }
  });
});

describe('money dated in a closed period', () => {
  const message = closedMessage(CLOSED);

  it('refuses a receipt dated on or before the closing (409), REST and tRPC, and takes one after it (201)', async () => {
    await expectError(await send('POST', `/api/financial/receivables/${partialId}/receipts`, receipt(CLOSED)), 409, message);
    const res = await finance.mutation('registerReceipt', owner.token, { id: partialId, ...receipt(CLOSED) });
    expect({ status: res.status, message: await trpcError(res) }).toEqual({ status: 409, message });
    expect((await send('POST', `/api/financial/receivables/${partialId}/receipts`, receipt(d(-1)))).status).toBe(201);
  });

  it('refuses an expense created, changed or removed on or before the closing (409)', async () => {
    await expectError(await send('POST', '/api/financial/expenses', expense(CLOSED)), 409, message);
    await expectError(await send('POST', '/api/financial/expenses', expense(d(-40))), 409, message);
    await expectError(await send('PUT', `/api/financial/expenses/${closedExpenseId}`, expense(d(-1))), 409, message);
    await expectError(await send('PUT', `/api/financial/expenses/${openExpenseId}`, expense(CLOSED)), 409, message);
    await expectError(await send('DELETE', `/api/financial/expenses/${closedExpenseId}`, undefined), 409, message);
    const res = await finance.mutation('removeExpense', owner.token, { id: closedExpenseId });
    expect({ status: res.status, message: await trpcError(res) }).toEqual({ status: 409, message });
    // Nothing changed; money after the closing is as free as ever.
    const kept = await json<{ expense: { data: string; valor: number } }>(
      await get(`/api/financial/expenses/${closedExpenseId}`),
    );
    expect(kept.expense).toMatchObject({ data: CLOSED, valor: 80 });
    expect((await send('POST', '/api/financial/expenses', expense(d(-1), 'Luvas'))).status).toBe(201);
    expect((await send('PUT', `/api/financial/expenses/${openExpenseId}`, { ...expense(d(-1)), valor: 90 })).status).toBe(200);
  });

  it('lets finalize register today while today is open', async () => {
    const res = await finalize(await book());
    expect(res.status).toBe(200);
  });
});

describe("'Estorno' of money received in a closed period", () => {
  it('refuses a reversal without a reason, above what was received, or of an unknown payment', async () => {
    const path = `/api/financial/transactions/${paidId}/reversals`;
    await expectError(await send('POST', path, { valor: 50 }), 400, 'Informe o motivo do estorno');
    await expectError(await send('POST', path, { valor: 50, motivo: '   ' }), 400, 'Informe o motivo do estorno');
    await expectError(
      await send('POST', path, { valor: 150.01, motivo: 'Duplicado' }),
      400,
      'O estorno não pode exceder o valor recebido em PIX (R$ 150,00)',
    );
    await expectError(
      await send('POST', path, { valor: 10, formaPagamento: 'DINHEIRO', motivo: 'Duplicado' }),
      400,
      'Não há valor recebido em DINHEIRO para estornar',
    );
    await expectError(
      await send('POST', path, { valor: 10.123, motivo: 'Duplicado' }),
      400,
      'Valor inválido: use no máximo duas casas decimais',
    );
    await expectError(
      await send('POST', `/api/financial/transactions/${paidId}/reversals`, { motivo: 'Duplicado' }, other),
      404,
      'Pagamento não encontrado',
    );
    await expectError(
      await send('POST', `/api/financial/transactions/${openExpenseId}/reversals`, { motivo: 'Duplicado' }),
      404,
      'Pagamento não encontrado',
    );
  });

  it('is a new entry dated today with its reason; the payment owes it again; the closing is unchanged', async () => {
    const res = await send('POST', `/api/financial/transactions/${paidId}/reversals`, {
      valor: 50,
      motivo: 'Cobrança em duplicidade',
    });
    expect(res.status).toBe(201);
    expect(await json(res)).toEqual({
      reversal: {
        id: expect.any(String),
        paymentId: paidId,
        data: today,
        valor: 50,
        formaPagamento: 'PIX',
        motivo: 'Cobrança em duplicidade',
      },
      payment: { id: paidId, status: 'PARTIAL', total: 150, pago: 100, saldo: 50 },
    });
    expect(await json(await get(`/api/financial/closings/${closing.id}`))).toEqual({ closing });
  });

  it('is shown in Transações as an Estorno with its reason, on today', async () => {
    const { transactions } = await json<{ transactions: Transaction[] }>(
      await get(`/api/financial/transactions?startDate=${d(-3)}&endDate=${today}&limit=50`),
    );
    const reversal = transactions.find((t) => t.tipo === 'estorno');
    expect(reversal).toEqual({
      id: expect.any(String),
      data: today,
      tipo: 'estorno',
      servico: 'Cobrança em duplicidade',
      cliente: 'Ana Souza',
      categoria: 'Estorno',
      valor: 50,
      status: 'REVERSED',
      formaPagamento: 'PIX',
      recebido: null,
    });
    // The payment it corrects is still there, on its own day, for its whole total.
    expect(transactions.find((t) => t.id === paidId)).toMatchObject({ data: d(-3), valor: 150, recebido: 100 });
    const onlyReversals = await json<{ transactions: Transaction[] }>(
      await get(`/api/financial/transactions?startDate=${d(-3)}&endDate=${today}&tipo=estorno`),
    );
    expect(onlyReversals.transactions.map((t) => t.servico)).toEqual(['Cobrança em duplicidade']);
    const csv = await (await get(`/api/financial/transactions?startDate=${today}&endDate=${today}&format=csv`)).text();
    expect(csv).toContain(`Estorno;Cobrança em duplicidade;Ana Souza;Estorno;-50,00;Estornado;PIX`);
  });

  it('counts as negative revenue on today in the summary and the reports; the closed days keep theirs', async () => {
    // Today: the finalize above (PIX 150) less the reversal (PIX 50).
    const summary = await json<{ receitasRealizadas: number; paymentMethods: { method: string; amount: number }[] }>(
      await get(`/api/financial/summary?startDate=${today}&endDate=${today}`),
    );
    expect(summary.receitasRealizadas).toBe(100);
    expect(summary.paymentMethods).toEqual([{ method: 'PIX', amount: 100, share: 100 }]);
    const reports = await json<{ porFormaPagamento: { method: string; receita: number }[] }>(
      await get(`/api/financial/reports?startDate=${today}&endDate=${today}`),
    );
    expect(reports.porFormaPagamento).toEqual([{ method: 'PIX', receita: 100, share: 100 }]);
    const closedDays = await json<{ receitasRealizadas: number }>(
      await get(`/api/financial/summary?startDate=${d(-3)}&endDate=${CLOSED}`),
    );
    expect(closedDays.receitasRealizadas).toBe(250);
  });

  it('reopens what it gave back, so the corrected receipt can follow today', async () => {
    const res = await send('POST', `/api/financial/receivables/${paidId}/receipts`, {
      valor: 50,
      formaPagamento: 'DINHEIRO',
      data: today,
    });
    expect(res.status).toBe(201);
    expect((await json<{ payment: { status: string; saldo: number } }>(res)).payment).toMatchObject({ status: 'PAID', saldo: 0 });
  });
});

describe('a closing and a receipt at the same moment', () => {
  it('either counts the receipt or refuses it: a closed period never changes afterwards', async () => {
    const type = await created<{ id: string }>(await send('POST', '/service-types', { name: 'Estética' }, other), 'serviceType');
    const service = await created<{ id: string }>(
      await send('POST', '/services', { name: 'Peeling', serviceTypeId: type.id, duration: 30, price: 500 }, other),
      'service',
    );
    const client = await created<{ id: string }>(
      await send('POST', '/api/clients', { fullName: 'Bia Lima', cpf: randomCpf(), phone: '11987654321' }, other),
      'client',
    );
    const { paymentId } = await finalizedAppointment(server.orm.em.fork(), {
      companyId: other.user.companyId,
      userId: other.user.id,
      clientId: client.id,
      service: { id: service.id, name: 'Peeling', priceCents: 50_000 },
      date: d(-12),
      startTime: '09:00',
      method: 'PIX',
      status: 'PENDING',
      paidCents: 0,
      dueDate: d(10),
    });
    for (const day of [d(-9), d(-8), d(-7), d(-6), d(-5)]) {
      const [paid, closed] = await Promise.all([
        send('POST', `/api/financial/receivables/${paymentId}/receipts`, receipt(day, 10), other),
        send('POST', '/api/financial/closings', { until: day }, other),
      ]);
      expect([201, 409]).toContain(paid.status);
      const c = await created<Closing>(closed, 'closing');
      const ledger = await json<{ receitasRealizadas: number }>(
        await get(`/api/financial/summary?startDate=${c.from ?? d(-30)}&endDate=${day}`, other),
      );
      expect(c.total).toBe(ledger.receitasRealizadas);
      expect(c.total).toBe(paid.status === 201 ? 10 : 0);
    }
  });
});

describe('closing today', () => {
  it('refuses a finalize (dated today) and a reversal once today is closed, and completes nothing', async () => {
    const appointmentId = await book();
    const todayClosing = await created<Closing>(await send('POST', '/api/financial/closings', { until: today }), 'closing');
    expect(todayClosing.from).toBe(addDays(CLOSED, 1));
    const message = closedMessage(today);
    await expectError(await finalize(appointmentId), 409, message);
    const trpc = await trpcOf(() => server, 'finalize').mutation('complete', owner.token, {
      appointmentId,
      services: [{ id: serviceId }],
      paymentMethod: 'PIX',
      paymentStatus: 'PAID',
    });
    expect({ status: trpc.status, message: await trpcError(trpc) }).toEqual({ status: 409, message });
    const { appointment } = await json<{ appointment: { status: string } }>(
      await get(`/api/appointments/${appointmentId}/details`),
    );
    expect(appointment.status).not.toBe('COMPLETED');
    await expectError(await send('POST', `/api/financial/transactions/${partialId}/reversals`, { motivo: 'Erro' }), 409, message);
    const { closings } = await json<{ closings: Closing[] }>(await get('/api/financial/closings'));
    expect(closings.map((c) => c.until)).toEqual([today, CLOSED]);
  });
});
