import { nowInTimeZone, randomCpf } from '@agenda/br';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { created, expectError, json, trpcOf } from '@agenda/server/testing';
import { type SaleClinic, saleClinic } from '@agenda/server/testing';
import { signedInMember } from '@agenda/server/testing';
import { type TestServer, startTestServer } from '@agenda/server/testing';

// Issue 38's last mile: a visit's checkout pays the patient's installments in the same transaction
// as the visit (no amount typed), and the patient's approved plans are read with their installments
// (the history's part and the checkout's list).

interface PlanInstallment {
  id: string;
  number: number;
  label: string;
  dueDate: string;
  amountCents: number;
  openCents: number;
  status: string;
  paidOn: string | null;
  paidMethod: string | null;
}
interface Plan {
  quoteId: string;
  label: string;
  items: string[];
  totalCents: number;
  installments: PlanInstallment[];
}
interface PaidInstallment {
  id: string;
  number: number;
  amount: number;
  method: string;
  notes: string | null;
}

const NOT_FOUND = 'Parcela não encontrada';
const FORBIDDEN = 'Você não tem permissão para esta ação.';

let server: TestServer;
let clinic: SaleClinic;
let other: SaleClinic;

const today = () => nowInTimeZone().date;
const finalize = (token: string, body: Record<string, unknown>) =>
  server.request('/api/appointments/complete', { method: 'POST', token, json: body });
const visit = (appointmentId: string, installmentIds: unknown, method = 'PIX') => ({
  appointmentId,
  services: [{ id: clinic.serviceId }],
  paymentMethod: method,
  paymentStatus: 'PAID',
  installmentIds,
});
const trpc = trpcOf(() => server, 'finalize');
const plansOf = async (who: { token: string }, clientId: string) =>
  (await json<{ plans: Plan[] }>(await server.request(`/api/quotes/plans?clientId=${clientId}`, { token: who.token }))).plans;
const statusOf = async (appointmentId: string) =>
  (
    await json<{ appointment: { status: string } }>(
      await server.request(`/api/appointments/${appointmentId}/details`, { token: clinic.token }),
    )
  ).appointment.status;

/** An approved quote of the clinic's patient: R$ 1.000,00, entry 20% and 4 monthly installments of R$ 200,00. */
async function approvedPlan(of: SaleClinic, clientId = of.clientId) {
  const professionals = await json<{ professionals: { id: string }[] }>(
    await server.request('/api/professionals', { token: of.token }),
  );
  const quote = await created<{ id: string }>(
    await server.request('/api/quotes', {
      method: 'POST',
      token: of.token,
      json: {
        clientId,
        professionalId: professionals.professionals[0]?.id,
        items: [{ serviceId: of.serviceId, description: 'Aparelho ortodôntico fixo', priceCents: 100_000 }],
        paymentPlan: { kind: 'ENTRADA_PARCELAS', entryPercent: 20, installments: 4, dueDay: 10 },
      },
    }),
    'quote',
  );
  await server.request(`/api/quotes/${quote.id}/send`, { method: 'POST', token: of.token });
  const res = await server.request(`/api/quotes/${quote.id}/approve`, {
    method: 'POST',
    token: of.token,
    json: { method: 'PRESENCIAL' },
  });
  expect(res.status).toBe(200);
  const plans = await plansOf(of, clientId);
  const plan = plans.find((p) => p.quoteId === quote.id) as Plan;
  return { quoteId: quote.id, plan, installments: plan.installments };
}

beforeAll(async () => {
  server = await startTestServer();
  [clinic, other] = await Promise.all([saleClinic(server), saleClinic(server)]);
}, 120_000);
afterAll(() => server.close());

describe('GET /api/quotes/plans (the patient history and the checkout)', () => {
  it("lists the patient's approved plans with each installment's label, amount and state", async () => {
    const { quoteId, plan } = await approvedPlan(clinic);
    expect(plan).toMatchObject({ quoteId, label: 'Plano A', items: ['Aparelho ortodôntico fixo'], totalCents: 100_000 });
    expect(plan.installments.map((i) => [i.number, i.label, i.amountCents, i.openCents, i.paidOn, i.paidMethod])).toEqual([
      [0, 'Entrada', 20_000, 20_000, null, null],
      [1, 'Parcela 1 de 4', 20_000, 20_000, null, null],
      [2, 'Parcela 2 de 4', 20_000, 20_000, null, null],
      [3, 'Parcela 3 de 4', 20_000, 20_000, null, null],
      [4, 'Parcela 4 de 4', 20_000, 20_000, null, null],
    ]);
    expect(plan.installments.every((i) => i.status === 'A_VENCER')).toBe(true);
  });

  it("answers 404 for another clinic's patient or an unknown id, and nothing for a patient without approved plans", async () => {
    await expectError(
      await server.request(`/api/quotes/plans?clientId=${clinic.clientId}`, { token: other.token }),
      404,
      'Cliente não encontrado',
    );
    await expectError(
      await server.request('/api/quotes/plans?clientId=abc', { token: clinic.token }),
      404,
      'Cliente não encontrado',
    );
    await expectError(await server.request('/api/quotes/plans', { token: clinic.token }), 404, 'Cliente não encontrado');
    expect(await plansOf(other, other.clientId)).toEqual([]);
    const res = await trpcOf(() => server, 'quotes').query('plans', other.token, { clientId: clinic.clientId });
    expect(res.status).toBe(404);
  });
});

describe('POST /api/appointments/complete with installmentIds', () => {
  it('pays the ticked installments with the visit, in full and with its method, and lists them in the answer', async () => {
    const { installments } = await approvedPlan(clinic);
    const [entry, first] = installments as [PlanInstallment, PlanInstallment];
    const appointmentId = await clinic.book();
    const res = await finalize(clinic.token, visit(appointmentId, [first.id, entry.id], 'CARTÃO'));
    expect(res.status).toBe(200);
    const answer = await json<{ payment: { total: number; paidAmount: number }; installments: PaidInstallment[] }>(res);
    // The visit's own payment is untouched: the installments are paid on their own rows.
    expect(answer.payment).toMatchObject({ total: 150, paidAmount: 150 });
    expect(answer.installments.map((i) => [i.id, i.number, i.amount, i.method, i.notes])).toEqual([
      [entry.id, 0, 200, 'CARTÃO', 'Orçamento — entrada'],
      [first.id, 1, 200, 'CARTÃO', 'Orçamento — parcela 1/4'],
    ]);

    const after = (await plansOf(clinic, clinic.clientId)).flatMap((p) => p.installments);
    const paid = after.filter((i) => i.id === entry.id || i.id === first.id);
    expect(paid.map((i) => [i.status, i.openCents, i.paidOn, i.paidMethod])).toEqual([
      ['PAGA', 0, today(), 'CARTÃO'],
      ['PAGA', 0, today(), 'CARTÃO'],
    ]);
    // Cobrança shows them paid, each with one receipt of its whole amount.
    const { receivables } = await json<{ receivables: { id: string; saldo: number; historico: { valor: number }[] }[] }>(
      await server.request('/api/financial/receivables?situacao=pagas', { token: clinic.token }),
    );
    const rows = receivables.filter((r) => r.id === entry.id || r.id === first.id);
    expect(rows.map((r) => [r.saldo, r.historico.map((h) => h.valor)])).toEqual([
      [0, [200]],
      [0, [200]],
    ]);
  });

  it('refuses an installment already paid with 409 and completes nothing of that visit', async () => {
    const { installments } = await approvedPlan(clinic);
    const entry = installments[0] as PlanInstallment;
    expect((await finalize(clinic.token, visit(await clinic.book(), [entry.id]))).status).toBe(200);
    const again = await clinic.book();
    await expectError(
      await finalize(clinic.token, visit(again, [entry.id])),
      409,
      'Orçamento — entrada: esta parcela já foi paga',
    );
    expect(await statusOf(again)).not.toBe('COMPLETED');
    const viaTrpc = await trpc.mutation('complete', clinic.token, visit(again, [entry.id]));
    expect(viaTrpc.status).toBe(409);
    expect(((await viaTrpc.json()) as { error: { data: { code: string } } }).error.data.code).toBe('CONFLICT');
  });

  it("answers 404 for another clinic's, another patient's or a visit's payment id, 400 for a malformed list", async () => {
    const foreign = (await approvedPlan(other)).installments[1] as PlanInstallment;
    const second = await clinic.post<{ id: string }>(
      '/api/clients',
      { fullName: 'Marta Lima', cpf: randomCpf(), phone: '11912345670' },
      'client',
    );
    const neighbour = (await approvedPlan(clinic, second.id)).installments[1] as PlanInstallment;
    const own = (await approvedPlan(clinic)).installments[2] as PlanInstallment;
    const paid = await json<{ payment: { id: string } }>(await finalize(clinic.token, visit(await clinic.book(), [])));
    const appointmentId = await clinic.book();
    for (const id of [foreign.id, neighbour.id, paid.payment.id, 'abc', '00000000-0000-4000-8000-000000000000']) {
      await expectError(await finalize(clinic.token, visit(appointmentId, [own.id, id])), 404, NOT_FOUND);
    }
    await expectError(await finalize(clinic.token, visit(appointmentId, 'abc')), 400, 'Parcelas inválidas');
    await expectError(await finalize(clinic.token, visit(appointmentId, [7])), 400, 'Parcelas inválidas');
    // Nothing of the refused visits was written: the installment is still open, the visit still to finalize.
    const still = (await plansOf(clinic, clinic.clientId)).flatMap((p) => p.installments).find((i) => i.id === own.id);
    expect(still?.status).toBe('A_VENCER');
    expect(await statusOf(appointmentId)).not.toBe('COMPLETED');
  });

  it('refuses installments to a member who may finalize but not receive (a professional): 403', async () => {
    const own = (await approvedPlan(clinic)).installments[0] as PlanInstallment;
    const professional = await signedInMember(server, clinic.user.companyId, 'PROFESSIONAL');
    await expectError(await finalize(professional.token, visit(await clinic.book(), [own.id])), 403, FORBIDDEN);
    const reception = await signedInMember(server, clinic.user.companyId, 'RECEPTION');
    expect((await finalize(reception.token, visit(await clinic.book(), [own.id]))).status).toBe(200);
  });

  it('pays an installment once when several checkouts pay it at the same moment', { timeout: 60_000 }, async () => {
    const own = (await approvedPlan(clinic)).installments[3] as PlanInstallment;
    const appointments: string[] = [];
    for (let i = 0; i < 8; i++) appointments.push(await clinic.book());
    const statuses = await Promise.all(
      appointments.map(async (id) => (await finalize(clinic.token, visit(id, [own.id]))).status),
    );
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(7);
    const { receivables } = await json<{ receivables: { id: string; historico: { valor: number }[] }[] }>(
      await server.request('/api/financial/receivables?situacao=pagas', { token: clinic.token }),
    );
    expect(receivables.find((r) => r.id === own.id)?.historico.map((h) => h.valor)).toEqual([200]);
    const completed = await Promise.all(appointments.map(statusOf));
    expect(completed.filter((s) => s === 'COMPLETED')).toHaveLength(1);
  });
});
