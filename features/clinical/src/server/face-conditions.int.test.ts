import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, expectError, json, trpcData, trpcError, trpcOf } from '@agenda/server/testing';
import { signedInMember } from '@agenda/server/testing';
import { type TestServer, registeredOwner, startTestServer } from '@agenda/server/testing';

// Conditions per tooth face: cárie, restauração (with its material), selante, fratura; cleared with none.

type Owner = Awaited<ReturnType<typeof registeredOwner>> & { clientId: string };
interface FaceCondition {
  face: string;
  condition: string;
  material: string | null;
}
interface Tooth {
  id: number;
  faceConditions: FaceCondition[];
}
interface AuditEvent {
  resource: string;
  resourceId: string | null;
  action: string;
}

const FORBIDDEN = 'Você não tem permissão para esta ação.';

let server: TestServer;
let owner: Owner;
let other: Owner;

const get = (who: { token: string }, path: string) => server.request(path, { token: who.token });
const send = (who: { token: string }, method: string, path: string, body: unknown) =>
  server.request(path, { method, token: who.token, json: body });
const trpc = trpcOf(() => server, 'clinical');
const mark = (who: { token: string }, clientId: string, tooth: number | string, faces: unknown) =>
  send(who, 'PUT', `/api/clients/${clientId}/odontograma/${tooth}/faces`, { faces });
const chart = async (who: Owner) =>
  (await json<{ teeth: Tooth[] }>(await get(who, `/api/clients/${who.clientId}/odontograma`))).teeth;

async function clinic(): Promise<Owner> {
  const o = await registeredOwner(server);
  const client = await createClient(server, o);
  return { ...o, clientId: client.id };
}

beforeAll(async () => {
  server = await startTestServer();
  [owner, other] = await Promise.all([clinic(), clinic()]);
});
afterAll(() => server.close());

describe('PUT /api/clients/{id}/odontograma/{tooth}/faces', () => {
  it("marks 'Cárie' on 36 O and a resin restoration on 36 M, answered and read back on the chart in TISS order", async () => {
    const res = await mark(owner, owner.clientId, 36, [
      { face: 'O', condition: 'caries' },
      { face: 'M', condition: 'restoration', material: 'resin' },
    ]);
    expect(res.status).toBe(200);
    const { tooth } = await json<{ tooth: Tooth }>(res);
    const expected = [
      { face: 'M', condition: 'restoration', material: 'resin' },
      { face: 'O', condition: 'caries', material: null },
    ];
    expect(tooth).toMatchObject({ id: 36, faceConditions: expected });
    const teeth = await chart(owner);
    expect(teeth.find((t) => t.id === 36)?.faceConditions).toEqual(expected);
    expect(teeth.find((t) => t.id === 37)?.faceConditions).toEqual([]);
  });

  it("reads 'B' as the vestibular face, changes one face and leaves the others, clears with no condition", async () => {
    await mark(owner, owner.clientId, 46, [
      { face: 'B', condition: 'sealant' },
      { face: 'O', condition: 'fracture' },
    ]);
    let tooth = (await chart(owner)).find((t) => t.id === 46);
    expect(tooth?.faceConditions).toEqual([
      { face: 'O', condition: 'fracture', material: null },
      { face: 'V', condition: 'sealant', material: null },
    ]);
    await mark(owner, owner.clientId, 46, [{ face: 'V', condition: null }]);
    await mark(owner, owner.clientId, 46, [{ face: 'o', condition: 'restoration', material: 'amalgam' }]);
    tooth = (await chart(owner)).find((t) => t.id === 46);
    expect(tooth?.faceConditions).toEqual([{ face: 'O', condition: 'restoration', material: 'amalgam' }]);
  });

  it('works the same through tRPC (saveFaceConditions and odontogram)', async () => {
    const data = await trpcData<{ tooth: Tooth }>(
      await trpc.mutation('saveFaceConditions', owner.token, {
        clientId: owner.clientId,
        toothId: 11,
        faces: [{ face: 'I', condition: 'fracture' }],
      }),
    );
    expect(data.tooth.faceConditions).toEqual([{ face: 'I', condition: 'fracture', material: null }]);
    const read = await trpcData<{ teeth: Tooth[] }>(await trpc.query('odontogram', owner.token, { clientId: owner.clientId }));
    expect(read.teeth.find((t) => t.id === 11)?.faceConditions).toEqual([{ face: 'I', condition: 'fracture', material: null }]);
  });

  it('refuses a face the tooth does not have, a bad condition or material, a restoration without material (400)', async () => {
    await expectError(
      await mark(owner, owner.clientId, 11, [{ face: 'O', condition: 'caries' }]),
      400,
      'O dente 11 não tem a face O (Oclusal): use M, I, D, V, P',
    );
    await expectError(
      await mark(owner, owner.clientId, 36, [{ face: 'X', condition: 'caries' }]),
      400,
      'Face inválida: "X" (use M, O, I, D, V ou B, L, P)',
    );
    await expectError(
      await mark(owner, owner.clientId, 36, [{ face: 'O', condition: 'gengivite' }]),
      400,
      'Condição inválida: use Cárie, Restauração, Selante ou Fratura (ou nenhuma, para limpar)',
    );
    await expectError(
      await mark(owner, owner.clientId, 36, [{ face: 'O', condition: 'restoration', material: 'ouro' }]),
      400,
      'Material inválido: use Resina, Amálgama, Ionômero de vidro, Cerâmica ou Outro',
    );
    await expectError(
      await mark(owner, owner.clientId, 36, [{ face: 'D', condition: 'restoration' }]),
      400,
      'Informe o material da restauração na face D',
    );
    await expectError(
      await mark(owner, owner.clientId, 36, [
        { face: 'V', condition: 'caries' },
        { face: 'B', condition: 'sealant' },
      ]),
      400,
      'A face V foi enviada mais de uma vez',
    );
    for (const faces of ['O', [], null, [{ condition: 'caries' }]]) {
      await expectError(
        await mark(owner, owner.clientId, 36, faces),
        400,
        'Faces inválidas: envie uma lista de faces com a condição de cada uma',
      );
    }
    const badTooth = await mark(owner, owner.clientId, 19, [{ face: 'O', condition: 'caries' }]);
    expect(badTooth.status).toBe(400);
    const res = await trpc.mutation('saveFaceConditions', owner.token, {
      clientId: owner.clientId,
      toothId: 12,
      faces: [{ face: 'O', condition: 'caries' }],
    });
    expect(res.status).toBe(400);
    expect(await trpcError(res)).toBe('O dente 12 não tem a face O (Oclusal): use M, I, D, V, P');
    // Nothing of the refused writes was kept.
    expect((await chart(owner)).find((t) => t.id === 36)?.faceConditions.map((f) => f.face)).toEqual(['M', 'O']);
  });

  it('keeps the earlier condition as a version and puts writes and reads in the audit trail', async () => {
    await mark(owner, owner.clientId, 26, [{ face: 'P', condition: 'caries' }]);
    await mark(owner, owner.clientId, 26, [{ face: 'P', condition: 'restoration', material: 'glass_ionomer' }]);
    await chart(owner);
    const { events } = await json<{ events: AuditEvent[] }>(await get(owner, `/api/clients/${owner.clientId}/audit`));
    const recent = events.slice(0, 3).map((e) => [e.resource, e.action, e.resourceId]);
    expect(recent).toEqual([
      ['odontogram', 'read', null],
      ['tooth', 'update', '26'],
      ['tooth', 'update', '26'],
    ]);
    const rows = await server.orm.em
      .getConnection()
      .execute('select condition, material, versions from tooth_face_condition where client_id = ? and tooth = 26', [
        owner.clientId,
      ]);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      condition: 'restoration',
      material: 'glass_ionomer',
      versions: [{ editedBy: owner.user.id, data: { condition: 'caries', material: null } }],
    });
  });
});

describe('who may mark faces', () => {
  it('refuses reception (403) and lets a professional mark', async () => {
    const reception = await signedInMember(server, owner.user.companyId, 'RECEPTION');
    await expectError(await mark(reception, owner.clientId, 36, [{ face: 'O', condition: 'caries' }]), 403, FORBIDDEN);
    const professional = await signedInMember(server, owner.user.companyId, 'PROFESSIONAL', 'Dr. Paulo Lima');
    const res = await mark(professional, owner.clientId, 37, [{ face: 'D', condition: 'sealant' }]);
    expect(res.status).toBe(200);
  });

  it("answers 404 for another clinic's client and an unknown one, and never shows another clinic's faces", async () => {
    await expectError(await mark(other, owner.clientId, 36, [{ face: 'O', condition: 'caries' }]), 404, 'Cliente não encontrado');
    await expectError(
      await mark(owner, crypto.randomUUID(), 36, [{ face: 'O', condition: 'caries' }]),
      404,
      'Cliente não encontrado',
    );
    await expectError(await mark(owner, 'not-a-uuid', 36, [{ face: 'O', condition: 'caries' }]), 404, 'Cliente não encontrado');
    const res = await trpc.mutation('saveFaceConditions', other.token, {
      clientId: owner.clientId,
      toothId: 36,
      faces: [{ face: 'O', condition: 'caries' }],
    });
    expect(res.status).toBe(404);
    expect((await chart(other)).every((t) => t.faceConditions.length === 0)).toBe(true);
  });
});

describe('the vestibular face as V or B (GET/PUT /api/clinical-settings)', () => {
  it("is 'V' until the owner picks 'B'; storage and answers stay 'V' (TISS)", async () => {
    const read = async (who: { token: string }) =>
      (await json<{ settings: { vestibularLetter: string } }>(await get(who, '/api/clinical-settings'))).settings;
    expect(await read(owner)).toEqual({ vestibularLetter: 'V' });
    const res = await send(owner, 'PUT', '/api/clinical-settings', { vestibularLetter: 'B' });
    expect(res.status).toBe(200);
    expect(await read(owner)).toEqual({ vestibularLetter: 'B' });
    expect(await read(other)).toEqual({ vestibularLetter: 'V' });
    const professional = await signedInMember(server, owner.user.companyId, 'PROFESSIONAL', 'Dra. Lia Prado');
    expect(await read(professional)).toEqual({ vestibularLetter: 'B' });
    await mark(owner, owner.clientId, 45, [{ face: 'B', condition: 'caries' }]);
    expect((await chart(owner)).find((t) => t.id === 45)?.faceConditions).toEqual([
      { face: 'V', condition: 'caries', material: null },
    ]);
  });

  it('lets only the owner change it (403), refuses any other letter (400)', async () => {
    const professional = await signedInMember(server, owner.user.companyId, 'PROFESSIONAL');
    await expectError(await send(professional, 'PUT', '/api/clinical-settings', { vestibularLetter: 'V' }), 403, FORBIDDEN);
    const reception = await signedInMember(server, owner.user.companyId, 'RECEPTION');
    await expectError(await get(reception, '/api/clinical-settings'), 403, FORBIDDEN);
    for (const vestibularLetter of ['X', 'b', null]) {
      await expectError(
        await send(owner, 'PUT', '/api/clinical-settings', { vestibularLetter }),
        400,
        "Letra da face vestibular inválida: use 'V' (vestibular) ou 'B' (bucal)",
      );
    }
    const res = await trpc.mutation('saveSettings', professional.token, { vestibularLetter: 'B' });
    expect(res.status).toBe(403);
  });
});
