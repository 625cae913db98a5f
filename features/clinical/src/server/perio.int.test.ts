import { addDays, nowInTimeZone } from '@agenda/br';
import { clinicalServerFeature } from '@agenda/clinical/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, created, expectError, json, trpcData, trpcError, trpcOf } from '@agenda/server/testing';
import { signedInMember } from '@agenda/server/testing';
import { type TestServer, registeredOwner, startTestServer } from '@agenda/server/testing';

// The periodontal chart: exams opened by date, saved whole, read back with their summary.

type Owner = Awaited<ReturnType<typeof registeredOwner>>;
interface Summary {
  sites: number;
  bleedingPercent: number;
  plaquePercent: number;
  depth4OrMore: number;
  depth6OrMore: number;
  meanAttachment: number | null;
}
interface Exam {
  id: string;
  date: string;
  sites: { tooth: number; site: string; depth: number | null; margin: number | null; bleeding: boolean }[];
  teeth: { tooth: number; mobility: number; furcation: number; missing: boolean; implant: boolean }[];
  summary: Summary;
  versions: number;
  createdByName: string | null;
}

const FORBIDDEN = 'Você não tem permissão para esta ação.';
const NOT_FOUND = 'Periograma não encontrado';
const SITES = ['MV', 'V', 'DV', 'ML', 'L', 'DL'];
const UPPER = [18, 17, 16, 15, 14, 13, 12, 11, 21, 22, 23, 24, 25, 26, 27, 28];
const LOWER = [48, 47, 46, 45, 44, 43, 42, 41, 31, 32, 33, 34, 35, 36, 37, 38];

let server: TestServer;
let owner: Owner;
let other: Owner;

const base = (clientId: string) => `/api/clients/${clientId}/perio-exams`;
const get = (who: { token: string }, p: string) => server.request(p, { token: who.token });
const post = (who: { token: string }, clientId: string, body: unknown) =>
  server.request(base(clientId), { method: 'POST', token: who.token, json: body });
const put = (who: { token: string }, clientId: string, examId: string, body: unknown) =>
  server.request(`${base(clientId)}/${examId}`, { method: 'PUT', token: who.token, json: body });
const trpc = trpcOf(() => server, 'clinical');
const today = () => nowInTimeZone().date;

beforeAll(async () => {
  server = await startTestServer();
  [owner, other] = await Promise.all([registeredOwner(server), registeredOwner(server)]);
});
afterAll(() => server.close());

/** A full mouth but 18 (missing): depth 3 everywhere, 6 on 46's sites, margin −1, bleeding on every V site. */
function fullMouth() {
  const sites = [];
  for (const tooth of [...UPPER, ...LOWER]) {
    if (tooth === 18) continue;
    for (const site of SITES) {
      sites.push({
        tooth,
        site,
        depth: tooth === 46 ? 6 : 3,
        margin: -1,
        bleeding: site === 'V',
        plaque: false,
        suppuration: false,
      });
    }
  }
  return {
    sites,
    teeth: [
      { tooth: 18, missing: true },
      { tooth: 36, mobility: 1, furcation: 2 },
      { tooth: 21, implant: true },
    ],
  };
}

describe('/api/clients/{id}/perio-exams', () => {
  it('opens an exam, saves a full mouth, answers its summary, keeps the earlier state and audits each step', async () => {
    const clientId = (await createClient(server, owner)).id;
    expect(await json(await get(owner, base(clientId)))).toEqual({ exams: [] });
    const date = addDays(today(), -90);
    const exam = await created<Exam>(await post(owner, clientId, { date }), 'exam');
    expect(exam).toMatchObject({ date, sites: [], teeth: [], versions: 0, createdByName: 'Maria Clara Ferreira' });
    expect(exam.summary).toMatchObject({ sites: 0, bleedingPercent: 0, meanAttachment: null });

    const saved = await put(owner, clientId, exam.id, fullMouth());
    expect(saved.status).toBe(200);
    const { exam: after } = await json<{ exam: Exam }>(saved);
    expect(after.sites).toHaveLength(186);
    expect(after.versions).toBe(1);
    // 186 sites on 31 teeth; 31 of them bleed (every V); 46's six sites are 6 mm;
    // attachment 4 everywhere but 46 (7): (180 × 4 + 6 × 7) / 186 = 4.096…
    expect(after.summary).toEqual({
      sites: 186,
      teethPresent: 31,
      bleedingPercent: 16.7,
      plaquePercent: 0,
      suppurationSites: 0,
      depth4OrMore: 6,
      depth6OrMore: 6,
      meanAttachment: 4.1,
    });
    expect(after.teeth).toEqual([
      { tooth: 18, mobility: 0, furcation: 0, missing: true, implant: false },
      { tooth: 21, mobility: 0, furcation: 0, missing: false, implant: true },
      { tooth: 36, mobility: 1, furcation: 2, missing: false, implant: false },
    ]);
    const { exam: read } = await json<{ exam: Exam }>(await get(owner, `${base(clientId)}/${exam.id}`));
    expect(read).toEqual(after);

    // A second exam, today; the list is newest first with each summary.
    const second = await created<Exam>(await post(owner, clientId, { date: today() }), 'exam');
    const { exams } = await json<{ exams: Exam[] }>(await get(owner, base(clientId)));
    expect(exams.map((e) => [e.id, e.summary.sites])).toEqual([
      [second.id, 0],
      [exam.id, 186],
    ]);
    expect(exams[0]).not.toHaveProperty('sites');

    // The same through tRPC.
    const viaTrpc = await trpcData<{ exam: Exam }>(await trpc.query('perioExam', owner.token, { clientId, examId: exam.id }));
    expect(viaTrpc.exam.summary.meanAttachment).toBe(4.1);

    const { events } = await json<{ events: { resource: string; action: string }[] }>(
      await get(owner, `/api/clients/${clientId}/audit`),
    );
    expect(events.filter((e) => e.resource === 'perio_exam').map((e) => e.action)).toEqual(
      // newest first
      ['read', 'read', 'create', 'read', 'update', 'create', 'read'],
    );
  });

  it('refuses values out of range with a 400 naming the tooth and the site', async () => {
    const clientId = (await createClient(server, owner)).id;
    const exam = await created<Exam>(await post(owner, clientId, { date: today() }), 'exam');
    const cases: [unknown, string][] = [
      [
        { sites: [{ tooth: 16, site: 'MV', depth: 16, margin: 0 }] },
        'Dente 16, sítio MV: profundidade de sondagem fora do intervalo (0 a 15 mm)',
      ],
      [
        { sites: [{ tooth: 16, site: 'V', depth: -1 }] },
        'Dente 16, sítio V: profundidade de sondagem fora do intervalo (0 a 15 mm)',
      ],
      [
        { sites: [{ tooth: 31, site: 'DL', depth: 2.5 }] },
        'Dente 31, sítio DL: profundidade de sondagem fora do intervalo (0 a 15 mm)',
      ],
      [
        { sites: [{ tooth: 46, site: 'L', depth: 3, margin: 20 }] },
        'Dente 46, sítio L: margem gengival fora do intervalo (-15 a 15 mm)',
      ],
      [{ sites: [{ tooth: 46, site: 'X', depth: 3 }] }, 'Dente 46: sítio inválido (use MV, V, DV, ML, L ou DL)'],
      [
        { sites: [{ tooth: 55, site: 'V', depth: 3 }] },
        'Dente inválido: o periograma usa os dentes permanentes (11 a 18, 21 a 28, 31 a 38, 41 a 48)',
      ],
      [
        {
          sites: [
            { tooth: 11, site: 'V', depth: 3 },
            { tooth: 11, site: 'v', depth: 2 },
          ],
        },
        'Dente 11, sítio V informado mais de uma vez',
      ],
      [{ teeth: [{ tooth: 36, mobility: 4 }] }, 'Dente 36: mobilidade fora do intervalo (0 a 3)'],
      [{ teeth: [{ tooth: 36, furcation: 5 }] }, 'Dente 36: furca fora do intervalo (0 a 3)'],
      [{ teeth: [{ tooth: 13, furcation: 1 }] }, 'Dente 13: só molares e primeiros pré-molares superiores têm furca'],
      [
        { teeth: [{ tooth: 18, missing: true }], sites: [{ tooth: 18, site: 'V', depth: 3 }] },
        'Dente 18 está ausente: não registre sítios nele',
      ],
    ];
    for (const [body, error] of cases) await expectError(await put(owner, clientId, exam.id, body), 400, error);
    const res = await trpc.mutation('savePerioExam', owner.token, {
      clientId,
      examId: exam.id,
      sites: [{ tooth: 26, site: 'DV', depth: 99 }],
    });
    expect(res.status).toBe(400);
    expect(await trpcError(res)).toBe('Dente 26, sítio DV: profundidade de sondagem fora do intervalo (0 a 15 mm)');
    const { exam: unchanged } = await json<{ exam: Exam }>(await get(owner, `${base(clientId)}/${exam.id}`));
    expect(unchanged).toMatchObject({ sites: [], teeth: [], versions: 0 });

    await expectError(await post(owner, clientId, {}), 400, 'Data inválida');
    await expectError(await post(owner, clientId, { date: '2023-02-30' }), 400, 'Data inválida');
    await expectError(
      await post(owner, clientId, { date: addDays(today(), 1) }),
      400,
      'A data do exame não pode estar no futuro',
    );
  });

  it("is clinical: reception 403; another clinic's patient or exam 404", async () => {
    const clientId = (await createClient(server, owner)).id;
    const exam = await created<Exam>(await post(owner, clientId, { date: today() }), 'exam');
    const reception = await signedInMember(server, owner.user.companyId, 'RECEPTION');
    await expectError(await get(reception, base(clientId)), 403, FORBIDDEN);
    await expectError(await get(reception, `${base(clientId)}/${exam.id}`), 403, FORBIDDEN);
    await expectError(await post(reception, clientId, { date: today() }), 403, FORBIDDEN);
    await expectError(await put(reception, clientId, exam.id, fullMouth()), 403, FORBIDDEN);

    await expectError(await get(other, base(clientId)), 404, 'Cliente não encontrado');
    await expectError(await get(other, `${base(clientId)}/${exam.id}`), 404, 'Cliente não encontrado');
    await expectError(await post(other, clientId, { date: today() }), 404, 'Cliente não encontrado');
    await expectError(await put(other, clientId, exam.id, fullMouth()), 404, 'Cliente não encontrado');
    // The other clinic's own patient, with this clinic's exam id.
    const theirClient = (await createClient(server, other)).id;
    await expectError(await get(other, `${base(theirClient)}/${exam.id}`), 404, NOT_FOUND);
    await expectError(await put(other, theirClient, exam.id, fullMouth()), 404, NOT_FOUND);
    // Another patient of the same clinic does not reach the exam either.
    const sibling = (await createClient(server, owner)).id;
    await expectError(await get(owner, `${base(sibling)}/${exam.id}`), 404, NOT_FOUND);
    await expectError(await get(owner, `${base(clientId)}/not-a-uuid`), 404, NOT_FOUND);
    await expectError(await put(owner, clientId, 'not-a-uuid', { sites: [] }), 404, NOT_FOUND);
    const { exam: untouched } = await json<{ exam: Exam }>(await get(owner, `${base(clientId)}/${exam.id}`));
    expect(untouched.sites).toEqual([]);
  });

  it("seeds the demo clinic's first patient with two exams months apart, the later one better", async () => {
    const clinic = await registeredOwner(server);
    const clientId = (await createClient(server, clinic, { fullName: 'Ana Beatriz Almeida' })).id;
    await clinicalServerFeature.seedDemo(server.orm.em.fork(), clinic.user.companyId);
    const { exams } = await json<{ exams: Exam[] }>(await get(clinic, base(clientId)));
    expect(exams.map((e) => e.date)).toEqual([addDays(today(), -10), addDays(today(), -130)]);
    const [after, before] = exams.map((e) => e.summary);
    expect(before?.sites).toBe(186);
    expect(after?.sites).toBe(186);
    expect(after?.bleedingPercent).toBeLessThan(before?.bleedingPercent ?? 0);
    expect(after?.depth4OrMore).toBeLessThan(before?.depth4OrMore ?? 0);
    expect(before?.depth6OrMore).toBeGreaterThan(0);
  });
});
