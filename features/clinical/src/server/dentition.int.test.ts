import { addDays, nowInTimeZone } from '@agenda/br';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, created, expectError, json, trpcData, trpcError, trpcOf } from '@agenda/server/testing';
import { signedInMember } from '@agenda/server/testing';
import { type TestServer, registeredOwner, startTestServer } from '@agenda/server/testing';

// Children's teeth (FDI 51–85) and the mixed chart: by the patient's age unless the dentist picks one.

type Owner = Awaited<ReturnType<typeof registeredOwner>>;
interface Tooth {
  id: number;
  status: string;
  erupting?: boolean;
  treatments: { faces: string }[];
}
interface Chart {
  teeth: Tooth[];
  dentition: string;
  keptDentition: string | null;
  dentitionByAge: string;
}

const BAD_TOOTH =
  'Dente inválido: use a numeração FDI (11 a 18, 21 a 28, 31 a 38, 41 a 48; decíduos 51 a 55, 61 a 65, 71 a 75, 81 a 85)';
const BAD_DENTITION = 'Dentição inválida: use permanent, deciduous ou mixed';
const FORBIDDEN = 'Você não tem permissão para esta ação.';

let server: TestServer;
let owner: Owner;
let other: Owner;
let restorationId: string;

const get = (who: { token: string }, path: string) => server.request(path, { token: who.token });
const send = (who: { token: string }, method: string, path: string, body: unknown) =>
  server.request(path, { method, token: who.token, json: body });
const trpc = trpcOf(() => server, 'clinical');
/** A patient born `years` years ago today. */
const bornYearsAgo = async (who: Owner, years: number) => {
  const today = nowInTimeZone().date;
  const birthDate = `${Number(today.slice(0, 4)) - years}${today.slice(4)}`;
  return (await createClient(server, who, { birthDate: birthDate.endsWith('02-29') ? addDays(birthDate, -1) : birthDate })).id;
};
const chartOf = async (who: Owner, clientId: string, query = '') =>
  json<Chart>(await get(who, `/api/clients/${clientId}/odontograma${query}`));

beforeAll(async () => {
  server = await startTestServer();
  [owner, other] = await Promise.all([registeredOwner(server), registeredOwner(server)]);
  const { treatments } = await json<{ treatments: { id: string; name: string }[] }>(await get(owner, '/api/dental-treatments'));
  restorationId = treatments.find((t) => t.name === 'Restauração em ionômero de vidro')?.id as string;
});
afterAll(() => server.close());

describe('GET /api/clients/{id}/odontograma?dentition=', () => {
  it("draws a patient's chart by age: under 6 deciduous, 6 to 12 mixed, older or unknown permanent", async () => {
    const cases: [number | null, string, number][] = [
      [4, 'deciduous', 20],
      [5, 'deciduous', 20],
      [6, 'mixed', 52],
      [12, 'mixed', 52],
      [13, 'permanent', 32],
      [null, 'permanent', 32],
    ];
    for (const [age, dentition, teeth] of cases) {
      const id = age === null ? (await createClient(server, owner)).id : await bornYearsAgo(owner, age);
      const chart = await chartOf(owner, id);
      expect({ age, dentition: chart.dentition, byAge: chart.dentitionByAge, teeth: chart.teeth.length }).toEqual({
        age,
        dentition,
        byAge: dentition,
        teeth,
      });
    }
  });

  it('draws the dentition asked for, and refuses one that does not exist (400)', async () => {
    const child = await bornYearsAgo(owner, 4);
    const mixed = await chartOf(owner, child, '?dentition=mixed');
    expect(mixed).toMatchObject({ dentition: 'mixed', dentitionByAge: 'deciduous', keptDentition: null });
    expect(mixed.teeth.map((t) => t.id).slice(16, 26)).toEqual([55, 54, 53, 52, 51, 61, 62, 63, 64, 65]);
    expect((await chartOf(owner, child, '?dentition=permanent')).teeth).toHaveLength(32);
    expect((await chartOf(owner, child, '?dentition=')).dentition).toBe('deciduous');
    await expectError(await get(owner, `/api/clients/${child}/odontograma?dentition=adult`), 400, BAD_DENTITION);
    const res = await trpc.query('odontogram', owner.token, { clientId: child, dentition: 'adult' });
    expect(res.status).toBe(400);
    expect(await trpcError(res)).toBe(BAD_DENTITION);
  });
});

describe('PUT /api/clients/{id}/dentition', () => {
  it("keeps the dentist's pick for the patient over the age's suggestion, and logs it", async () => {
    const teen = await bornYearsAgo(owner, 14);
    expect(await json(await send(owner, 'PUT', `/api/clients/${teen}/dentition`, { dentition: 'mixed' }))).toEqual({
      dentition: 'mixed',
    });
    expect(await chartOf(owner, teen)).toMatchObject({ dentition: 'mixed', keptDentition: 'mixed', dentitionByAge: 'permanent' });
    await send(owner, 'PUT', `/api/clients/${teen}/dentition`, { dentition: 'permanent' });
    expect((await chartOf(owner, teen)).dentition).toBe('permanent');
    const { events } = await json<{ events: { resource: string; action: string; resourceId: string | null }[] }>(
      await get(owner, `/api/clients/${teen}/audit`),
    );
    expect(events.filter((e) => e.action === 'update').map((e) => [e.resource, e.resourceId])).toEqual([
      ['odontogram', 'dentition'],
      ['odontogram', 'dentition'],
    ]);
    expect(events.filter((e) => e.resource === 'odontogram' && e.action === 'read')).toHaveLength(2);
    await expectError(await send(owner, 'PUT', `/api/clients/${teen}/dentition`, { dentition: 'adult' }), 400, BAD_DENTITION);
    await expectError(await send(owner, 'PUT', `/api/clients/${teen}/dentition`, {}), 400, BAD_DENTITION);
  });

  it("is clinical: reception 403, another clinic's patient 404", async () => {
    const child = await bornYearsAgo(owner, 8);
    const reception = await signedInMember(server, owner.user.companyId, 'RECEPTION');
    await expectError(await send(reception, 'PUT', `/api/clients/${child}/dentition`, { dentition: 'mixed' }), 403, FORBIDDEN);
    await expectError(await get(reception, `/api/clients/${child}/odontograma`), 403, FORBIDDEN);
    await expectError(
      await send(other, 'PUT', `/api/clients/${child}/dentition`, { dentition: 'mixed' }),
      404,
      'Cliente não encontrado',
    );
    await expectError(await get(other, `/api/clients/${child}/odontograma?dentition=mixed`), 404, 'Cliente não encontrado');
    const saved = await trpcData<{ dentition: string }>(
      await trpc.mutation('saveDentition', owner.token, { clientId: child, dentition: 'deciduous' }),
    );
    expect(saved.dentition).toBe('deciduous');
  });
});

describe("children's teeth on every endpoint that takes a tooth", () => {
  it('marks a deciduous tooth exfoliated and shows its successor erupting; a permanent one cannot be', async () => {
    const child = await bornYearsAgo(owner, 9);
    const saved = await json<{ tooth: Tooth }>(
      await send(owner, 'PUT', `/api/clients/${child}/odontograma/54`, { status: 'exfoliated' }),
    );
    expect(saved.tooth).toMatchObject({ id: 54, status: 'exfoliated' });
    const chart = await chartOf(owner, child);
    expect(chart.teeth.find((t) => t.id === 14)).toMatchObject({ status: 'healthy', erupting: true });
    expect(chart.teeth.find((t) => t.id === 24)).toMatchObject({ erupting: false });
    await expectError(
      await send(owner, 'PUT', `/api/clients/${child}/odontograma/14`, { status: 'exfoliated' }),
      400,
      'Só um dente decíduo (51 a 85) pode ser marcado como esfoliado',
    );
    // Once the successor has a status of its own, it is charted as that.
    await send(owner, 'PUT', `/api/clients/${child}/odontograma/14`, { status: 'caries' });
    expect((await chartOf(owner, child)).teeth.find((t) => t.id === 14)).toMatchObject({ status: 'caries', erupting: false });
  });

  it('plans by face on a deciduous molar and writes a procedure on a deciduous tooth', async () => {
    const child = await bornYearsAgo(owner, 5);
    const tt = await created<{ toothId: number; faces: string }>(
      await send(owner, 'POST', `/api/clients/${child}/tooth-treatments`, {
        toothId: 85,
        treatmentId: restorationId,
        surfaces: ['O', 'D'],
      }),
      'toothTreatment',
    );
    expect(tt).toMatchObject({ toothId: 85, faces: 'OD' });
    await expectError(
      await send(owner, 'POST', `/api/clients/${child}/tooth-treatments`, {
        toothId: 85,
        treatmentId: restorationId,
        surfaces: ['I'],
      }),
      400,
      'O dente 85 não tem a face I (Incisal): use M, O, D, V, L',
    );
    expect((await chartOf(owner, child)).teeth.find((t) => t.id === 85)?.treatments.map((t) => t.faces)).toEqual(['OD']);
    const note = await created<{ meta: { tooth: number } }>(
      await send(owner, 'POST', `/api/clients/${child}/notes`, {
        type: 'ODONTOGRAM_ENTRY',
        content: { description: 'Cárie incipiente' },
        meta: { tooth: 75, procedureType: 'restauracao' },
      }),
      'note',
    );
    expect(note.meta.tooth).toBe(75);
  });

  it('refuses numbers that exist in no dentition (400) everywhere', async () => {
    const child = await bornYearsAgo(owner, 7);
    for (const tooth of [56, 59, 60, 66, 76, 86, 90, 50]) {
      await expectError(
        await send(owner, 'PUT', `/api/clients/${child}/odontograma/${tooth}`, { status: 'caries' }),
        400,
        BAD_TOOTH,
      );
      await expectError(
        await send(owner, 'POST', `/api/clients/${child}/tooth-treatments`, { toothId: tooth, treatmentId: restorationId }),
        400,
        BAD_TOOTH,
      );
    }
    await expectError(
      await send(owner, 'POST', `/api/clients/${child}/notes`, {
        type: 'ODONTOGRAM_ENTRY',
        content: { description: 'x' },
        meta: { tooth: 57, procedureType: 'restauracao' },
      }),
      400,
      BAD_TOOTH,
    );
  });
});
