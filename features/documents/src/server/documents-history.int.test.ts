import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, expectError, json, trpcOf } from '@agenda/server/testing';
import { signedInMember } from '@agenda/server/testing';
import { type TestServer, registeredOwner, startTestServer } from '@agenda/server/testing';

// Issued documents in the patient's 'Histórico' (clinical's history, filled by documents through
// the point clinical offers): at their date, with status, signature and the stored PDF's path.

type Owner = Awaited<ReturnType<typeof registeredOwner>>;
type Who = { token: string };
interface HistoryDoc {
  id: string;
  kindLabel: string;
  number: number;
  date: string;
  time: string;
  professionalName: string;
  status: 'valido' | 'cancelado';
  cancelReason: string | null;
  signed: boolean;
  pdfUrl: string;
}
type Item = { type: string; date: string; data: { id: string } };

let server: TestServer;
let owner: Owner;
let other: Owner;
let dentist: Who;
let reception: Who;
let clientId: string;
let secondClientId: string;
let otherClientId: string;

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const post = (who: Who, path: string, body: unknown) => server.request(path, { method: 'POST', token: who.token, json: body });
async function issued(who: Who, client: string, body: unknown) {
  const res = await post(who, `/api/clients/${client}/documents`, body);
  expect(res.status, await res.clone().text()).toBe(201);
  return (await json<{ document: { id: string; number: number; sha256: string } }>(res)).document;
}
async function historyOf(who: Who, client: string): Promise<Item[]> {
  const res = await server.request(`/api/clients/${client}/clinical-history`, { token: who.token });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await json<{ history: Item[] }>(res)).history;
}
const documentsIn = (items: Item[]) => items.filter((i) => i.type === 'document').map((i) => i.data as unknown as HistoryDoc);

beforeAll(async () => {
  server = await startTestServer();
  [owner, other] = await Promise.all([registeredOwner(server), registeredOwner(server)]);
  const member = await signedInMember(server, owner.user.companyId, 'PROFESSIONAL', 'Rafael Lima');
  dentist = member;
  reception = await signedInMember(server, owner.user.companyId, 'RECEPTION', 'Patrícia Souza');
  const profile = await post(owner, '/api/professionals', {
    name: 'Rafael Lima',
    registration: 'CRO-SP 67890',
    memberId: member.userId,
  });
  expect(profile.status).toBe(201);
  clientId = (await createClient(server, owner, { fullName: 'Ana Maria da Silva' })).id;
  secondClientId = (await createClient(server, owner, { fullName: 'Carla Dias' })).id;
  otherClientId = (await createClient(server, other, { fullName: 'Bruno Costa' })).id;
}, 60_000);
afterAll(() => server.close());

describe("documents in the patient's Histórico", () => {
  it('lists each issued document at its date, with kind, number, professional, status, signature and its PDF', async () => {
    const note = await post(dentist, `/api/clients/${clientId}/notes`, {
      type: 'PRONTUARIO',
      content: { queixaPaciente: 'Dor no 36' },
    });
    expect(note.status, await note.clone().text()).toBe(201);
    const prescription = await issued(dentist, clientId, {
      kind: 'receituario',
      items: [{ medicine: 'Amoxicilina 500 mg', dosage: '1 cápsula de 8/8 h', quantity: '21 cápsulas', route: 'interno' }],
    });
    const certificate = await issued(dentist, clientId, { kind: 'atestado', fields: { dias: 2 } });
    const cancel = await post(dentist, `/api/documents/${certificate.id}/cancel`, { reason: 'Dias errados' });
    expect(cancel.status).toBe(200);

    const items = await historyOf(dentist, clientId);
    const docs = documentsIn(items);
    expect(docs).toHaveLength(2);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
    expect(docs.find((d) => d.id === prescription.id)).toMatchObject({
      kindLabel: 'Receituário simples',
      number: prescription.number,
      date: today,
      professionalName: 'Rafael Lima',
      status: 'valido',
      cancelReason: null,
      signed: false,
      pdfUrl: `/api/documents/${prescription.id}.pdf`,
    });
    expect(docs.find((d) => d.id === certificate.id)).toMatchObject({
      kindLabel: 'Atestado',
      status: 'cancelado',
      cancelReason: 'Dias errados',
    });
    // Interleaved with the note, each at its issue in the clinic's time.
    expect(new Set(items.map((i) => i.type))).toEqual(new Set(['clinical_note', 'document']));
    for (const item of items.filter((i) => i.type === 'document')) {
      const doc = item.data as unknown as HistoryDoc;
      expect(item.date).toBe(`${doc.date}T${doc.time}`);
    }

    // The link opens the very bytes the 'Documentos' tab serves.
    const pdf = await server.request(docs.find((d) => d.id === prescription.id)?.pdfUrl ?? '', {
      token: dentist.token,
      headers: { accept: 'application/pdf' },
    });
    expect(pdf.status).toBe(200);
    expect(sha256(Buffer.from(await pdf.arrayBuffer()))).toBe(prescription.sha256);
  });

  it('the tRPC twin answers the same documents', async () => {
    const trpc = trpcOf(() => server, 'clinical');
    const res = await trpc.query('history', owner.token, { clientId });
    expect(res.status).toBe(200);
    const { history } = (await json<{ result: { data: { history: Item[] } } }>(res)).result.data;
    expect(
      documentsIn(history)
        .map((d) => d.kindLabel)
        .sort(),
    ).toEqual(['Atestado', 'Receituário simples']);
  });

  it("shows only the patient's own documents", async () => {
    expect(documentsIn(await historyOf(owner, secondClientId))).toEqual([]);
    const mine = await issued(dentist, secondClientId, { kind: 'exames', fields: { exams: 'Radiografia panorâmica' } });
    const docs = documentsIn(await historyOf(owner, secondClientId));
    expect(docs.map((d) => d.id)).toEqual([mine.id]);
    expect(docs[0]).toMatchObject({ kindLabel: 'Pedido de exames', signed: false });
  });

  it("another clinic's patient is a 404 and leaks nothing; reception does not read the clinical history", async () => {
    await expectError(
      await server.request(`/api/clients/${clientId}/clinical-history`, { token: other.token }),
      404,
      'Cliente não encontrado',
    );
    expect(documentsIn(await historyOf(other, otherClientId))).toEqual([]);
    await expectError(
      await server.request(`/api/clients/${clientId}/clinical-history`, { token: reception.token }),
      403,
      'Você não tem permissão para esta ação.',
    );
    const trpc = trpcOf(() => server, 'clinical');
    const foreign = await trpc.query('history', other.token, { clientId });
    expect(foreign.status).toBe(404);
    expect(await foreign.text()).not.toContain('Receituário');
  });
});
