import { addDays, formatDatePtBR, nowInTimeZone, randomCpf } from '@agenda/br';
import { runSql, sql } from '@agenda/db';
import { addMonths } from '@agenda/recalls/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, json, trpcData, trpcError, trpcOf } from '@agenda/server/testing';
import { type SaleClinic, saleClinic } from '@agenda/server/testing';
import { type TestServer, startTestServer } from '@agenda/server/testing';

interface Recall {
  clientId: string;
  clientName: string;
  phone: string;
  serviceId: string;
  serviceName: string;
  lastVisit: string;
  dueDate: string;
  whatsappUrl: string | null;
  whatsappUnavailable: string | null;
  booked: boolean;
}

const T = {
  invalidRecall: 'O retorno deve ser um número inteiro de meses, de 1 a 60',
  reasonRequired: 'Informe o motivo para dispensar o retorno',
  clientNotFound: 'Cliente não encontrado',
  serviceNotFound: 'Serviço não encontrado',
  noRecall: 'Este cliente não tem retorno deste serviço',
  invalidStatus: 'Situação inválida: use due (vencidos) ou upcoming (próximos)',
  invalidUntil: 'Data limite inválida: use o formato aaaa-mm-dd',
  notAMobile: 'Sem WhatsApp: o telefone não é um celular brasileiro (DDD + 9 dígitos).',
};

const today = nowInTimeZone().date;
let server: TestServer;
let clinic: SaleClinic;
let other: SaleClinic;
const services = trpcOf(() => server, 'services');
const recallsTrpc = trpcOf(() => server, 'recalls');

beforeAll(async () => {
  server = await startTestServer();
  [clinic, other] = await Promise.all([saleClinic(server), saleClinic(server)]);
});
afterAll(() => server.close());

async function recalls(c: SaleClinic, query = ''): Promise<Recall[]> {
  const res = await server.request(`/api/recalls${query}`, { token: c.token });
  expect(res.status).toBe(200);
  return (await json<{ recalls: Recall[] }>(res)).recalls;
}

/** The service as the catalogue lists it, sent back with `changes` (PUT replaces the fields). */
async function updateService(c: SaleClinic, changes: Record<string, unknown>, id = c.serviceId) {
  const list = await json<{ services: Record<string, unknown>[] }>(await server.request('/api/services', { token: c.token }));
  const {
    id: _,
    serviceType: __,
    createdAt,
    updatedAt,
    needsReconfiguration,
    archived,
    ...fields
  } = list.services.find((s) => s.id === id) ?? {};
  return server.request(`/services/${id}`, { method: 'PUT', token: c.token, json: { ...fields, ...changes } });
}

/** Books the clinic's service and completes it through finalize, as the reception does. */
async function completedVisit(c: SaleClinic): Promise<string> {
  const appointmentId = await c.book();
  const res = await server.request('/api/appointments/complete', {
    method: 'POST',
    token: c.token,
    json: {
      appointmentId,
      services: [{ id: c.serviceId, name: 'Limpeza', price: 150 }],
      products: [],
      paymentMethod: 'PIX',
      paymentStatus: 'PAID',
      notes: '',
    },
  });
  expect(res.status).toBe(200);
  return appointmentId;
}

/** Time passes: the completed visit took place on `date` (the API books only from today on). */
async function moveVisitTo(appointmentId: string, date: string) {
  await runSql(server.orm.em.fork(), sql`update appointment set date = ${date}::date where id = ${appointmentId}`);
}

describe('recallMonths on services', () => {
  it('REST: 1 to 60 whole months or null; an update without it keeps it', async () => {
    for (const bad of [0, 61, 2.5, 'seis'])
      await expectError(await updateService(clinic, { recallMonths: bad }), 400, T.invalidRecall);
    const set = await updateService(clinic, { recallMonths: 6 });
    expect(set.status).toBe(200);
    expect((await json<{ service: { recallMonths: number } }>(set)).service.recallMonths).toBe(6);
    const kept = await updateService(clinic, { name: 'Limpeza', recallMonths: undefined });
    expect((await json<{ service: { recallMonths: number } }>(kept)).service.recallMonths).toBe(6);
    const cleared = await updateService(clinic, { recallMonths: null });
    expect((await json<{ service: { recallMonths: null } }>(cleared)).service.recallMonths).toBeNull();
  });

  it('tRPC: create and update validate it with the same message', async () => {
    const list = await trpcData<{ services: { id: string; serviceTypeId: string }[] }>(
      await services.query('list', clinic.token),
    );
    const typeId = list.services[0]?.serviceTypeId as string;
    const base = { name: 'Manutenção ortodôntica', serviceTypeId: typeId, duration: 30, price: 200 };
    const refused = await services.mutation('create', clinic.token, { ...base, recallMonths: 61 });
    expect(refused.status).toBe(400);
    expect(await trpcError(refused)).toBe(T.invalidRecall);
    const made = await trpcData<{ service: { id: string; recallMonths: number } }>(
      await services.mutation('create', clinic.token, { ...base, recallMonths: 1 }),
    );
    expect(made.service.recallMonths).toBe(1);
    const changed = await trpcData<{ service: { recallMonths: number } }>(
      await services.mutation('update', clinic.token, { ...base, id: made.service.id, recallMonths: 2 }),
    );
    expect(changed.service.recallMonths).toBe(2);
    const none = await services.mutation('create', clinic.token, { ...base, name: 'Sem retorno' });
    expect((await trpcData<{ service: { recallMonths: null } }>(none)).service.recallMonths).toBeNull();
  });
});

describe('GET /api/recalls', () => {
  let visit: string;
  let lastVisit: string;

  it('a completed cleaning is due once its date plus the interval has come', async () => {
    expect((await updateService(clinic, { recallMonths: 6 })).status).toBe(200);
    visit = await completedVisit(clinic);
    // Just completed: due in six months, neither due nor in the next 30 days.
    expect(await recalls(clinic)).toEqual([]);
    expect(await recalls(clinic, '?status=upcoming')).toEqual([]);
    const farther = await recalls(clinic, `?status=upcoming&until=${addMonths(addDays(today, 40), 6)}`);
    expect(farther.map((r) => r.clientId)).toEqual([clinic.clientId]);

    lastVisit = addMonths(today, -7);
    await moveVisitTo(visit, lastVisit);
    const [due, ...rest] = await recalls(clinic, '?status=due');
    expect(rest).toEqual([]);
    expect(due).toMatchObject({
      clientId: clinic.clientId,
      clientName: 'Paulo Souza',
      phone: '11912345678',
      serviceId: clinic.serviceId,
      serviceName: 'Limpeza',
      lastVisit,
      dueDate: addMonths(lastVisit, 6),
      whatsappUnavailable: null,
      booked: false,
    });
    const url = new URL(due?.whatsappUrl ?? '');
    expect(url.origin + url.pathname).toBe('https://wa.me/5511912345678');
    const text = url.searchParams.get('text') ?? '';
    expect(text).toContain('Olá, Paulo!');
    expect(text).toContain('Limpeza');
    expect(text).toContain(formatDatePtBR(addMonths(lastVisit, 6)));
    expect(text).not.toMatch(/\{\w+\}/);
    // Another clinic sees none of it.
    expect(await recalls(other)).toEqual([]);
  });

  it('booking the service again closes the recall (listed as booked only when asked)', async () => {
    const booking = await clinic.book();
    expect(await recalls(clinic)).toEqual([]);
    const withBooked = await recalls(clinic, '?includeBooked=true');
    expect(withBooked.map((r) => [r.clientId, r.booked])).toEqual([[clinic.clientId, true]]);
    // Cancelled, the booking no longer closes it.
    const cancel = await server.request(`/api/appointments/${booking}/cancel`, { method: 'PATCH', token: clinic.token });
    expect(cancel.status).toBe(200);
    expect((await recalls(clinic)).map((r) => r.booked)).toEqual([false]);
  });

  it('the upcoming list runs to `until` (30 days by default); a wrong status or date is a 400', async () => {
    const second = await other.book();
    const res = await server.request('/api/appointments/complete', {
      method: 'POST',
      token: other.token,
      json: {
        appointmentId: second,
        services: [{ id: other.serviceId, name: 'Limpeza', price: 150 }],
        products: [],
        paymentMethod: 'PIX',
        paymentStatus: 'PAID',
        notes: '',
      },
    });
    expect(res.status).toBe(200);
    expect((await updateService(other, { recallMonths: 3 })).status).toBe(200);
    const visitDate = addDays(addMonths(today, -3), 10);
    await moveVisitTo(second, visitDate);
    const dueDate = addMonths(visitDate, 3);
    expect(await recalls(other)).toEqual([]);
    expect((await recalls(other, '?status=upcoming')).map((r) => r.dueDate)).toEqual([dueDate]);
    expect(await recalls(other, `?status=upcoming&until=${addDays(dueDate, -1)}`)).toEqual([]);
    expect((await recalls(other, `?status=upcoming&until=${dueDate}`)).map((r) => r.dueDate)).toEqual([dueDate]);

    await expectError(await server.request('/api/recalls?status=late', { token: other.token }), 400, T.invalidStatus);
    await expectError(
      await server.request('/api/recalls?status=upcoming&until=2023-02-30', { token: other.token }),
      400,
      T.invalidUntil,
    );
    const viaTrpc = await trpcData<{ recalls: Recall[] }>(await recallsTrpc.query('list', other.token, { status: 'upcoming' }));
    expect(viaTrpc.recalls.map((r) => r.clientId)).toEqual([other.clientId]);
  });

  it('a phone that is not a Brazilian mobile gets no link, and says why', async () => {
    const { client } = await json<{ client: Record<string, unknown> }>(
      await server.request(`/api/clients/${other.clientId}`, { token: other.token }),
    );
    const res = await server.request(`/api/clients/${other.clientId}`, {
      method: 'PUT',
      token: other.token,
      json: { ...client, phone: '1133334444' },
    });
    expect(res.status).toBe(200);
    const [row] = await recalls(other, '?status=upcoming');
    expect(row).toMatchObject({ phone: '1133334444', whatsappUrl: null, whatsappUnavailable: T.notAMobile });
  });
});

describe('POST /api/recalls/dismiss', () => {
  const dismiss = (c: SaleClinic, body: Record<string, unknown>) =>
    server.request('/api/recalls/dismiss', { method: 'POST', token: c.token, json: body });

  it('asks a reason, answers 404 for another clinic’s client or service and for no recall', async () => {
    const ids = { clientId: clinic.clientId, serviceId: clinic.serviceId };
    await expectError(await dismiss(clinic, ids), 400, T.reasonRequired);
    await expectError(await dismiss(clinic, { ...ids, reason: '   ' }), 400, T.reasonRequired);
    await expectError(await dismiss(clinic, { ...ids, clientId: other.clientId, reason: 'x' }), 404, T.clientNotFound);
    await expectError(await dismiss(clinic, { ...ids, serviceId: other.serviceId, reason: 'x' }), 404, T.serviceNotFound);
    await expectError(await dismiss(clinic, { ...ids, serviceId: 'nope', reason: 'x' }), 404, T.serviceNotFound);
    const fresh = await clinic.post<{ id: string }>(
      '/api/clients',
      { fullName: 'Sem Visita', cpf: randomCpf(), phone: '11987654321' },
      'client',
    );
    await expectError(await dismiss(clinic, { ...ids, clientId: fresh.id, reason: 'x' }), 404, T.noRecall);
  });

  it('takes the recall off the list; a later completed visit opens a new one', async () => {
    const ids = { clientId: clinic.clientId, serviceId: clinic.serviceId };
    expect(await recalls(clinic)).toHaveLength(1);
    const res = await dismiss(clinic, { ...ids, reason: 'Paciente mudou de cidade' });
    expect({ status: res.status, body: await res.json() }).toEqual({ status: 200, body: { ok: true } });
    expect(await recalls(clinic)).toEqual([]);
    expect(await recalls(clinic, '?includeBooked=true')).toEqual([]);
    // Twice is fine.
    expect((await dismiss(clinic, { ...ids, reason: 'De novo' })).status).toBe(200);
    const ok = await recallsTrpc.mutation('dismiss', clinic.token, { ...ids, reason: 'Pelo tRPC' });
    expect(ok.status).toBe(200);

    const later = await completedVisit(clinic);
    const laterDate = addMonths(today, -6);
    await moveVisitTo(later, laterDate);
    expect((await recalls(clinic)).map((r) => [r.lastVisit, r.dueDate])).toEqual([[laterDate, today]]);
  });
});
