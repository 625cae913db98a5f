import { addDays, formatDatePtBR, nowInTimeZone } from '@agenda/br';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, created, expectError, json, trpcError, trpcOf } from '@agenda/server/testing';
import { signedInMember } from '@agenda/server/testing';
import { type TestServer, registeredOwner, startTestServer } from '@agenda/server/testing';

// The first charting of a patient as TISS table 44 codes, kept as a dated snapshot.

type Owner = Awaited<ReturnType<typeof registeredOwner>>;
interface Situation {
  id: string;
  recordedOn: string;
  teeth: { tooth: number; code: string }[];
  createdByName: string | null;
}

const FORBIDDEN = 'Você não tem permissão para esta ação.';
const OWNER_NAME = 'Maria Clara Ferreira';

let server: TestServer;
let owner: Owner;
let other: Owner;

const path = (clientId: string) => `/api/clients/${clientId}/initial-situation`;
const get = (who: { token: string }, p: string) => server.request(p, { token: who.token });
const post = (who: { token: string }, clientId: string, body: unknown) =>
  server.request(path(clientId), { method: 'POST', token: who.token, json: body });
const trpc = trpcOf(() => server, 'clinical');

beforeAll(async () => {
  server = await startTestServer();
  [owner, other] = await Promise.all([registeredOwner(server), registeredOwner(server)]);
});
afterAll(() => server.close());

describe('POST/GET /api/clients/{id}/initial-situation', () => {
  it('is null until recorded, then the dated snapshot the chart never rewrites', async () => {
    const clientId = (await createClient(server, owner)).id;
    expect(await json(await get(owner, path(clientId)))).toEqual({ initialSituation: null });
    const recordedOn = addDays(nowInTimeZone().date, -2);
    const situation = await created<Situation>(
      await post(owner, clientId, {
        date: recordedOn,
        teeth: [
          { tooth: 36, code: 'c' },
          { tooth: 18, code: 'A' },
          { tooth: 11, code: 'R' },
          { tooth: 46, code: 'E' },
          { tooth: 55, code: 'H' },
        ],
      }),
      'initialSituation',
    );
    expect(situation).toMatchObject({
      recordedOn,
      createdByName: OWNER_NAME,
      teeth: [
        { tooth: 11, code: 'R' },
        { tooth: 18, code: 'A' },
        { tooth: 36, code: 'C' },
        { tooth: 46, code: 'E' },
        { tooth: 55, code: 'H' },
      ],
    });
    // The chart moves on: 36 restored; the initial situation stays as it was.
    await server.request(`/api/clients/${clientId}/odontograma/36`, {
      method: 'PUT',
      token: owner.token,
      json: { status: 'restored' },
    });
    const { initialSituation } = await json<{ initialSituation: Situation }>(await get(owner, path(clientId)));
    expect(initialSituation).toEqual(situation);
    await expectError(
      await post(owner, clientId, { teeth: [{ tooth: 36, code: 'R' }] }),
      409,
      `A situação inicial deste paciente já foi registrada em ${formatDatePtBR(recordedOn)}`,
    );
    // Not even the database lets it be rewritten.
    await expect(
      server.orm.em
        .getConnection()
        .execute(`update initial_situation set recorded_on = '2020-01-01' where id = '${situation.id}'`),
    ).rejects.toThrow(/snapshot/);
    const { events } = await json<{ events: { resource: string; action: string }[] }>(
      await get(owner, `/api/clients/${clientId}/audit`),
    );
    expect(events.filter((e) => e.resource === 'initial_situation').map((e) => e.action)).toEqual(['read', 'create', 'read']);
  });

  it('refuses bad input with a 400 naming the tooth', async () => {
    const clientId = (await createClient(server, owner)).id;
    const cases: [unknown, string][] = [
      [{ teeth: [{ tooth: 36, code: 'X' }] }, 'Dente 36: situação inválida (use A, E, H, C ou R)'],
      [{ teeth: [{ tooth: 36 }] }, 'Dente 36: situação inválida (use A, E, H, C ou R)'],
      [
        {
          teeth: [
            { tooth: 36, code: 'H' },
            { tooth: 36, code: 'C' },
          ],
        },
        'Dente 36 informado mais de uma vez',
      ],
      [
        { teeth: [{ tooth: 56, code: 'H' }] },
        'Dente inválido: use a numeração FDI (11 a 18, 21 a 28, 31 a 38, 41 a 48; decíduos 51 a 55, 61 a 65, 71 a 75, 81 a 85)',
      ],
      [{ teeth: [] }, 'Informe a situação de ao menos um dente'],
      [{}, 'Informe a situação de ao menos um dente'],
      [{ teeth: [{ tooth: 11, code: 'H' }], date: '2023-02-30' }, 'Data inválida'],
      [
        { teeth: [{ tooth: 11, code: 'H' }], date: addDays(nowInTimeZone().date, 1) },
        'A data do registro não pode estar no futuro',
      ],
    ];
    for (const [body, error] of cases) await expectError(await post(owner, clientId, body), 400, error);
    const res = await trpc.mutation('recordInitialSituation', owner.token, { clientId, teeth: [{ tooth: 21, code: 'Z' }] });
    expect(res.status).toBe(400);
    expect(await trpcError(res)).toBe('Dente 21: situação inválida (use A, E, H, C ou R)');
    expect(await json(await get(owner, path(clientId)))).toEqual({ initialSituation: null });
  });

  it("is clinical: reception 403, another clinic's patient 404", async () => {
    const clientId = (await createClient(server, owner)).id;
    const reception = await signedInMember(server, owner.user.companyId, 'RECEPTION');
    await expectError(await get(reception, path(clientId)), 403, FORBIDDEN);
    await expectError(await post(reception, clientId, { teeth: [{ tooth: 11, code: 'H' }] }), 403, FORBIDDEN);
    await expectError(await get(other, path(clientId)), 404, 'Cliente não encontrado');
    await expectError(await post(other, clientId, { teeth: [{ tooth: 11, code: 'H' }] }), 404, 'Cliente não encontrado');
    await expectError(await get(owner, path('not-a-uuid')), 404, 'Cliente não encontrado');
  });
});
