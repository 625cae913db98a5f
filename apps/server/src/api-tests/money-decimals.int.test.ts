import { addDays, nowInTimeZone } from '@agenda/br';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { created, expectError, json, trpcError, trpcOf } from '../testing/factories.ts';
import { type SaleClinic, saleClinic } from '../testing/finalize-fixtures.ts';
import { type TestServer, startTestServer } from '../testing/test-server.ts';

// Money has one rule everywhere it comes in: at most two decimals (centavos). 10.123 is refused
// with the same pt-BR message on every endpoint that takes an amount — never rounded, never another
// field's message — and nothing is written.

const DECIMALS = 'Valor inválido: use no máximo duas casas decimais';
const today = nowInTimeZone('America/Sao_Paulo').date;

let server: TestServer;
let clinic: SaleClinic;
let serviceTypeId = '';
let productId = '';
let expenseId = '';
let paymentId = '';

const send = (method: string, path: string, body: unknown) => server.request(path, { method, token: clinic.token, json: body });
const service = (price: unknown) => ({ name: 'Clareamento', serviceTypeId, duration: 60, price });
const product = (prices: Record<string, unknown>) => ({ name: 'Fio dental', costPrice: 3, salePrice: 9, stock: 1, ...prices });
const expense = (valor: unknown) => ({
  data: today,
  categoria: 'Materiais',
  descricao: 'Luvas',
  valor,
  formaPagamento: 'PIX',
  status: 'PAID',
});

beforeAll(async () => {
  server = await startTestServer();
  clinic = await saleClinic(server);
  serviceTypeId = (await clinic.post<{ id: string }>('/service-types', { name: 'Estética' }, 'serviceType')).id;
  productId = (await clinic.product({ name: 'Escova', costPrice: 5, salePrice: 12, stock: 10 })).id;
  expenseId = (await clinic.post<{ id: string }>('/api/financial/expenses', expense(80), 'expense')).id;
  const res = await send('POST', '/api/appointments/complete', {
    appointmentId: await clinic.book(),
    services: [{ id: clinic.serviceId }],
    paymentMethod: 'PIX',
    paymentStatus: 'PENDING',
    dueDate: addDays(today, 10),
  });
  paymentId = (await json<{ payment: { id: string } }>(res)).payment.id;
});
afterAll(() => server.close());

describe('an amount with three decimals', () => {
  it('is refused by services, on create and update', async () => {
    await expectError(await send('POST', '/services', service(10.123)), 400, DECIMALS);
    await expectError(await send('PUT', `/services/${clinic.serviceId}`, service(10.123)), 400, DECIMALS);
    // The services' own rules keep their own words.
    await expectError(await send('POST', '/services', service(-1)), 400, 'Por favor, preencha todos os campos obrigatórios');
    expect((await created<{ price: number }>(await send('POST', '/services', service(10.12)), 'service')).price).toBe(10.12);
  });

  it('is refused by products, for either price, on create and update', async () => {
    await expectError(await send('POST', '/api/products', product({ costPrice: 10.123 })), 400, DECIMALS);
    await expectError(await send('POST', '/api/products', product({ salePrice: 10.123 })), 400, DECIMALS);
    await expectError(await send('PUT', `/api/products/${productId}`, product({ salePrice: 10.123 })), 400, DECIMALS);
    const { products } = await json<{ products: { name: string }[] }>(
      await server.request('/api/products', { token: clinic.token }),
    );
    expect(products.map((p) => p.name)).toEqual(['Escova']);
  });

  it('is refused by finalize, for the amount paid and the discount, and the appointment stays open', async () => {
    const appointmentId = await clinic.book();
    const complete = (fields: Record<string, unknown>) =>
      send('POST', '/api/appointments/complete', {
        appointmentId,
        services: [{ id: clinic.serviceId }],
        paymentMethod: 'PIX',
        ...fields,
      });
    await expectError(
      await complete({ paymentStatus: 'PARTIAL', paidAmount: 10.123, dueDate: addDays(today, 5) }),
      400,
      DECIMALS,
    );
    await expectError(await complete({ paymentStatus: 'PAID', discount: 10.123 }), 400, DECIMALS);
    expect((await complete({ paymentStatus: 'PAID', discount: 10.12 })).status).toBe(200);
  });

  it('is refused by finance: an expense (create and update), a receipt and a reversal', async () => {
    await expectError(await send('POST', '/api/financial/expenses', expense(10.123)), 400, DECIMALS);
    await expectError(await send('PUT', `/api/financial/expenses/${expenseId}`, expense(10.123)), 400, DECIMALS);
    await expectError(
      await send('POST', `/api/financial/receivables/${paymentId}/receipts`, {
        valor: 10.123,
        formaPagamento: 'PIX',
        data: today,
      }),
      400,
      DECIMALS,
    );
    await expectError(
      await send('POST', `/api/financial/transactions/${paymentId}/reversals`, { valor: 10.123, motivo: 'Cobrança em dobro' }),
      400,
      DECIMALS,
    );
    const expenseNow = await json<{ expense: { valor: number } }>(
      await server.request(`/api/financial/expenses/${expenseId}`, { token: clinic.token }),
    );
    expect(expenseNow.expense.valor).toBe(80);
  });

  it('is refused by the dental treatments catalogue', async () => {
    await expectError(
      await send('POST', '/api/dental-treatments', { name: 'Faceta', category: 'preventivo', averagePrice: 10.123 }),
      400,
      DECIMALS,
    );
  });

  it('is refused with the same message over tRPC', async () => {
    const finance = trpcOf(() => server, 'finance');
    const res = await finance.mutation('createExpense', clinic.token, expense(10.123));
    expect(res.status).toBe(400);
    expect(await trpcError(res)).toBe(DECIMALS);
    const services = trpcOf(() => server, 'services');
    const bad = await services.mutation('create', clinic.token, service(10.123));
    expect({ status: bad.status, message: await trpcError(bad) }).toEqual({ status: 400, message: DECIMALS });
  });
});
