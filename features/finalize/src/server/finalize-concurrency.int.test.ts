// @pooler-pass: conditional stock updates under concurrency.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SaleClinic, saleClinic } from '@agenda/server/testing';
import { type TestServer, startTestServer } from '@agenda/server/testing';

// Stock is taken by a conditional UPDATE (… where stock + delta >= 0) inside each finalize's
// transaction, and an Idempotency-Key is claimed by an insert that waits for the request holding
// it. Neither can be proven by a sequential test: these fire the requests at once.

// Twice as many racers as units. Each finalize, queued on the product's row, holds its pool connection
// while it waits: with 200 racers, on a machine two to three times slower than usual, the last of them
// waited past the pool's 10 s for a connection (503), in both passes. 100 keep the queue within it.
const RACERS = 100;
const STOCK = RACERS / 2;
const REPLAYS = 100;

let server: TestServer;
let clinic: SaleClinic;

beforeAll(async () => {
  server = await startTestServer();
  clinic = await saleClinic(server);
}, 120_000);
afterAll(() => server.close());

const finalize = (body: unknown, key?: string) =>
  server.request('/api/appointments/complete', {
    method: 'POST',
    token: clinic.token,
    json: body,
    ...(key ? { headers: { 'Idempotency-Key': key } } : {}),
  });

const saleBody = (appointmentId: string, productId: string) => ({
  appointmentId,
  services: [{ id: clinic.serviceId }],
  products: [{ id: productId, qty: 1 }],
  paymentMethod: 'PIX',
  paymentStatus: 'PAID',
});

async function movementsOf(productId: string) {
  const res = await server.request(`/api/products/${productId}/movements`, { token: clinic.token });
  return ((await res.json()) as { movements: { kind: string; delta: number; paymentId: string | null }[] }).movements;
}

async function stockOf(productId: string) {
  const res = await server.request('/api/products', { token: clinic.token });
  return ((await res.json()) as { products: { id: string; stock: number }[] }).products.find((p) => p.id === productId)?.stock;
}

describe('finalize under concurrency', () => {
  it(`sells exactly ${STOCK} of ${STOCK} units to ${RACERS} simultaneous finalizes`, { timeout: 180_000 }, async () => {
    const product = await clinic.product({ name: 'Kit Clareamento', costPrice: 85, salePrice: 249, stock: STOCK });
    const appointments: string[] = [];
    for (let i = 0; i < RACERS; i++) appointments.push(await clinic.book());

    const results = await Promise.all(
      appointments.map(async (id) => {
        const res = await finalize(saleBody(id, product.id));
        return { status: res.status, body: (await res.json()) as { error?: string } };
      }),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(STOCK);
    expect(statuses.filter((s) => s === 409)).toHaveLength(RACERS - STOCK);
    expect(statuses.filter((s) => s >= 500)).toHaveLength(0);
    for (const r of results.filter((r) => r.status === 409)) {
      expect(r.body.error).toBe('Kit Clareamento: Estoque insuficiente! Disponível: 0');
    }
    expect(await stockOf(product.id)).toBe(0);
    const movements = await movementsOf(product.id);
    expect(movements.filter((m) => m.kind === 'SALE')).toHaveLength(STOCK);
    expect(movements.reduce((s, m) => s + m.delta, 0)).toBe(0);
  });

  it(`completes once when one finalize is replayed ${REPLAYS} times at once with the same key`, {
    timeout: 120_000,
  }, async () => {
    const product = await clinic.product({ name: 'Escova Macia', costPrice: 4.9, salePrice: 14.9, stock: 50 });
    const appointmentId = await clinic.book();
    const body = saleBody(appointmentId, product.id);
    const results = await Promise.all(
      Array.from({ length: REPLAYS }, async () => {
        const res = await finalize(body, 'double-click-1');
        return { status: res.status, body: (await res.json()) as { payment?: { id: string } } };
      }),
    );
    expect(results.map((r) => r.status)).toEqual(Array(REPLAYS).fill(200));
    const paymentIds = new Set(results.map((r) => r.body.payment?.id));
    expect(paymentIds.size).toBe(1);
    expect(await stockOf(product.id)).toBe(49);
    const sales = (await movementsOf(product.id)).filter((m) => m.kind === 'SALE');
    expect(sales).toHaveLength(1);
    expect(sales[0]?.paymentId).toBe([...paymentIds][0]);
    const details = await server.request(`/api/appointments/${appointmentId}/details`, { token: clinic.token });
    const { appointment } = (await details.json()) as { appointment: { status: string; events: { toStatus: string | null }[] } };
    expect(appointment.status).toBe('COMPLETED');
    expect(appointment.events.filter((e) => e.toStatus === 'COMPLETED')).toHaveLength(1);
  });
});
