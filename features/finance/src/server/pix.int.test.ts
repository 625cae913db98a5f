import { addDays, nowInTimeZone, randomCpf } from '@agenda/br';
import { hasValidPixCrc, readStaticPix } from '@agenda/br/pix';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { created, expectError, json, trpcData, trpcOf } from '@agenda/server/testing';
import { finalizedAppointment } from '@agenda/server/testing';
import { signedInMember } from '@agenda/server/testing';
import { type TestServer, registeredOwner, startTestServer } from '@agenda/server/testing';

// PIX: the clinic's key in Configurações (owner-only, validated per type) and the static BR Code of
// what a receivable still owes, over REST and tRPC, never another clinic's or a paid one.

type Owner = Awaited<ReturnType<typeof registeredOwner>>;
interface Pix {
  brCode: string;
  txid: string;
  amount: number;
  amountCents: number;
  qrSvg: string;
  whatsapp: string | null;
}

const FORBIDDEN = 'Você não tem permissão para esta ação.';
const NO_KEY = 'Cadastre a chave PIX da clínica em Configurações.';
const NOT_FOUND = 'Cobrança não encontrada';
const today = nowInTimeZone('America/Sao_Paulo').date;
const d = (n: number) => addDays(today, n);
const KEY = { keyType: 'CNPJ', key: '11.222.333/0001-81', beneficiary: 'Clínica Sorriso São João', city: 'São João' };

let server: TestServer;
let owner: Owner;
let other: Owner;
/** Limpeza 150,50, 50 paid: 100,50 still owed, due in 5 days. */
let partialId = '';
/** Limpeza 150,50, all paid. */
let paidId = '';
/** The other clinic's open balance. */
let otherId = '';

const get = (who: { token: string }, path: string) => server.request(path, { token: who.token });
const put = (who: { token: string }, path: string, body: unknown) =>
  server.request(path, { method: 'PUT', token: who.token, json: body });
const settings = trpcOf(() => server, 'settings');
const finance = trpcOf(() => server, 'finance');
const pixOf = (who: { token: string }, id: string) => get(who, `/api/financial/receivables/${id}/pix`);

async function clinicWithBalances(who: Owner) {
  const post = (path: string, body: unknown) => server.request(path, { method: 'POST', token: who.token, json: body });
  const type = await created<{ id: string }>(await post('/service-types', { name: 'Odontologia' }), 'serviceType');
  const s = await created<{ id: string }>(
    await post('/services', { name: 'Limpeza', serviceTypeId: type.id, duration: 60, price: 150.5 }),
    'service',
  );
  const client = await created<{ id: string }>(
    await post('/api/clients', { fullName: 'Ana Souza', cpf: randomCpf(), phone: '11987654321' }),
    'client',
  );
  const em = server.orm.em.fork();
  const base = {
    companyId: who.user.companyId,
    userId: who.user.id,
    clientId: client.id,
    method: 'PIX' as const,
    service: { id: s.id, name: 'Limpeza', priceCents: 15_050 },
  };
  const partial = await finalizedAppointment(em, {
    ...base,
    date: d(-3),
    startTime: '09:00',
    status: 'PARTIAL',
    paidCents: 5_000,
    dueDate: d(5),
  });
  const paid = await finalizedAppointment(em, { ...base, date: d(-2), startTime: '10:00', status: 'PAID', paidCents: 15_050 });
  return { partialId: partial.paymentId, paidId: paid.paymentId };
}

beforeAll(async () => {
  server = await startTestServer();
  [owner, other] = await Promise.all([registeredOwner(server), registeredOwner(server)]);
  ({ partialId, paidId } = await clinicWithBalances(owner));
  ({ partialId: otherId } = await clinicWithBalances(other));
});
afterAll(() => server.close());

describe("the clinic's PIX key", () => {
  it('is null until set, then stored as the directory writes it', async () => {
    expect(await json(await get(owner, '/api/settings/pix'))).toEqual({ pixKey: null });
    const res = await put(owner, '/api/settings/pix', KEY);
    expect(res.status).toBe(200);
    const saved = { keyType: 'CNPJ', key: '11222333000181', beneficiary: 'Clínica Sorriso São João', city: 'São João' };
    expect(await json(res)).toEqual({ pixKey: saved });
    expect(await json(await get(owner, '/api/settings/pix'))).toEqual({ pixKey: saved });
    // The other clinic still has none.
    expect(await json(await get(other, '/api/settings/pix'))).toEqual({ pixKey: null });
  });

  it.each([
    [{ ...KEY, key: '11.222.333/0001-82' }, 'CNPJ inválido: confira os dígitos.'],
    [{ ...KEY, keyType: 'CPF', key: '529.982.247-24' }, 'CPF inválido: confira os dígitos.'],
    [{ ...KEY, keyType: 'CPF', key: '111.111.111-11' }, 'CPF inválido: confira os dígitos.'],
    [{ ...KEY, keyType: 'EMAIL', key: 'financeiro@clinica' }, 'E-mail inválido.'],
    [{ ...KEY, keyType: 'TELEFONE', key: '98765-4321' }, 'Telefone inválido: use +55, o DDD e o número (+5511987654321).'],
    [
      { ...KEY, keyType: 'ALEATORIA', key: 'not-a-uuid' },
      'Chave aleatória inválida: são 32 letras e números no formato 00000000-0000-0000-0000-000000000000.',
    ],
    [{ ...KEY, keyType: 'BOLETO' }, 'Escolha o tipo de chave: CPF, CNPJ, EMAIL, TELEFONE ou ALEATORIA.'],
    [{ ...KEY, key: '  ' }, 'Informe a chave PIX.'],
    [{ ...KEY, beneficiary: '' }, 'Informe o nome do beneficiário.'],
    [{ ...KEY, beneficiary: 'Clínica Odontológica Sorriso' }, 'O nome do beneficiário tem no máximo 25 caracteres.'],
    [{ ...KEY, city: 'São João da Boa Vista' }, 'A cidade tem no máximo 15 caracteres.'],
  ])('refuses %j with a 400 in pt-BR, keeping the stored key', async (body, message) => {
    await expectError(await put(owner, '/api/settings/pix', body), 400, message);
    const res = await settings.mutation('updatePixKey', owner.token, body);
    expect(res.status).toBe(400);
    expect((await json<{ error: { message: string } }>(res)).error.message).toBe(message);
    expect((await json<{ pixKey: { key: string } }>(await get(owner, '/api/settings/pix'))).pixKey.key).toBe('11222333000181');
  });

  it('takes each kind of key, normalised, over tRPC as well', async () => {
    const cases = [
      [{ keyType: 'TELEFONE', key: '(11) 98765-4321' }, '+5511987654321'],
      [{ keyType: 'EMAIL', key: 'Financeiro@Clinica.com.br' }, 'financeiro@clinica.com.br'],
      [{ keyType: 'ALEATORIA', key: '123E4567-E12B-12D1-A456-426655440000' }, '123e4567-e12b-12d1-a456-426655440000'],
      [{ keyType: 'CPF', key: '529.982.247-25' }, '52998224725'],
    ] as const;
    for (const [fields, stored] of cases) {
      const res = await settings.mutation('updatePixKey', owner.token, { ...KEY, ...fields });
      expect(res.status).toBe(200);
      expect((await trpcData<{ pixKey: { key: string } }>(res)).pixKey.key).toBe(stored);
    }
    expect(await json(await put(owner, '/api/settings/pix', KEY))).toMatchObject({ pixKey: { key: '11222333000181' } });
  });

  it('is the owner’s: reception and professionals get 403 on reading and changing it', async () => {
    for (const role of ['RECEPTION', 'PROFESSIONAL'] as const) {
      const member = await signedInMember(server, owner.user.companyId, role);
      await expectError(await get(member, '/api/settings/pix'), 403, FORBIDDEN);
      await expectError(await put(member, '/api/settings/pix', KEY), 403, FORBIDDEN);
    }
  });
});

describe('GET /api/financial/receivables/{id}/pix', () => {
  it('answers 409 in pt-BR while the clinic has no PIX key, on REST and tRPC', async () => {
    await expectError(await pixOf(other, otherId), 409, NO_KEY);
    const res = await finance.query('receivablePix', other.token, { id: otherId });
    expect(res.status).toBe(409);
    expect((await json<{ error: { message: string; data: { code: string } } }>(res)).error).toMatchObject({
      message: NO_KEY,
      data: { code: 'CONFLICT' },
    });
  });

  it('gives the BR Code of the balance: it parses, its CRC holds, it pays the balance to the clinic’s key', async () => {
    const res = await pixOf(owner, partialId);
    expect(res.status).toBe(200);
    const pix = await json<Pix>(res);
    expect(pix.amount).toBe(100.5);
    expect(pix.amountCents).toBe(10_050);
    expect(pix.txid).toMatch(/^AGD[0-9A-F]{22}$/);
    expect(pix.txid.slice(3)).toBe(partialId.replace(/-/g, '').slice(0, 22).toUpperCase());
    expect(hasValidPixCrc(pix.brCode)).toBe(true);
    expect(readStaticPix(pix.brCode)).toEqual({
      key: '11222333000181',
      beneficiary: 'CLINICA SORRISO SAO JOAO',
      city: 'SAO JOAO',
      amountCents: 10_050,
      txid: pix.txid,
      description: null,
    });
    expect(pix.qrSvg).toMatch(/^<svg[^>]*>/);
    const text = new URL(pix.whatsapp ?? '').searchParams.get('text') ?? '';
    expect(new URL(pix.whatsapp ?? '').pathname).toBe('/5511987654321');
    expect(text).toContain(pix.brCode);
    expect(text).toContain('R$ 100,50');

    const viaTrpc = await trpcData<Pix>(await finance.query('receivablePix', owner.token, { id: partialId }));
    expect(viaTrpc.brCode).toBe(pix.brCode);
  });

  it('is 404 for a paid receivable, another clinic’s, an unknown or malformed id', async () => {
    await expectError(await pixOf(owner, paidId), 404, NOT_FOUND);
    await expectError(await pixOf(owner, otherId), 404, NOT_FOUND);
    await expectError(await pixOf(owner, '00000000-0000-4000-8000-000000000000'), 404, NOT_FOUND);
    await expectError(await pixOf(owner, 'nao-e-um-id'), 404, NOT_FOUND);
    expect((await finance.query('receivablePix', owner.token, { id: otherId })).status).toBe(404);
  });

  it('is open to reception (who sends charges) and closed to professionals', async () => {
    const reception = await signedInMember(server, owner.user.companyId, 'RECEPTION');
    expect((await pixOf(reception, partialId)).status).toBe(200);
    const professional = await signedInMember(server, owner.user.companyId, 'PROFESSIONAL');
    await expectError(await pixOf(professional, partialId), 403, FORBIDDEN);
  });
});

interface Receivable {
  id: string;
  saldo: number;
  situacao: string;
  historico: { data: string; valor: number; formaPagamento: string; txid: string | null }[];
}
const listOf = async (who: { token: string }, situacao?: string) =>
  (
    await json<{ receivables: Receivable[] }>(
      await get(who, `/api/financial/receivables${situacao === undefined ? '' : `?situacao=${situacao}`}`),
    )
  ).receivables;
const receive = (who: { token: string }, id: string, body: unknown) =>
  server.request(`/api/financial/receivables/${id}/receipts`, { method: 'POST', token: who.token, json: body });

describe('Cobrança by situation, and a receipt by PIX with its txid', () => {
  let overdueId = '';

  beforeAll(async () => {
    const em = server.orm.em.fork();
    const [row] = await listOf(owner);
    const clientId = (await json<{ receivables: { clientId: string }[] }>(await get(owner, '/api/financial/receivables')))
      .receivables[0]?.clientId;
    expect(row && clientId).toBeTruthy();
    const services = await json<{ services: { id: string }[] }>(await get(owner, '/services'));
    const overdue = await finalizedAppointment(em, {
      companyId: owner.user.companyId,
      userId: owner.user.id,
      clientId: clientId as string,
      method: 'PIX',
      service: { id: services.services[0]?.id as string, name: 'Limpeza', priceCents: 15_050 },
      date: d(-20),
      startTime: '11:00',
      status: 'PENDING',
      paidCents: 0,
      dueDate: d(-10),
    });
    overdueId = overdue.paymentId;
  });

  it('lists open ones by default, and splits them into vencidas and a vencer by due date', async () => {
    expect((await listOf(owner)).map((r) => [r.id, r.situacao])).toEqual([
      [overdueId, 'VENCIDA'],
      [partialId, 'A_VENCER'],
    ]);
    expect((await listOf(owner, 'vencidas')).map((r) => r.id)).toEqual([overdueId]);
    expect((await listOf(owner, 'a-vencer')).map((r) => r.id)).toEqual([partialId]);
    // A payment settled at the visit (no due date) never was a receivable.
    expect((await listOf(owner, 'pagas')).map((r) => r.id)).toEqual([]);
    await expectError(
      await get(owner, '/api/financial/receivables?situacao=atrasadas'),
      400,
      "Situação inválida. Use 'abertas', 'vencidas', 'a-vencer' ou 'pagas'",
    );
  });

  it('refuses a txid that is not letters and digits, or on a receipt not by PIX, and registers nothing', async () => {
    const base = { valor: 10, formaPagamento: 'PIX', data: today };
    const invalid = 'O txid do PIX tem até 25 letras e números, sem espaços nem símbolos.';
    await expectError(await receive(owner, overdueId, { ...base, txid: 'AGD-123' }), 400, invalid);
    await expectError(await receive(owner, overdueId, { ...base, txid: 'A'.repeat(26) }), 400, invalid);
    await expectError(
      await receive(owner, overdueId, { ...base, formaPagamento: 'DINHEIRO', txid: 'AGD123' }),
      400,
      'O txid só vale para recebimentos por PIX.',
    );
    const res = await finance.mutation('registerReceipt', owner.token, { id: overdueId, ...base, txid: 'AGD 1' });
    expect(res.status).toBe(400);
    expect((await listOf(owner, 'vencidas'))[0]?.historico).toEqual([]);
  });

  it('stores the txid of the PIX it paid, shows it in the history, and the receivable moves to Pagas', async () => {
    const pix = await json<Pix>(await pixOf(owner, overdueId));
    expect(pix.amount).toBe(150.5);
    const res = await receive(owner, overdueId, {
      valor: pix.amount,
      formaPagamento: 'PIX',
      data: today,
      txid: pix.txid.toLowerCase(),
    });
    expect(res.status).toBe(201);
    expect(await json(res)).toMatchObject({
      receipt: { txid: pix.txid, formaPagamento: 'PIX', valor: 150.5 },
      payment: { status: 'PAID', saldo: 0 },
    });

    expect((await listOf(owner, 'vencidas')).map((r) => r.id)).toEqual([]);
    const [paid] = await listOf(owner, 'pagas');
    expect(paid).toMatchObject({ id: overdueId, situacao: 'PAGA', saldo: 0 });
    expect(paid?.historico).toEqual([{ data: today, valor: 150.5, formaPagamento: 'PIX', txid: pix.txid }]);
    // Its PIX is gone with the balance.
    await expectError(await pixOf(owner, overdueId), 404, NOT_FOUND);
    // The partial one keeps its first receipt, without a txid.
    expect((await listOf(owner, 'a-vencer'))[0]?.historico).toEqual([
      { data: d(-3), valor: 50, formaPagamento: 'PIX', txid: null },
    ]);
    // Another clinic sees none of it.
    expect((await listOf(other, 'pagas')).map((r) => r.id)).toEqual([]);
  });
});
