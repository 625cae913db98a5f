import { addDays, nowInTimeZone } from '@agenda/br';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, created, expectError, json, trpcData, trpcError, trpcOf } from '@agenda/server/testing';
import { signedInMember } from '@agenda/server/testing';
import { type TestServer, registeredOwner, startTestServer } from '@agenda/server/testing';

// Tooth treatments by face (TISS table 32) and along planejado → aprovado → em andamento → realizado.

type Owner = Awaited<ReturnType<typeof registeredOwner>> & { clientId: string };
interface ToothTreatment {
  id: string;
  toothId: number;
  surfaces: string[];
  faces: string;
  status: string;
  performedBy: string | null;
  performedByName: string | null;
  performedOn: string | null;
  treatment: { id: string; name: string };
}
interface AuditEvent {
  resource: string;
  resourceId: string | null;
  action: string;
}

const FORBIDDEN = 'Você não tem permissão para esta ação.';
const OWNER_NAME = 'Maria Clara Ferreira';

let server: TestServer;
let owner: Owner;
let other: Owner;
let restorationId: string;

const get = (who: { token: string }, path: string) => server.request(path, { token: who.token });
const send = (who: { token: string }, method: string, path: string, body: unknown) =>
  server.request(path, { method, token: who.token, json: body });
const trpc = trpcOf(() => server, 'clinical');
const plan = (who: Owner, body: Record<string, unknown>) =>
  send(who, 'POST', `/api/clients/${who.clientId}/tooth-treatments`, { treatmentId: restorationId, ...body });
const move = (who: Owner, id: string, body: Record<string, unknown>) =>
  send(who, 'PATCH', `/api/clients/${who.clientId}/tooth-treatments/${id}`, body);

async function clinic(): Promise<Owner> {
  const o = await registeredOwner(server);
  const client = await createClient(server, o);
  return { ...o, clientId: client.id };
}

beforeAll(async () => {
  server = await startTestServer();
  [owner, other] = await Promise.all([clinic(), clinic()]);
  const { treatments } = await json<{ treatments: { id: string; name: string }[] }>(await get(owner, '/api/dental-treatments'));
  restorationId = treatments.find((t) => t.name === 'Restauração em resina composta (3 faces)')?.id as string;
});
afterAll(() => server.close());

describe('POST /api/clients/{id}/tooth-treatments with surfaces', () => {
  it("plans a restoration 'MOD' on 36: the faces in TISS order and the face string, kept and listed", async () => {
    const tt = await created<ToothTreatment>(await plan(owner, { toothId: 36, surfaces: ['D', 'o', 'M'] }), 'toothTreatment');
    expect(tt).toMatchObject({ toothId: 36, surfaces: ['M', 'O', 'D'], faces: 'MOD', status: 'PLANNED', performedOn: null });
    const { toothTreatments } = await json<{ toothTreatments: ToothTreatment[] }>(
      await get(owner, `/api/clients/${owner.clientId}/tooth-treatments`),
    );
    expect(toothTreatments.find((t) => t.id === tt.id)).toMatchObject({ surfaces: ['M', 'O', 'D'], faces: 'MOD' });
    const { teeth } = await json<{ teeth: { id: number; treatments: ToothTreatment[] }[] }>(
      await get(owner, `/api/clients/${owner.clientId}/odontograma`),
    );
    expect(teeth.find((t) => t.id === 36)?.treatments.map((t) => t.faces)).toContain('MOD');
  });

  it("reads 'B' as the vestibular face, and no faces as the whole tooth", async () => {
    const bucal = await created<ToothTreatment>(await plan(owner, { toothId: 46, surfaces: ['B', 'O'] }), 'toothTreatment');
    expect(bucal).toMatchObject({ surfaces: ['O', 'V'], faces: 'OV' });
    const whole = await created<ToothTreatment>(await plan(owner, { toothId: 11 }), 'toothTreatment');
    expect(whole).toMatchObject({ surfaces: [], faces: '' });
  });

  it('refuses a face the tooth does not have (400, naming tooth and faces), on REST and tRPC', async () => {
    await expectError(
      await plan(owner, { toothId: 11, surfaces: ['O'] }),
      400,
      'O dente 11 não tem a face O (Oclusal): use M, I, D, V, P',
    );
    await expectError(
      await plan(owner, { toothId: 36, surfaces: ['I'] }),
      400,
      'O dente 36 não tem a face I (Incisal): use M, O, D, V, L',
    );
    await expectError(
      await plan(owner, { toothId: 26, surfaces: ['L'] }),
      400,
      'O dente 26 não tem a face L (Lingual): use M, O, D, V, P',
    );
    await expectError(
      await plan(owner, { toothId: 36, surfaces: ['X'] }),
      400,
      'Face inválida: "X" (use M, O, I, D, V ou B, L, P)',
    );
    for (const surfaces of ['MOD', [1], { M: true }]) {
      await expectError(
        await plan(owner, { toothId: 36, surfaces }),
        400,
        'Faces inválidas: envie uma lista de faces (M, O, I, D, V ou B, L, P)',
      );
    }
    const res = await trpc.mutation('addToothTreatment', owner.token, {
      clientId: owner.clientId,
      toothId: 12,
      treatmentId: restorationId,
      surfaces: ['O'],
    });
    expect(res.status).toBe(400);
    expect(await trpcError(res)).toBe('O dente 12 não tem a face O (Oclusal): use M, I, D, V, P');
  });
});

describe('PATCH /api/clients/{id}/tooth-treatments/{ttId}: the status flow', () => {
  it('goes planejado → aprovado → em andamento → realizado, recording who did it and when', async () => {
    const tt = await created<ToothTreatment>(await plan(owner, { toothId: 37, surfaces: ['M', 'O', 'D'] }), 'toothTreatment');
    for (const status of ['APPROVED', 'IN_PROGRESS']) {
      const { toothTreatment } = await json<{ toothTreatment: ToothTreatment }>(await move(owner, tt.id, { status }));
      expect(toothTreatment).toMatchObject({ status, performedBy: null, performedOn: null });
    }
    const { toothTreatment } = await json<{ toothTreatment: ToothTreatment }>(await move(owner, tt.id, { status: 'COMPLETED' }));
    expect(toothTreatment).toMatchObject({
      status: 'COMPLETED',
      faces: 'MOD',
      performedBy: owner.user.id,
      performedByName: OWNER_NAME,
      performedOn: nowInTimeZone().date,
    });
  });

  it('takes the day it was done, never one to come', async () => {
    const tt = await created<ToothTreatment>(await plan(owner, { toothId: 47, surfaces: ['O'] }), 'toothTreatment');
    const today = nowInTimeZone().date;
    await expectError(
      await move(owner, tt.id, { status: 'COMPLETED', performedOn: addDays(today, 1) }),
      400,
      'A data de realização não pode estar no futuro',
    );
    await expectError(await move(owner, tt.id, { status: 'COMPLETED', performedOn: '2023-02-30' }), 400, 'Data inválida');
    const { toothTreatment } = await json<{ toothTreatment: ToothTreatment }>(
      await move(owner, tt.id, { status: 'COMPLETED', performedOn: addDays(today, -3) }),
    );
    expect(toothTreatment.performedOn).toBe(addDays(today, -3));
  });

  it('refuses a move back (409) and keeps a done or cancelled item as it is', async () => {
    const tt = await created<ToothTreatment>(await plan(owner, { toothId: 16, surfaces: ['O'] }), 'toothTreatment');
    await move(owner, tt.id, { status: 'IN_PROGRESS' });
    await expectError(
      await move(owner, tt.id, { status: 'APPROVED' }),
      409,
      'Um tratamento em andamento não pode passar a aprovado',
    );
    await move(owner, tt.id, { status: 'COMPLETED' });
    await expectError(
      await move(owner, tt.id, { status: 'PLANNED' }),
      409,
      'Um tratamento realizado não pode passar a planejado',
    );
    await expectError(
      await move(owner, tt.id, { status: 'CANCELLED' }),
      409,
      'Um tratamento realizado não pode passar a cancelado',
    );
    const res = await trpc.mutation('setToothTreatmentStatus', owner.token, {
      clientId: owner.clientId,
      id: tt.id,
      status: 'IN_PROGRESS',
    });
    expect(res.status).toBe(409);
    const cancelled = await created<ToothTreatment>(await plan(owner, { toothId: 15, surfaces: ['O'] }), 'toothTreatment');
    await move(owner, cancelled.id, { status: 'CANCELLED' });
    await expectError(
      await move(owner, cancelled.id, { status: 'COMPLETED' }),
      409,
      'Um tratamento cancelado não pode passar a realizado',
    );
  });

  it('puts every read and write of the items in the audit trail', async () => {
    const tt = await created<ToothTreatment>(await plan(owner, { toothId: 14, surfaces: ['M', 'O'] }), 'toothTreatment');
    await move(owner, tt.id, { status: 'APPROVED' });
    await get(owner, `/api/clients/${owner.clientId}/tooth-treatments`);
    const { events } = await json<{ events: AuditEvent[] }>(await get(owner, `/api/clients/${owner.clientId}/audit`));
    const mine = events.filter((e) => e.resource === 'tooth_treatment').slice(0, 3);
    expect(mine.map((e) => [e.action, e.resourceId])).toEqual([
      ['read', null],
      ['update', tt.id],
      ['create', tt.id],
    ]);
  });
});

describe('who may plan by face', () => {
  it('refuses reception (403) and lets a professional plan and record', async () => {
    const reception = await signedInMember(server, owner.user.companyId, 'RECEPTION');
    await expectError(
      await send(reception, 'POST', `/api/clients/${owner.clientId}/tooth-treatments`, {
        toothId: 36,
        treatmentId: restorationId,
        surfaces: ['O'],
      }),
      403,
      FORBIDDEN,
    );
    await expectError(await get(reception, `/api/clients/${owner.clientId}/tooth-treatments`), 403, FORBIDDEN);
    const professional = await signedInMember(server, owner.user.companyId, 'PROFESSIONAL', 'Dr. Paulo Lima');
    const tt = await created<ToothTreatment>(
      await send(professional, 'POST', `/api/clients/${owner.clientId}/tooth-treatments`, {
        toothId: 36,
        treatmentId: restorationId,
        surfaces: ['O'],
      }),
      'toothTreatment',
    );
    const done = await trpcData<{ toothTreatment: ToothTreatment }>(
      await trpc.mutation('setToothTreatmentStatus', professional.token, {
        clientId: owner.clientId,
        id: tt.id,
        status: 'COMPLETED',
      }),
    );
    expect(done.toothTreatment).toMatchObject({ performedBy: professional.userId, performedByName: 'Dr. Paulo Lima' });
  });

  it("answers 404 for another clinic's client, item or treatment", async () => {
    const mine = await created<ToothTreatment>(await plan(owner, { toothId: 36, surfaces: ['O'] }), 'toothTreatment');
    await expectError(
      await send(other, 'POST', `/api/clients/${owner.clientId}/tooth-treatments`, {
        toothId: 36,
        treatmentId: restorationId,
        surfaces: ['O'],
      }),
      404,
      'Cliente não encontrado',
    );
    await expectError(await plan(other, { toothId: 36, surfaces: ['O'] }), 404, 'Tratamento não encontrado');
    await expectError(await move(other, mine.id, { status: 'COMPLETED' }), 404, 'Tratamento do dente não encontrado');
    await expectError(
      await send(other, 'PATCH', `/api/clients/${owner.clientId}/tooth-treatments/${mine.id}`, { status: 'COMPLETED' }),
      404,
      'Cliente não encontrado',
    );
    await expectError(await move(owner, 'not-a-uuid', { status: 'COMPLETED' }), 404, 'Tratamento do dente não encontrado');
  });
});
