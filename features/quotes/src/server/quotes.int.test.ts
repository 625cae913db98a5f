import { createHash } from 'node:crypto';
import { addDays, nowInTimeZone } from '@agenda/br';
import { hasValidPixCrc, pixTxidFor, readStaticPix } from '@agenda/br/pix';
import { monthlyDueDate } from '@agenda/quotes/shared';
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
import { signedInMember } from '@agenda/server/testing';
import { type TestServer, registeredOwner, startTestServer } from '@agenda/server/testing';

// Issue 38, the quote ('orçamento'): made from the chart's planned items or from services, sent as a
// link, approved at the desk or by the patient (name, birth date, drawn signature), and its plan
// turned into the patient's receivables in one go.

type Owner = Awaited<ReturnType<typeof registeredOwner>>;
type Who = { token: string };
interface Installment {
  id: string;
  number: number;
  dueDate: string;
  amountCents: number;
  status: string;
}
interface Quote {
  id: string;
  status: string;
  version: number;
  versions: { version: number }[];
  validUntil: string;
  alternatives: {
    label: string;
    totalCents: number;
    items: { description: string; totalCents: number }[];
    schedule: { payments: { number: number; amountCents: number; dueDate: string }[] };
  }[];
  approval: { channel: string; text: string; approverName: string | null } | null;
  rejection: { reason: string; note: string | null } | null;
  installments: Installment[];
}

const FORBIDDEN = 'Você não tem permissão para esta ação.';
const NOT_FOUND = 'Orçamento não encontrado';
const LINK_GONE = 'Link de orçamento inválido ou expirado';
const SIGNATURE = `data:image/png;base64,iVBORw0KGgo${'A'.repeat(400)}`;
const BIRTH = '1988-03-14';

let server: TestServer;
let owner: Owner;
let other: Owner;
let ownerProfessional: string;
let otherProfessional: string;
let serviceId: string;

const today = () => nowInTimeZone().date;
const send = (who: Who | null, method: string, path: string, body?: unknown) =>
  server.request(path, { method, token: who?.token, json: body });
const trpc = trpcOf(() => server, 'quotes');
const professionalOf = async (who: Who) =>
  (await json<{ professionals: { id: string }[] }>(await server.request('/api/professionals', { token: who.token })))
    .professionals[0]?.id ?? '';

async function plannedItem(who: Who, clientId: string, tooth: number, faces: string[] = []) {
  const { treatments } = await json<{ treatments: { id: string; name: string }[] }>(
    await server.request('/api/dental-treatments', { token: who.token }),
  );
  return created<{ id: string }>(
    await send(who, 'POST', `/api/clients/${clientId}/tooth-treatments`, {
      toothId: tooth,
      treatmentId: treatments[0]?.id,
      surfaces: faces,
    }),
    'toothTreatment',
  );
}

/** A patient with two planned items (36 MOD and 46) and a quote of them, 'Entrada + parcelas'. */
async function quoteFor(who: Owner, extra: Record<string, unknown> = {}) {
  const client = await createClient(server, who, { fullName: 'Ana Beatriz Souza', birthDate: BIRTH });
  const restoration = await plannedItem(who, client.id, 36, ['M', 'O', 'D']);
  const canal = await plannedItem(who, client.id, 46);
  const quote = await created<Quote>(
    await send(who, 'POST', '/api/quotes', {
      clientId: client.id,
      professionalId: who === owner ? ownerProfessional : otherProfessional,
      items: [
        { toothTreatmentId: restoration.id, tooth: 36, surfaces: 'MOD', description: 'Restauração 36 MOD', priceCents: 35_000 },
        { toothTreatmentId: canal.id, tooth: 46, description: 'Canal 46', priceCents: 80_000, discountPercent: 10 },
      ],
      discountCents: 1_000,
      paymentPlan: { kind: 'ENTRADA_PARCELAS', entryPercent: 20, installments: 3, dueDay: 10 },
      ...extra,
    }),
    'quote',
  );
  return { clientId: client.id, quote, chart: [restoration.id, canal.id] };
}

const sent = async (who: Who, id: string) =>
  json<{ url: string; whatsappUrl: string | null }>(await send(who, 'POST', `/api/quotes/${id}/send`));
const tokenOf = (url: string) => url.slice(url.lastIndexOf('/') + 1);
const approveByLink = (token: string, body: Record<string, unknown> = {}) =>
  send(null, 'POST', `/api/public/quotes/${token}/approve`, {
    fullName: 'Ana Beatriz Souza',
    birthDate: BIRTH,
    signature: SIGNATURE,
    ...body,
  });

beforeAll(async () => {
  server = await startTestServer();
  [owner, other] = await Promise.all([registeredOwner(server), registeredOwner(server)]);
  [ownerProfessional, otherProfessional] = await Promise.all([professionalOf(owner), professionalOf(other)]);
  const type = await createServiceType(server, owner);
  serviceId = (await createService(server, owner, type.id, { name: 'Clareamento', price: 900 })).id;
});
afterAll(() => server.close());

describe('POST /api/quotes', () => {
  it('makes a draft from the planned items with its totals and the plan previewed from today', async () => {
    const { quote } = await quoteFor(owner);
    expect(quote).toMatchObject({
      status: 'RASCUNHO',
      version: 1,
      validUntil: addDays(today(), 30),
      installments: [],
      approval: null,
    });
    const [plan] = quote.alternatives;
    // 350 + (800 − 10%) − 10 = 1060.00; entry 20% = 212.00; 848.00 in 3 → 282.68 + 282.66 + 282.66.
    expect(plan?.label).toBe('Plano A');
    expect(plan?.items.map((i) => i.totalCents)).toEqual([35_000, 72_000]);
    expect(plan?.totalCents).toBe(106_000);
    expect(plan?.schedule.payments).toEqual([
      { number: 0, dueDate: today(), amountCents: 21_200 },
      { number: 1, dueDate: monthlyDueDate(today(), 1, 10), amountCents: 28_268 },
      { number: 2, dueDate: monthlyDueDate(today(), 2, 10), amountCents: 28_266 },
      { number: 3, dueDate: monthlyDueDate(today(), 3, 10), amountCents: 28_266 },
    ]);
  });

  it('takes alternatives, and services alone for a clinic without a chart', async () => {
    const client = await createClient(server, owner);
    const quote = await created<Quote>(
      await send(owner, 'POST', '/api/quotes', {
        clientId: client.id,
        professionalId: ownerProfessional,
        alternatives: [
          {
            items: [{ serviceId, description: 'Clareamento', priceCents: 90_000 }],
            paymentPlan: { kind: 'A_VISTA', cashDiscountPercent: 5 },
          },
          {
            label: 'Plano econômico',
            items: [{ serviceId, description: 'Clareamento caseiro', priceCents: 50_000, discountCents: 5_000 }],
            paymentPlan: { kind: 'CARTAO', installments: 10, cardFeePercent: 3.5 },
          },
        ],
      }),
      'quote',
    );
    expect(quote.alternatives.map((a) => [a.label, a.totalCents, a.schedule.payments.map((p) => p.amountCents)])).toEqual([
      ['Plano A', 90_000, [85_500]],
      ['Plano econômico', 45_000, [45_000]],
    ]);
  });

  it('refuses bad input with a 400, another clinic’s records with a 404, and a reception member with a 403', async () => {
    const { clientId, chart } = await quoteFor(owner);
    const base = { clientId, professionalId: ownerProfessional, paymentPlan: { kind: 'A_VISTA' } };
    const item = { serviceId, description: 'Clareamento', priceCents: 90_000 };
    const cases: [unknown, number, string][] = [
      [{ ...base, items: [] }, 400, 'Inclua ao menos um item no orçamento'],
      [{ ...base, items: [{ ...item, priceCents: 10.5 }] }, 400, 'Valor do item inválido (em centavos, inteiro e não negativo)'],
      [{ ...base, items: [{ ...item, serviceId: null }] }, 400, 'Cada item precisa de um tratamento planejado ou de um serviço'],
      [
        { ...base, items: [{ ...item, discountCents: 10, discountPercent: 5 }] },
        400,
        'Informe o desconto em R$ ou em %, não os dois',
      ],
      [
        { ...base, items: [item], paymentPlan: { kind: 'CARTAO', installments: 13 } },
        400,
        'Número de parcelas no cartão inválido (de 1 a 12)',
      ],
      [{ ...base, items: [item], paymentPlan: { kind: 'BOLETO' } }, 400, 'Forma de pagamento inválida'],
      [
        { ...base, items: [item], paymentPlan: { kind: 'ENTRADA_PARCELAS', entryCents: 100_000, installments: 2, dueDay: 5 } },
        400,
        'A entrada não pode ser maior que o total do orçamento',
      ],
      [{ ...base, items: [item], validUntil: addDays(today(), -1) }, 400, 'A validade não pode ser anterior a hoje'],
      [{ ...base, items: [item], validUntil: '2023-02-30' }, 400, 'Validade inválida'],
      [{ ...base, items: [item], clientId: (await createClient(server, other)).id }, 404, 'Cliente não encontrado'],
      [{ ...base, items: [item], professionalId: otherProfessional }, 404, 'Profissional não encontrado'],
      [{ ...base, items: [{ ...item, serviceId: crypto.randomUUID() }] }, 404, 'Serviço não encontrado'],
    ];
    for (const [body, status, error] of cases) await expectError(await send(owner, 'POST', '/api/quotes', body), status, error);
    // A planned item of another patient (or clinic) is not this patient's.
    const stranger = await quoteFor(other);
    await expectError(
      await send(owner, 'POST', '/api/quotes', {
        ...base,
        items: [{ toothTreatmentId: stranger.chart[0], description: 'Restauração', priceCents: 100 }],
      }),
      404,
      'Tratamento planejado não encontrado',
    );
    expect(chart).toHaveLength(2);
    const reception = await signedInMember(server, owner.user.companyId, 'RECEPTION');
    await expectError(await send(reception, 'POST', '/api/quotes', { ...base, items: [item] }), 403, FORBIDDEN);
  });
});

describe("'Novo orçamento' options", () => {
  it('offers the patient’s planned items with the catalogue price, the services and the professionals; 404 for another clinic’s patient', async () => {
    const { clientId, chart } = await quoteFor(owner);
    const reception = await signedInMember(server, owner.user.companyId, 'RECEPTION');
    const options = await trpcData<{
      planned: { toothTreatmentId: string; description: string; surfaces: string | null }[];
      services: { serviceId: string }[];
      professionals: { id: string }[];
    }>(await trpc.query('options', reception.token, { clientId }));
    expect(options.planned.map((p) => p.toothTreatmentId)).toEqual(chart);
    expect(options.planned[0]?.surfaces).toBe('MOD');
    expect(options.planned[0]?.description).toMatch(/ 36 MOD$/);
    expect(options.services.map((s) => s.serviceId)).toContain(serviceId);
    expect(options.professionals.map((p) => p.id)).toContain(ownerProfessional);
    const foreign = await trpc.query('options', other.token, { clientId });
    expect(foreign.status).toBe(404);
  });
});

describe('GET, PUT /api/quotes', () => {
  it('lists by patient and status, reads a quote, 404 for another clinic’s', async () => {
    const { clientId, quote } = await quoteFor(owner);
    const list = await json<{ quotes: { id: string; status: string; totalCents: number }[] }>(
      await server.request(`/api/quotes?clientId=${clientId}`, { token: owner.token }),
    );
    expect(list.quotes).toEqual([expect.objectContaining({ id: quote.id, status: 'RASCUNHO', totalCents: 106_000 })]);
    const drafts = await json<{ quotes: { id: string }[] }>(
      await server.request('/api/quotes?status=ENVIADO', { token: owner.token }),
    );
    expect(drafts.quotes.map((q) => q.id)).not.toContain(quote.id);
    const later = await json<{ quotes: unknown[] }>(
      await server.request(`/api/quotes?clientId=${clientId}&from=${addDays(today(), 1)}`, { token: owner.token }),
    );
    expect(later.quotes).toEqual([]);
    await expectError(await server.request('/api/quotes?status=PERDIDO', { token: owner.token }), 400, 'Status inválido');
    await expectError(await server.request(`/api/quotes/${quote.id}`, { token: other.token }), 404, NOT_FOUND);
    await expectError(await server.request('/api/quotes/nao-existe', { token: owner.token }), 404, NOT_FOUND);
    const { quotes: theirs } = await json<{ quotes: unknown[] }>(
      await server.request(`/api/quotes?clientId=${clientId}`, { token: other.token }),
    );
    expect(theirs).toEqual([]);
    const viaTrpc = await trpcData<{ quote: Quote }>(await trpc.query('get', owner.token, { id: quote.id }));
    expect(viaTrpc.quote.id).toBe(quote.id);
  });

  it('rewrites a draft in place; editing a sent quote makes a new version and keeps the old one readable', async () => {
    const { quote } = await quoteFor(owner);
    const edit = (price: number) => ({
      professionalId: ownerProfessional,
      items: [{ serviceId, description: 'Clareamento', priceCents: price }],
      paymentPlan: { kind: 'A_VISTA' },
    });
    const draft = await json<{ quote: Quote }>(await send(owner, 'PUT', `/api/quotes/${quote.id}`, edit(50_000)));
    expect(draft.quote).toMatchObject({ version: 1, status: 'RASCUNHO' });
    await sent(owner, quote.id);
    const second = await json<{ quote: Quote }>(await send(owner, 'PUT', `/api/quotes/${quote.id}`, edit(40_000)));
    expect(second.quote).toMatchObject({ version: 2, status: 'ENVIADO', versions: [{ version: 1 }, { version: 2 }] });
    expect(second.quote.alternatives[0]?.totalCents).toBe(40_000);
    const first = await json<{ quote: Quote }>(await server.request(`/api/quotes/${quote.id}?version=1`, { token: owner.token }));
    expect(first.quote).toMatchObject({ version: 1 });
    expect(first.quote.alternatives[0]?.totalCents).toBe(50_000);
    await expectError(await send(other, 'PUT', `/api/quotes/${quote.id}`, edit(1)), 404, NOT_FOUND);
    const reception = await signedInMember(server, owner.user.companyId, 'RECEPTION');
    await expectError(await send(reception, 'PUT', `/api/quotes/${quote.id}`, edit(1)), 403, FORBIDDEN);
  });
});

describe('send, approve at the desk, reject', () => {
  it('sends (the same link each time), then the desk approval makes the chart items approved and the plan receivables', async () => {
    const { clientId, quote } = await quoteFor(owner);
    const professional = await signedInMember(server, owner.user.companyId, 'PROFESSIONAL');
    await expectError(await send(professional, 'POST', `/api/quotes/${quote.id}/send`), 403, FORBIDDEN);
    const reception = await signedInMember(server, owner.user.companyId, 'RECEPTION');
    const link = await sent(reception, quote.id);
    expect(link.url).toMatch(/\/orcamento\/[A-Za-z0-9_-]{64}$/);
    expect(link.whatsappUrl).toContain('https://wa.me/5511987654321?text=');
    expect((await sent(reception, quote.id)).url).toBe(link.url);
    await expectError(await send(other, 'POST', `/api/quotes/${quote.id}/send`), 404, NOT_FOUND);

    await expectError(await send(professional, 'POST', `/api/quotes/${quote.id}/approve`, {}), 403, FORBIDDEN);
    await expectError(
      await send(reception, 'POST', `/api/quotes/${quote.id}/approve`, { alternative: 2 }),
      400,
      'Alternativa inválida',
    );
    await expectError(
      await send(reception, 'POST', `/api/quotes/${quote.id}/approve`, { method: 'FAX' }),
      400,
      'Forma de aprovação inválida',
    );
    const res = await send(reception, 'POST', `/api/quotes/${quote.id}/approve`, {
      method: 'TELEFONE',
      approverName: 'Carlos Souza',
    });
    expect(res.status).toBe(200);
    const { quote: approved } = await json<{ quote: Quote }>(res);
    expect(approved.status).toBe('APROVADO');
    expect(approved.approval).toMatchObject({ channel: 'BALCAO', approverName: 'Carlos Souza' });
    expect(approved.approval?.text).toMatch(
      /^Aprovado no balcão em \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} por Carlos Souza \(por telefone\)$/,
    );
    expect(approved.installments.map((i) => [i.number, i.amountCents, i.status])).toEqual([
      [0, 21_200, 'PENDENTE'],
      [1, 28_268, 'PENDENTE'],
      [2, 28_266, 'PENDENTE'],
      [3, 28_266, 'PENDENTE'],
    ]);
    await expectError(
      await send(reception, 'POST', `/api/quotes/${quote.id}/approve`, {}),
      409,
      'Este orçamento já está aprovado',
    );
    await expectError(
      await send(reception, 'POST', `/api/quotes/${quote.id}/reject`, { reason: 'VALOR' }),
      409,
      'Este orçamento já está aprovado',
    );
    await expectError(
      await send(owner, 'PUT', `/api/quotes/${quote.id}`, {
        professionalId: ownerProfessional,
        items: [{ serviceId, description: 'x', priceCents: 1 }],
        paymentPlan: { kind: 'A_VISTA' },
      }),
      409,
      'Um orçamento aprovado não pode ser alterado',
    );

    // The chart: both planned items are now approved.
    const { toothTreatments } = await json<{ toothTreatments: { status: string }[] }>(
      await server.request(`/api/clients/${clientId}/tooth-treatments`, { token: owner.token }),
    );
    expect(toothTreatments.map((t) => t.status)).toEqual(['APPROVED', 'APPROVED']);

    // Cobrança lists every installment; a receipt pays one, and the quote shows it paid.
    const { receivables } = await json<{ receivables: { id: string; clientId: string; saldo: number; vencimento: string }[] }>(
      await server.request('/api/financial/receivables', { token: reception.token }),
    );
    const mine = receivables.filter((r) => r.clientId === clientId);
    expect(mine.map((r) => [r.id, r.saldo, r.vencimento])).toEqual(
      approved.installments.map((i) => [i.id, i.amountCents / 100, i.dueDate]),
    );
    const entry = approved.installments[0] as Installment;
    const receipt = await send(reception, 'POST', `/api/financial/receivables/${entry.id}/receipts`, {
      valor: 212,
      formaPagamento: 'PIX',
      data: today(),
    });
    expect(receipt.status).toBe(201);
    const { quote: after } = await json<{ quote: Quote }>(
      await server.request(`/api/quotes/${quote.id}`, { token: owner.token }),
    );
    expect(after.installments.map((i) => i.status)).toEqual(['PAGO', 'PENDENTE', 'PENDENTE', 'PENDENTE']);
    const summary = await json<{ received?: number; recebido?: number }>(
      await server.request(`/api/financial/summary?startDate=${today()}&endDate=${today()}`, { token: owner.token }),
    );
    expect(JSON.stringify(summary)).toContain('212');
  });

  it('records a refusal with its reason; another clinic gets 404 and bad reasons 400', async () => {
    const { quote } = await quoteFor(owner);
    await sent(owner, quote.id);
    await expectError(
      await send(owner, 'POST', `/api/quotes/${quote.id}/reject`, { reason: 'CARO' }),
      400,
      'Motivo da recusa inválido',
    );
    await expectError(await send(other, 'POST', `/api/quotes/${quote.id}/reject`, { reason: 'VALOR' }), 404, NOT_FOUND);
    const { quote: refused } = await json<{ quote: Quote }>(
      await send(owner, 'POST', `/api/quotes/${quote.id}/reject`, { reason: 'OUTRA_CLINICA', note: 'Mais perto de casa' }),
    );
    expect(refused).toMatchObject({ status: 'RECUSADO', rejection: { reason: 'OUTRA_CLINICA', note: 'Mais perto de casa' } });
  });

  it('a sent quote past its validity reads as EXPIRADO, cannot be approved, and a new version with a new date revives it', async () => {
    const { quote } = await quoteFor(owner);
    const { url } = await sent(owner, quote.id);
    await server.orm.em
      .getConnection()
      .execute('update quote set valid_until = ? where id = ?', [addDays(today(), -1), quote.id]);
    const { quote: read } = await json<{ quote: Quote }>(await server.request(`/api/quotes/${quote.id}`, { token: owner.token }));
    expect(read.status).toBe('EXPIRADO');
    const { quotes } = await json<{ quotes: { id: string }[] }>(
      await server.request('/api/quotes?status=EXPIRADO', { token: owner.token }),
    );
    expect(quotes.map((q) => q.id)).toContain(quote.id);
    await expectError(
      await send(owner, 'POST', `/api/quotes/${quote.id}/approve`, {}),
      409,
      'Este orçamento expirou: faça uma nova versão com outra validade',
    );
    await expectError(await send(null, 'GET', `/api/public/quotes/${tokenOf(url)}`), 404, LINK_GONE);
    const { quote: revived } = await json<{ quote: Quote }>(
      await send(owner, 'PUT', `/api/quotes/${quote.id}`, {
        professionalId: ownerProfessional,
        validUntil: addDays(today(), 10),
        items: [{ serviceId, description: 'Clareamento', priceCents: 90_000 }],
        paymentPlan: { kind: 'A_VISTA' },
      }),
    );
    expect(revived).toMatchObject({ status: 'ENVIADO', version: 2 });
  });
});

describe('the patient’s link', () => {
  it('shows the clinic, items and plan without personal data, and every view is in the audit trail', async () => {
    const { clientId, quote } = await quoteFor(owner);
    await expectError(await send(null, 'GET', `/api/public/quotes/${'A'.repeat(64)}`), 404, LINK_GONE);
    const { url } = await sent(owner, quote.id);
    const res = await send(null, 'GET', `/api/public/quotes/${tokenOf(url)}`);
    expect(res.status).toBe(200);
    const text = await res.text();
    const page = JSON.parse(text) as {
      quote: { firstName: string; alternatives: unknown[] };
      documentSha256: string;
      status: string;
    };
    expect(page.quote.firstName).toBe('Ana');
    expect(page.status).toBe('ENVIADO');
    expect(page.documentSha256).toMatch(/^[0-9a-f]{64}$/);
    expect(text).not.toContain(BIRTH);
    expect(text).not.toContain('Souza');
    expect(text).not.toContain(clientId);
    const { events } = await json<{ events: { resource: string; action: string; detail: string | null }[] }>(
      await server.request(`/api/clients/${clientId}/audit`, { token: owner.token }),
    );
    expect(
      events.filter((e) => e.resource === 'quote' && e.action === 'read' && e.detail?.startsWith('página do paciente')),
    ).toHaveLength(1);
  });

  it('checks name and birth date, stores the evidence and approves once under 20 concurrent tries', async () => {
    const { clientId, quote } = await quoteFor(owner);
    const token = tokenOf((await sent(owner, quote.id)).url);
    await expectError(
      await approveByLink(token, { signature: 'data:image/png;base64,xyz' }),
      400,
      'Assinatura inválida: desenhe a assinatura no quadro',
    );
    await expectError(
      await approveByLink(token, { signature: `data:image/png;base64,iVBORw0KGgo${'A'.repeat(400_000)}` }),
      400,
      'Assinatura grande demais',
    );
    await expectError(
      await approveByLink(token, { birthDate: '1988-03-15' }),
      400,
      'Nome ou data de nascimento não conferem com o cadastro',
    );
    await expectError(
      await approveByLink(token, { documentSha256: 'f'.repeat(64) }),
      409,
      'O orçamento foi alterado desde que a página foi aberta: recarregue a página e confira antes de aprovar',
    );

    // Accents and case do not matter; 20 tries at once approve once.
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => approveByLink(token, { fullName: 'ana beatriz souza', alternative: 0 })),
    );
    expect(answers.map((r) => r.status)).toEqual(Array(20).fill(200));
    const bodies = await Promise.all(answers.map((r) => json<{ status: string; installments: Installment[] }>(r)));
    const ids = new Set(bodies.flatMap((b) => b.installments.map((i) => i.id)));
    expect(ids.size).toBe(4);
    expect(bodies.every((b) => b.status === 'APROVADO')).toBe(true);
    const { quote: approved } = await json<{ quote: Quote & { approval: { documentSha256: string } } }>(
      await server.request(`/api/quotes/${quote.id}`, { token: owner.token }),
    );
    expect(approved.approval?.text).toMatch(/^Aprovado pelo paciente em \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    expect(approved.approval?.documentSha256).toMatch(/^[0-9a-f]{64}$/);
    expect(approved.installments).toHaveLength(4);
    const [row] = await server.orm.em
      .getConnection()
      .execute<{ approval_ip: string | null; approval_user_agent: string | null; signature_png: string }[]>(
        'select approval_ip, approval_user_agent, signature_png from quote where id = ?',
        [quote.id],
      );
    expect(row?.signature_png).toBe(SIGNATURE);
    expect(row?.approval_ip).toBeTruthy();
    const { receivables } = await json<{ receivables: { clientId: string }[] }>(
      await server.request('/api/financial/receivables', { token: owner.token }),
    );
    expect(receivables.filter((r) => r.clientId === clientId)).toHaveLength(4);
  });

  it('locks the link for an hour after 5 wrong tries, even for the right answer', async () => {
    const { quote } = await quoteFor(owner);
    const token = tokenOf((await sent(owner, quote.id)).url);
    for (let i = 0; i < 4; i++) {
      await expectError(
        await approveByLink(token, { fullName: 'Outra Pessoa' }),
        400,
        'Nome ou data de nascimento não conferem com o cadastro',
      );
    }
    await expectError(
      await approveByLink(token, { fullName: 'Outra Pessoa' }),
      429,
      'Muitas tentativas: o link foi bloqueado por 1 hora',
    );
    await expectError(await approveByLink(token), 429, 'Muitas tentativas: o link foi bloqueado por 1 hora');
  });

  it('lets the patient refuse with a reason, after which approving is a 409', async () => {
    const { quote } = await quoteFor(owner);
    const token = tokenOf((await sent(owner, quote.id)).url);
    await expectError(
      await send(null, 'POST', `/api/public/quotes/${token}/reject`, { reason: 'NADA' }),
      400,
      'Motivo da recusa inválido',
    );
    const res = await send(null, 'POST', `/api/public/quotes/${token}/reject`, { reason: 'VALOR', note: 'Vou juntar dinheiro' });
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({ status: 'RECUSADO' });
    await expectError(await approveByLink(token), 409, 'Este orçamento já está recusado');
  });

  it('serves the page at 390 px: clinic, items and plan as tables, a signature pad; the form approves and redirects', async () => {
    const { quote } = await quoteFor(owner);
    const token = tokenOf((await sent(owner, quote.id)).url);
    const html = { accept: 'text/html' };
    const page = await server.request(`/orcamento/${token}`, { headers: html });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toMatch(/script-src 'sha256-[^']+'/);
    const body = await page.text();
    for (const text of [
      'Olá, Ana!',
      'Restauração 36 MOD',
      '36 MOD',
      'Canal 46',
      'Entrada',
      'Parcela 1 de 3',
      'R$ 1.060,00',
      'signature-pad',
    ]) {
      expect(body).toContain(text);
    }
    expect(body).not.toContain(BIRTH);
    expect(body).not.toContain('Souza');
    const documentSha256 = /name="documentSha256" value="([0-9a-f]{64})"/.exec(body)?.[1] ?? '';
    const post = (fields: Record<string, string>) =>
      server.request(`/orcamento/${token}`, {
        method: 'POST',
        headers: { ...html, 'content-type': 'application/x-www-form-urlencoded', 'user-agent': 'Teste/1.0 (celular)' },
        body: new URLSearchParams(fields).toString(),
      });
    const wrong = await post({ action: 'approve', fullName: 'Ana', birthDate: BIRTH, signature: SIGNATURE, documentSha256 });
    expect([wrong.status, wrong.headers.get('location')]).toEqual([303, `/orcamento/${token}?aviso=identity`]);
    const right = await post({
      action: 'approve',
      alternative: '0',
      fullName: 'Ana Beatriz Souza',
      birthDate: BIRTH,
      signature: SIGNATURE,
      documentSha256,
    });
    expect([right.status, right.headers.get('location')]).toEqual([303, `/orcamento/${token}?feito=approve`]);
    const after = await (await server.request(`/orcamento/${token}?feito=approve`, { headers: html })).text();
    expect(after).toContain('Orçamento aprovado. Obrigado!');
    expect(after).toMatch(/Aprovado em \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
    // This clinic has no PIX key yet: the installments show, no PIX block.
    expect(after).toContain('Suas parcelas');
    expect(after).not.toContain('data-slot="pix"');
    expect(after).not.toContain('signature-pad');
    const [row] = await server.orm.em
      .getConnection()
      .execute<{ approval_user_agent: string }[]>('select approval_user_agent from quote where id = ?', [quote.id]);
    expect(row?.approval_user_agent).toBe('Teste/1.0 (celular)');
    expect((await server.request(`/orcamento/${'B'.repeat(64)}`, { headers: html })).status).toBe(404);
  });

  it('shows each open installment’s PIX (entry first) once approved: copia e cola, QR and the receivable’s txid', async () => {
    const key = { keyType: 'CNPJ', key: '11.222.333/0001-81', beneficiary: 'Clínica Sorriso São João', city: 'São João' };
    expect((await send(owner, 'PUT', '/api/settings/pix', key)).status).toBe(200);
    const { quote } = await quoteFor(owner);
    const token = tokenOf((await sent(owner, quote.id)).url);
    const html = { accept: 'text/html' };
    const before = await (await server.request(`/orcamento/${token}`, { headers: html })).text();
    expect(before).not.toContain('Pague com PIX');
    expect((await approveByLink(token)).status).toBe(200);
    const { quote: approved } = await json<{ quote: Quote }>(
      await server.request(`/api/quotes/${quote.id}`, { token: owner.token }),
    );
    const page = await server.request(`/orcamento/${token}`, { headers: html });
    const csp = page.headers.get('content-security-policy') ?? '';
    const body = await page.text();
    expect(body).toContain('Pague com PIX');
    expect(body).toContain('Copiar código');
    // Every inline script is one the policy names by its hash.
    const hashes = [...body.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
      (m) =>
        `'sha256-${createHash('sha256')
          .update(m[1] ?? '')
          .digest('base64')}'`,
    );
    expect(hashes.length).toBeGreaterThan(0);
    for (const hash of hashes) expect(csp).toContain(hash);
    const blocks = [...body.matchAll(/data-txid="([A-Z0-9]+)"[\s\S]*?<textarea[^>]*>([^<]+)<\/textarea>/g)];
    // Only the next one to pay carries its QR (a QR costs CPU); the later ones their copia e cola.
    expect(body.match(/<svg/g)).toHaveLength(1);
    expect(body.indexOf('<svg')).toBeGreaterThan(body.indexOf('data-txid='));
    expect(body.indexOf('<svg')).toBeLessThan(body.indexOf('<textarea'));
    expect(blocks.map((b) => b[1])).toEqual(approved.installments.map((i) => pixTxidFor('AGD', i.id)));
    const codes = blocks.map((b) => readStaticPix((b[2] ?? '').replaceAll('&amp;', '&')));
    expect(blocks.every((b) => hasValidPixCrc((b[2] ?? '').replaceAll('&amp;', '&')))).toBe(true);
    expect(codes.map((c) => [c?.key, c?.amountCents, c?.txid])).toEqual(
      approved.installments.map((i, n) => ['11222333000181', i.amountCents, blocks[n]?.[1]]),
    );
    expect(body.indexOf('Entrada ·')).toBeLessThan(body.indexOf('Parcela 1 de 3 ·'));
    // The next one to pay is open; the later ones are folded away.
    expect(body.match(/<details class="pix-later">/g)).toHaveLength(3);

    // Once the entry is paid its PIX is gone; the others stay.
    const entry = approved.installments[0] as Installment;
    const paid = await send(owner, 'POST', `/api/financial/receivables/${entry.id}/receipts`, {
      valor: entry.amountCents / 100,
      formaPagamento: 'PIX',
      data: today(),
    });
    expect(paid.status).toBe(201);
    const later = await (await server.request(`/orcamento/${token}`, { headers: html })).text();
    expect([...later.matchAll(/data-txid="([A-Z0-9]+)"/g)].map((m) => m[1])).toEqual(blocks.slice(1).map((b) => b[1]));
    expect(later).not.toContain('Entrada ·');

    // The carnê's PIX (staff, under 'receivables'): the same codes for the open installments.
    const reception = await signedInMember(server, owner.user.companyId, 'RECEPTION');
    const carne = await json<{ slips: { id: string; txid: string; brCode: string; amountCents: number; qrSvg: string }[] }>(
      await server.request(`/api/quotes/${quote.id}/carne`, { token: reception.token }),
    );
    expect(carne.slips.map((slip) => [slip.id, slip.txid, slip.amountCents])).toEqual(
      approved.installments.slice(1).map((i) => [i.id, pixTxidFor('AGD', i.id), i.amountCents]),
    );
    expect(carne.slips.every((slip) => hasValidPixCrc(slip.brCode) && slip.qrSvg.includes('<svg'))).toBe(true);
    const dentist = await signedInMember(server, owner.user.companyId, 'PROFESSIONAL');
    await expectError(await server.request(`/api/quotes/${quote.id}/carne`, { token: dentist.token }), 403, FORBIDDEN);
    await expectError(await server.request(`/api/quotes/${quote.id}/carne`, { token: other.token }), 404, NOT_FOUND);
    await expectError(await server.request('/api/quotes/nao-existe/carne', { token: owner.token }), 404, NOT_FOUND);
    // A clinic without a PIX key: a carnê without codes.
    const { quote: theirs } = await quoteFor(other);
    await sent(other, theirs.id);
    expect((await send(other, 'POST', `/api/quotes/${theirs.id}/approve`, { alternative: 0 })).status).toBe(200);
    expect(await json(await server.request(`/api/quotes/${theirs.id}/carne`, { token: other.token }))).toEqual({ slips: [] });
  });
});

describe('GET /api/quotes/report', () => {
  it('counts a known set: sent, approved and their total, refused by reason, conversion, ticket, received, follow-up', async () => {
    const clinic = await registeredOwner(server);
    const professionalId = await professionalOf(clinic);
    const make = async (extra: Record<string, unknown> = {}) => (await quoteFor(clinic, { professionalId, ...extra })).quote;
    const [installments, cash, refused, waiting] = [
      await make(),
      await make({ paymentPlan: { kind: 'A_VISTA' } }),
      await make(),
      await make(),
    ];
    await make(); // a draft: never sent, counts nowhere
    for (const q of [installments, cash, refused, waiting]) await sent(clinic, q.id);
    for (const q of [installments, cash])
      expect((await send(clinic, 'POST', `/api/quotes/${q.id}/approve`, { alternative: 0 })).status).toBe(200);
    expect((await send(clinic, 'POST', `/api/quotes/${refused.id}/reject`, { reason: 'VALOR' })).status).toBe(200);
    // The unanswered one was sent eight days ago.
    await server.orm.em
      .getConnection()
      .execute(`update quote set sent_at = now() - interval '8 days' where id = ?`, [waiting.id]);
    const { quote: approved } = await json<{ quote: Quote }>(
      await server.request(`/api/quotes/${installments.id}`, { token: clinic.token }),
    );
    const entry = approved.installments[0] as Installment;
    expect(
      (
        await send(clinic, 'POST', `/api/financial/receivables/${entry.id}/receipts`, {
          valor: entry.amountCents / 100,
          formaPagamento: 'PIX',
          data: today(),
        })
      ).status,
    ).toBe(201);

    const period = `startDate=${addDays(today(), -29)}&endDate=${today()}`;
    const report = await json<{
      sent: number;
      approved: number;
      approvedCents: number;
      refused: number;
      refusedByReason: { reason: string; label: string; count: number }[];
      conversionPercent: number | null;
      averageTicketCents: number | null;
      receivedCents: number;
      followUp: { id: string; clientName: string; daysWaiting: number; expired: boolean; whatsappUrl: string | null }[];
    }>(await server.request(`/api/quotes/report?${period}`, { token: clinic.token }));
    expect(report).toMatchObject({
      sent: 4,
      approved: 2,
      approvedCents: 212_000,
      refused: 1,
      conversionPercent: 50,
      averageTicketCents: 106_000,
      receivedCents: entry.amountCents,
    });
    expect(report.refusedByReason[0]).toEqual({ reason: 'VALOR', label: 'Valor acima do esperado', count: 1 });
    expect(report.refusedByReason.slice(1).every((r) => r.count === 0)).toBe(true);
    expect(report.followUp).toEqual([
      expect.objectContaining({ id: waiting.id, clientName: 'Ana Beatriz Souza', daysWaiting: 8, expired: false }),
    ]);
    const whatsapp = decodeURIComponent(report.followUp[0]?.whatsappUrl ?? '');
    expect(whatsapp).toMatch(/^https:\/\/wa\.me\/5511987654321\?text=Olá, Ana!/);
    expect(whatsapp).toContain('/orcamento/');

    // A period before any of it: nothing counted, the follow-up list is still today's.
    const before = await json<typeof report>(
      await server.request(`/api/quotes/report?startDate=${addDays(today(), -60)}&endDate=${addDays(today(), -31)}`, {
        token: clinic.token,
      }),
    );
    expect(before).toMatchObject({ sent: 0, approved: 0, approvedCents: 0, conversionPercent: null, averageTicketCents: null });
    expect(before.followUp).toHaveLength(1);

    // The owner's 'finance' only; bad dates are a 400; another clinic sees its own (none of these).
    const reception = await signedInMember(server, clinic.user.companyId, 'RECEPTION');
    await expectError(await server.request(`/api/quotes/report?${period}`, { token: reception.token }), 403, FORBIDDEN);
    await expectError(
      await server.request('/api/quotes/report?startDate=2026-13-40', { token: clinic.token }),
      400,
      'Data inicial inválida',
    );
    const theirs = await json<typeof report>(await server.request(`/api/quotes/report?${period}`, { token: other.token }));
    expect(theirs.followUp.map((f) => f.id)).not.toContain(waiting.id);
  });
});
