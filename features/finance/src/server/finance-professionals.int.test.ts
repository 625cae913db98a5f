import { addDays, nowInTimeZone } from '@agenda/br';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freeWeek } from '@agenda/server/testing';
import {
  type Owner,
  createClient,
  createService,
  createServiceType,
  expectError,
  json,
  trpcData,
  trpcOf,
} from '@agenda/server/testing';
import { finalizedAppointment } from '@agenda/server/testing';
import { signedInMember } from '@agenda/server/testing';
import { type TestServer, registeredOwner, startTestServer } from '@agenda/server/testing';

// Issue 24, finance by professional: the 'repasse' rates an owner sets on a professional, the
// 'Profissionais' report (REST, tRPC, CSV) and 'Minha produção' — a professional's own row alone.

interface Row {
  professionalId: string;
  name: string;
  color: string;
  appointments: number;
  revenue: number;
  commission: number;
  commissionRates: { percent: number; byServiceType: { serviceTypeId: string; percent: number }[] };
}

const FORBIDDEN = 'Você não tem permissão para esta ação.';
const today = nowInTimeZone('America/Sao_Paulo').date;
const d = (n: number) => addDays(today, n);
const WEEK = freeWeek(2);
const TODAY = `startDate=${today}&endDate=${today}`;

let server: TestServer;
const finance = trpcOf(() => server, 'finance');
let owner: Owner;
let other: Owner;
let bruno: { token: string; userId: string };
let noProfile: { token: string };
let reception: { token: string };
let founderId = '';
let brunoId = '';
let prevencao = '';
let ortodontia = '';
let othersType = '';
let clientId = '';

const get = (who: { token: string }, path: string) => server.request(path, { token: who.token });
const put = (who: { token: string }, id: string, body: unknown) =>
  server.request(`/api/professionals/${id}`, { method: 'PUT', token: who.token, json: body });
const report = async (who: { token: string }, query: string) =>
  (
    await json<{ startDate: string; endDate: string; professionals: Row[] }>(
      await get(who, `/api/financial/reports/professionals?${query}`),
    )
  ).professionals;
const rowOf = async (id: string, query = TODAY) => (await report(owner, query)).find((r) => r.professionalId === id);

async function ok(res: Response): Promise<Response> {
  if (res.status !== 200 && res.status !== 201) throw new Error(`expected 2xx, got ${res.status}: ${await res.text()}`);
  return res;
}

/** Booked with the professional, then finalized through POST /api/appointments/complete (registered today). */
async function attended(professionalId: string, serviceId: string, startTime: string, charged: string[]) {
  const booked = await ok(
    await server.request('/api/appointments', {
      method: 'POST',
      token: owner.token,
      // The same patient with two professionals at 09:00: a joint visit, booked on purpose.
      json: {
        clientId,
        serviceId,
        professionalId,
        date: WEEK.mon,
        startTime,
        endTime: null,
        notes: '',
        allowClientOverlap: true,
      },
    }),
  );
  const { appointment } = await json<{ appointment: { id: string } }>(booked);
  await ok(
    await server.request('/api/appointments/complete', {
      method: 'POST',
      token: owner.token,
      json: {
        appointmentId: appointment.id,
        services: charged.map((id) => ({ id })),
        products: [],
        paymentMethod: 'PIX',
        paymentStatus: 'PAID',
        notes: '',
      },
    }),
  );
}

beforeAll(async () => {
  server = await startTestServer();
  owner = await registeredOwner(server);
  other = await registeredOwner(server, { fullName: 'Paulo Outro' });
  const companyId = owner.user.companyId;
  prevencao = (await createServiceType(server, owner, { name: 'Prevenção' })).id;
  ortodontia = (await createServiceType(server, owner, { name: 'Ortodontia' })).id;
  othersType = (await createServiceType(server, other)).id;
  const limpeza = (await createService(server, owner, prevencao, { name: 'Limpeza', price: 150 })).id;
  const aparelho = (await createService(server, owner, ortodontia, { name: 'Aparelho', price: 333.33 })).id;
  clientId = (await createClient(server, owner, { fullName: 'Ana Souza' })).id;

  bruno = await signedInMember(server, companyId, 'PROFESSIONAL', 'Bruno Lima');
  noProfile = await signedInMember(server, companyId, 'PROFESSIONAL', 'Carla Sem Perfil');
  reception = await signedInMember(server, companyId, 'RECEPTION', 'Rita Recepção');
  const professionals = await json<{ professionals: { id: string }[] }>(await get(owner, '/api/professionals'));
  founderId = professionals.professionals[0]?.id ?? '';
  const added = await ok(
    await server.request('/api/professionals', {
      method: 'POST',
      token: owner.token,
      json: { name: 'Dr. Bruno Lima', memberId: bruno.userId },
    }),
  );
  brunoId = (await json<{ professional: { id: string } }>(added)).professional.id;

  await ok(await put(owner, founderId, { commission: { percent: 12.5 } }));
  await ok(
    await put(owner, brunoId, { commission: { percent: 40, byServiceType: [{ serviceTypeId: ortodontia, percent: 33.33 }] } }),
  );

  // Today: the founder attends two cleanings; Bruno one visit with a cleaning and a brace (two lines).
  await attended(founderId, limpeza, '09:00', [limpeza]);
  await attended(founderId, limpeza, '10:00', [limpeza]);
  await attended(brunoId, aparelho, '09:00', [aparelho, limpeza]);
  // Booked with Bruno, not attended yet: not production.
  await ok(
    await server.request('/api/appointments', {
      method: 'POST',
      token: owner.token,
      json: { clientId, serviceId: limpeza, professionalId: brunoId, date: WEEK.tue, startTime: '09:00', endTime: null },
    }),
  );
  // Forty days ago Bruno attended a cleaning (written as finalize writes it).
  const em = server.orm.em.fork();
  const base = { companyId, userId: owner.user.id, clientId, method: 'PIX' as const, status: 'PAID' as const };
  await finalizedAppointment(em, {
    ...base,
    professionalId: brunoId,
    service: { id: limpeza, name: 'Limpeza', priceCents: 15_000 },
    date: d(-40),
    startTime: '09:00',
    paidCents: 15_000,
  });
  // Another clinic's production today.
  const theirs = (await createService(server, other, othersType, { name: 'Clareamento', price: 900 })).id;
  const theirClient = (await createClient(server, other, { fullName: 'Outro Cliente' })).id;
  await finalizedAppointment(server.orm.em.fork(), {
    companyId: other.user.companyId,
    userId: other.user.id,
    clientId: theirClient,
    method: 'PIX',
    status: 'PAID',
    service: { id: theirs, name: 'Clareamento', priceCents: 90_000 },
    date: today,
    startTime: '09:00',
    paidCents: 90_000,
  });
}, 60_000);
afterAll(() => server?.close());

describe('GET /api/financial/reports/professionals', () => {
  it("gives each professional's completed appointments, services billed and 'repasse', most billed first", async () => {
    const answer = await json<{ startDate: string; endDate: string; professionals: Row[] }>(
      await get(owner, `/api/financial/reports/professionals?${TODAY}`),
    );
    expect(answer).toEqual({
      startDate: today,
      endDate: today,
      professionals: [
        {
          professionalId: brunoId,
          name: 'Dr. Bruno Lima',
          color: '#059669',
          appointments: 1,
          // 150 + 333,33; repasse 40% of 150 + 33,33% of 333,33 = 60 + 111,098889 → 171,10 (rounded once, to the centavo).
          revenue: 483.33,
          commission: 171.1,
          commissionRates: { percent: 40, byServiceType: [{ serviceTypeId: ortodontia, percent: 33.33 }] },
        },
        {
          professionalId: founderId,
          name: 'Maria Clara Ferreira',
          color: '#2563eb',
          appointments: 2,
          revenue: 300,
          commission: 37.5,
          commissionRates: { percent: 12.5, byServiceType: [] },
        },
      ],
    });
  });

  it("adds up to the services billed in Relatórios ('Faturado (serviços)') for the same period", async () => {
    const reports = await json<{ porServico: { receita: number }[] }>(await get(owner, `/api/financial/reports?${TODAY}`));
    const billed = reports.porServico.reduce((sum, s) => sum + s.receita, 0);
    const rows = await report(owner, TODAY);
    expect(rows.reduce((sum, r) => sum + r.revenue, 0)).toBeCloseTo(billed, 2);
    expect(billed).toBeCloseTo(783.33, 2);
  });

  it("gives Relatórios' 'Faturado por profissional' by who attended, not by who finalized", async () => {
    // The owner finalized all three visits; two were the founder's, one Dr. Bruno's.
    const reports = await json<{ porProfissional: { profissional: string; atendimentos: number; receita: number }[] }>(
      await get(owner, `/api/financial/reports?${TODAY}`),
    );
    const founder = (await report(owner, TODAY)).find((r) => r.professionalId === founderId);
    expect(reports.porProfissional).toEqual([
      { profissional: 'Dr. Bruno Lima', atendimentos: 1, receita: 483.33 },
      { profissional: founder?.name, atendimentos: 2, receita: 300 },
    ]);
  });

  it('counts a payment on the day it was registered: the period filters', async () => {
    expect(await rowOf(brunoId, `startDate=${d(-45)}&endDate=${today}`)).toMatchObject({
      appointments: 2,
      revenue: 633.33,
      commission: 231.1,
    });
    const before = await report(owner, `startDate=${d(-45)}&endDate=${d(-1)}`);
    expect(before.map((r) => [r.name, r.appointments, r.revenue, r.commission])).toEqual([
      ['Dr. Bruno Lima', 1, 150, 60],
      ['Maria Clara Ferreira', 0, 0, 0],
    ]);
  });

  it('answers the same over tRPC (finance.professionals)', async () => {
    const data = await trpcData<{ professionals: Row[] }>(
      await finance.query('professionals', owner.token, { startDate: today, endDate: today }),
    );
    expect(data.professionals).toEqual(await report(owner, TODAY));
  });

  it('downloads as CSV (format=csv): BOM, semicolons, decimal comma', async () => {
    const res = await get(owner, `/api/financial/reports/professionals?${TODAY}&format=csv`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toContain(`profissionais-${today}-a-${today}.csv`);
    // Response.text() drops a BOM: decode the bytes as they are.
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.arrayBuffer())).toBe(
      '\uFEFFProfissional;Atendimentos;Faturado (serviços);Repasse\r\n' +
        'Dr. Bruno Lima;1;483,33;171,10\r\n' +
        'Maria Clara Ferreira;2;300,00;37,50\r\n',
    );
  });

  it('refuses a malformed date or a period that ends before it starts (400)', async () => {
    const bad = 'Data inválida. Use o formato yyyy-MM-dd';
    await expectError(await get(owner, '/api/financial/reports/professionals?startDate=2025-02-30'), 400, bad);
    await expectError(await get(owner, '/api/financial/reports/professionals?endDate=ontem'), 400, bad);
    await expectError(
      await get(owner, `/api/financial/reports/professionals?startDate=${today}&endDate=${d(-1)}`),
      400,
      'A data final deve ser igual ou posterior à data inicial',
    );
    await expectError(await get(bruno, '/api/financial/my-production?startDate=01/02/2025'), 400, bad);
  });

  it('is the owner’s: reception and professionals are refused (403), the CSV too', async () => {
    for (const who of [reception, bruno]) {
      await expectError(await get(who, `/api/financial/reports/professionals?${TODAY}`), 403, FORBIDDEN);
      await expectError(await get(who, `/api/financial/reports/professionals?${TODAY}&format=csv`), 403, FORBIDDEN);
    }
    expect((await finance.query('professionals', reception.token, {})).status).toBe(403);
  });

  it("shows another clinic nothing of this one's, and this one nothing of theirs", async () => {
    const theirs = await report(other, TODAY);
    expect(theirs.map((r) => [r.name, r.appointments, r.revenue])).toEqual([['Paulo Outro', 1, 900]]);
    expect((await report(owner, TODAY)).map((r) => r.name)).toEqual(['Dr. Bruno Lima', 'Maria Clara Ferreira']);
    await expectError(await put(other, brunoId, { commission: { percent: 90 } }), 404, 'Profissional não encontrado.');
  });
});

describe('GET /api/financial/my-production', () => {
  it("gives a professional their own row alone, the report's figures", async () => {
    const answer = await json<{ startDate: string; endDate: string; professional: Row }>(
      await get(bruno, `/api/financial/my-production?${TODAY}`),
    );
    expect(answer).toEqual({
      startDate: today,
      endDate: today,
      professional: (await report(owner, TODAY)).find((r) => r.professionalId === brunoId),
    });
    const data = await trpcData<{ professional: Row }>(await finance.query('myProduction', bruno.token, {}));
    expect(data.professional.professionalId).toBe(brunoId);
  });

  it('gives the owner their own profile’s row', async () => {
    const { professional } = await json<{ professional: Row }>(await get(owner, `/api/financial/my-production?${TODAY}`));
    expect(professional).toMatchObject({ professionalId: founderId, appointments: 2, revenue: 300, commission: 37.5 });
  });

  it('answers 404 in pt-BR to a professional with no profile, and 403 to reception', async () => {
    await expectError(
      await get(noProfile, `/api/financial/my-production?${TODAY}`),
      404,
      'Você não tem um perfil de profissional nesta clínica.',
    );
    await expectError(await get(reception, `/api/financial/my-production?${TODAY}`), 403, FORBIDDEN);
  });
});

describe("the 'repasse' on PUT /api/professionals/{id}", () => {
  const rates = async () => (await rowOf(brunoId))?.commissionRates;
  const invalid = 'Informe o repasse em porcentagem, de 0 a 100, com no máximo duas casas decimais.';

  it('refuses a rate outside 0–100, with more than two decimals or as text (400), changing nothing', async () => {
    const before = await rates();
    for (const percent of [100.01, -1, 12.345, '40'])
      await expectError(await put(owner, brunoId, { commission: { percent } }), 400, invalid);
    await expectError(
      await put(owner, brunoId, { commission: { percent: 40, byServiceType: [{ serviceTypeId: ortodontia, percent: 101 }] } }),
      400,
      invalid,
    );
    expect(await rates()).toEqual(before);
  });

  it('refuses one type twice (400), and an unknown or another clinic’s type (404)', async () => {
    const twice = [
      { serviceTypeId: prevencao, percent: 10 },
      { serviceTypeId: prevencao, percent: 20 },
    ];
    await expectError(
      await put(owner, brunoId, { commission: { percent: 40, byServiceType: twice } }),
      400,
      'Informe um só repasse por tipo de serviço.',
    );
    for (const serviceTypeId of [othersType, crypto.randomUUID(), 'x'])
      await expectError(
        await put(owner, brunoId, { commission: { percent: 40, byServiceType: [{ serviceTypeId, percent: 10 }] } }),
        404,
        'Tipo de serviço não encontrado.',
      );
  });

  it('is the owner’s to set: a professional changing their own is refused (403)', async () => {
    await expectError(await put(bruno, brunoId, { commission: { percent: 100 } }), 403, FORBIDDEN);
    expect((await rates())?.percent).toBe(40);
  });

  it('is not in the professionals list every role reads', async () => {
    const { professionals } = await json<{ professionals: Record<string, unknown>[] }>(
      await get(reception, '/api/professionals'),
    );
    expect(professionals.length).toBe(2);
    for (const p of professionals) expect(Object.keys(p).some((k) => k.toLowerCase().includes('commission'))).toBe(false);
  });

  it('replaces the rates as a whole and leaves the rest of the profile as it was', async () => {
    const res = await put(owner, brunoId, {
      commission: { percent: 50, byServiceType: [{ serviceTypeId: prevencao, percent: 0 }] },
    });
    expect(res.status).toBe(200);
    expect((await json<{ professional: { name: string } }>(res)).professional.name).toBe('Dr. Bruno Lima');
    // Now the cleaning passes on nothing and the brace half: 50% of 333,33 = 166,665 → 166,67.
    expect(await rowOf(brunoId)).toMatchObject({
      commission: 166.67,
      commissionRates: { percent: 50, byServiceType: [{ serviceTypeId: prevencao, percent: 0 }] },
    });
  });
});
