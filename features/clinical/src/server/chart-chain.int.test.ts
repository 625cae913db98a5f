import { addDays, nowInTimeZone } from '@agenda/br';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, created, json } from '@agenda/server/testing';
import { type TestServer, registeredOwner, startTestServer } from '@agenda/server/testing';

// The patient's hash chain covers the whole chart (decision 058): tooth states, tooth treatments,
// face conditions, periograms and the initial situation. A row changed by SQL, behind the
// application, reads as altered; the application's own writes, concurrent ones included, do not.

type Owner = Awaited<ReturnType<typeof registeredOwner>>;
type Integrity = { hash: string | null; altered: boolean };
interface Odontogram {
  alteredTeeth: number[];
}
interface Exam {
  id: string;
  integrity: Integrity;
}

let server: TestServer;
let owner: Owner;
let restorationId: string;

beforeAll(async () => {
  server = await startTestServer();
  owner = await registeredOwner(server);
  const { treatments } = await json<{ treatments: { id: string; name: string }[] }>(
    await server.request('/api/dental-treatments', { token: owner.token }),
  );
  restorationId = (treatments.find((t) => t.name.startsWith('Restauração')) ?? treatments[0])?.id ?? '';
}, 60_000);
afterAll(() => server.close());

const send = (method: string, path: string, body?: unknown) => server.request(path, { method, token: owner.token, json: body });
/** Behind the application: the database owner's connection, as someone with SQL access would use it. */
const sql = (text: string, params: unknown[] = []) => server.orm.em.getConnection().execute(text, params);
const today = () => nowInTimeZone().date;

const chart = (clientId: string) => `/api/clients/${clientId}`;
const odontogram = async (clientId: string) =>
  json<Odontogram>(await send('GET', `${chart(clientId)}/odontograma?dentition=permanent`));
const exams = async (clientId: string) =>
  (await json<{ exams: Exam[] }>(await send('GET', `${chart(clientId)}/perio-exams`))).exams;
const exam = async (clientId: string, id: string) =>
  (await json<{ exam: Exam }>(await send('GET', `${chart(clientId)}/perio-exams/${id}`))).exam;
const initial = async (clientId: string) =>
  (await json<{ initialSituation: { integrity: Integrity } | null }>(await send('GET', `${chart(clientId)}/initial-situation`)))
    .initialSituation;

async function saveTooth(clientId: string, tooth: number, status: string, notes = '') {
  const res = await send('PUT', `${chart(clientId)}/odontograma/${tooth}`, { status, notes });
  expect(res.status, await res.clone().text()).toBe(200);
}
async function markFaces(clientId: string, tooth: number, faces: unknown) {
  const res = await send('PUT', `${chart(clientId)}/odontograma/${tooth}/faces`, { faces });
  expect(res.status, await res.clone().text()).toBe(200);
}
async function planTreatment(clientId: string, tooth: number): Promise<string> {
  const res = await send('POST', `${chart(clientId)}/tooth-treatments`, {
    toothId: tooth,
    treatmentId: restorationId,
    surfaces: ['M', 'O'],
    notes: '',
  });
  return (await created<{ id: string }>(res, 'toothTreatment')).id;
}
async function newExam(clientId: string): Promise<string> {
  return (await created<{ id: string }>(await send('POST', `${chart(clientId)}/perio-exams`, { date: today() }), 'exam')).id;
}
const site = (tooth: number, s: string, depth: number) => ({
  tooth,
  site: s,
  depth,
  margin: 0,
  bleeding: false,
  plaque: false,
  suppuration: false,
});
async function savePerio(clientId: string, id: string, depth: number) {
  const res = await send('PUT', `${chart(clientId)}/perio-exams/${id}`, {
    sites: [site(16, 'V', depth), site(16, 'MV', 3)],
    teeth: [],
  });
  expect(res.status, await res.clone().text()).toBe(200);
}

/** A patient with a row of each kind of chart data, all written by the application. */
async function chartedPatient() {
  const clientId = (await createClient(server, owner)).id;
  await saveTooth(clientId, 11, 'caries');
  await markFaces(clientId, 26, [{ face: 'O', condition: 'restoration', material: 'resin' }]);
  const treatmentId = await planTreatment(clientId, 36);
  const examId = await newExam(clientId);
  await savePerio(clientId, examId, 4);
  const recorded = await send('POST', `${chart(clientId)}/initial-situation`, {
    date: addDays(today(), -1),
    teeth: [{ tooth: 11, code: 'C' }],
  });
  expect(recorded.status, await recorded.clone().text()).toBe(201);
  return { clientId, treatmentId, examId };
}

describe('the chart in the chain', () => {
  it('reads intact after the application’s own writes', async () => {
    const { clientId, examId, treatmentId } = await chartedPatient();
    const status = await send('PATCH', `${chart(clientId)}/tooth-treatments/${treatmentId}`, { status: 'APPROVED' });
    expect(status.status).toBe(200);
    await markFaces(clientId, 26, [{ face: 'O', condition: null }]);
    await saveTooth(clientId, 11, 'restored', 'Resina');
    expect((await odontogram(clientId)).alteredTeeth).toEqual([]);
    const [listed] = await exams(clientId);
    expect(listed?.integrity).toMatchObject({ altered: false });
    expect(listed?.integrity.hash).toMatch(/^[0-9a-f]{64}$/);
    expect((await exam(clientId, examId)).integrity.altered).toBe(false);
    expect((await initial(clientId))?.integrity.altered).toBe(false);
  });

  it('flags a tooth state changed by SQL on its tooth, and only there', async () => {
    const { clientId } = await chartedPatient();
    await sql(`update tooth_state set status = 'healthy' where client_id = ? and tooth = 11`, [clientId]);
    expect((await odontogram(clientId)).alteredTeeth).toEqual([11]);
    expect((await exams(clientId))[0]?.integrity.altered).toBe(false);
  });

  it('flags a tooth treatment changed by SQL', async () => {
    const { clientId, treatmentId } = await chartedPatient();
    await sql(`update tooth_treatment set status = 'COMPLETED' where id = ?`, [treatmentId]);
    expect((await odontogram(clientId)).alteredTeeth).toEqual([36]);
  });

  it('flags a face condition changed by SQL, and one inserted behind the application', async () => {
    const { clientId } = await chartedPatient();
    await sql(`update tooth_face_condition set material = 'amalgam' where client_id = ? and tooth = 26`, [clientId]);
    expect((await odontogram(clientId)).alteredTeeth).toEqual([26]);
    await sql(
      `insert into tooth_face_condition (id, company_id, client_id, tooth, face, condition, material, versions, created_at, updated_at)
       values (gen_random_uuid(), ?, ?, 47, 'O', 'caries', null, '[]', now(), now())`,
      [owner.user.companyId, clientId],
    );
    expect((await odontogram(clientId)).alteredTeeth).toEqual([26, 47]);
  });

  it('flags a periogram changed by SQL, in the list and opened', async () => {
    const { clientId, examId } = await chartedPatient();
    const other = await newExam(clientId);
    await sql(`update perio_exam set sites = jsonb_set(sites, '{0,depth}', '2') where id = ?`, [examId]);
    const listed = await exams(clientId);
    expect(listed.find((e) => e.id === examId)?.integrity.altered).toBe(true);
    expect(listed.find((e) => e.id === other)?.integrity.altered).toBe(false);
    expect((await exam(clientId, examId)).integrity.altered).toBe(true);
    expect((await exam(clientId, other)).integrity.altered).toBe(false);
    expect((await odontogram(clientId)).alteredTeeth).toEqual([]);
  });

  it('flags an initial situation rewritten with its trigger set aside', async () => {
    const { clientId } = await chartedPatient();
    // Its trigger refuses any UPDATE; a database owner can still set triggers aside.
    await sql(`do $$ begin
                 perform set_config('session_replication_role', 'replica', true);
                 update initial_situation set teeth = '[{"tooth": 11, "code": "H"}]' where client_id = '${clientId}';
               end $$`);
    expect((await initial(clientId))?.integrity.altered).toBe(true);
  });

  it('concurrent writes on one patient stay intact, each chained after the other', async () => {
    const clientId = (await createClient(server, owner)).id;
    const examId = await newExam(clientId);
    const writes = [
      ...[11, 12, 13, 14, 15, 21, 22, 23].map((tooth) =>
        send('PUT', `${chart(clientId)}/odontograma/${tooth}`, { status: 'caries', notes: '' }),
      ),
      ...[24, 25].map((tooth) =>
        send('PUT', `${chart(clientId)}/odontograma/${tooth}/faces`, { faces: [{ face: 'O', condition: 'caries' }] }),
      ),
      ...[36, 37, 46].map((tooth) =>
        send('POST', `${chart(clientId)}/tooth-treatments`, { toothId: tooth, treatmentId: restorationId, notes: '' }),
      ),
      ...[3, 4, 5].map((depth) =>
        send('PUT', `${chart(clientId)}/perio-exams/${examId}`, { sites: [site(16, 'V', depth)], teeth: [] }),
      ),
      send('PUT', `${chart(clientId)}/odontograma/11`, { status: 'restored', notes: 'de novo' }),
    ];
    const answers = await Promise.all(writes);
    expect(answers.map((r) => r.status).every((s) => s === 200 || s === 201)).toBe(true);
    expect((await odontogram(clientId)).alteredTeeth).toEqual([]);
    expect((await exam(clientId, examId)).integrity.altered).toBe(false);
    const [links] = (await sql('select count(*)::int as n, max(seq) as top from clinical_chain_link where client_id = ?', [
      clientId,
    ])) as { n: number; top: number }[];
    expect(links?.n).toBe(links?.top);
  });
});
