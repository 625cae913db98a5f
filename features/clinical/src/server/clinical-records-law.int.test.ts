import { addDays, nowInTimeZone } from '@agenda/br';
import { chainUnlinked } from '@agenda/clinical/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, created, expectError, json, trpcOf } from '@agenda/server/testing';
import { type TestServer, registeredOwner, startTestServer } from '@agenda/server/testing';

// Clinical records kept as Lei 13.787/2018 asks (decision 052): finalised entries are amended only by
// a new version, each patient's entries form a hash chain checked on read, and a patient with recent
// clinical records is archived, never deleted.

type Owner = Awaited<ReturnType<typeof registeredOwner>>;
interface Finalised {
  id: string;
  finalizedAt: string | null;
  finalizedByName: string | null;
  supersedesId: string | null;
  supersededById: string | null;
  integrity: { hash: string | null; altered: boolean };
}
interface Entry extends Finalised {
  title: string;
  description: string;
  date: string;
}
interface Note extends Finalised {
  type: string;
  content: Record<string, string> | string;
}

const LOCKED = 'Registro finalizado e assinado: não pode ser alterado nem excluído. Crie uma nova versão.';
const ALREADY_FINALIZED = 'Este registro já foi finalizado e assinado.';
const AMEND_ONLY_FINALIZED = 'Só um registro finalizado recebe uma nova versão; este ainda pode ser editado.';
const ALREADY_AMENDED = 'Este registro já tem uma versão mais nova: altere a mais recente.';

let server: TestServer;
let owner: Owner;
let other: Owner;
const trpc = trpcOf(() => server, 'clinical');

beforeAll(async () => {
  server = await startTestServer();
  [owner, other] = await Promise.all([registeredOwner(server), registeredOwner(server)]);
});
afterAll(() => server.close());

const send = (who: { token: string }, method: string, path: string, body?: unknown) =>
  server.request(path, { method, token: who.token, json: body });
const records = (clientId: string) => `/api/clients/${clientId}/medical-records`;
const notes = (clientId: string) => `/api/clients/${clientId}/notes`;
const sql = (text: string, params: unknown[] = []) => server.orm.em.getConnection().execute(text, params);

const newEntry = (clientId: string, title = 'Consulta', extra: Record<string, unknown> = {}) =>
  send(owner, 'POST', records(clientId), { type: 'consultation', title, description: 'Dor no 36', ...extra }).then((r) =>
    created<Entry>(r, 'entry'),
  );
const entriesOf = async (clientId: string, who: { token: string } = owner) =>
  (await json<{ entries: Entry[] }>(await send(who, 'GET', records(clientId)))).entries;
const notesOf = async (clientId: string) => (await json<{ notes: Note[] }>(await send(owner, 'GET', notes(clientId)))).notes;

describe('finalising a record entry', () => {
  it('locks it: a PUT or a DELETE is 409 in pt-BR, on REST and tRPC, and it reads as it was', async () => {
    const clientId = (await createClient(server, owner)).id;
    const entry = await newEntry(clientId);
    expect(entry).toMatchObject({ finalizedAt: null, supersedesId: null, integrity: { altered: false } });

    const res = await send(owner, 'POST', `${records(clientId)}/${entry.id}/finalize`);
    expect(res.status).toBe(200);
    const finalised = (await json<{ entry: Entry }>(res)).entry;
    expect(finalised.finalizedAt).toBeTruthy();
    expect(finalised.finalizedByName).toBeTruthy();

    await expectError(
      await send(owner, 'PUT', `${records(clientId)}/${entry.id}`, { type: 'consultation', title: 'Outro', description: 'x' }),
      409,
      LOCKED,
    );
    await expectError(await send(owner, 'DELETE', `${records(clientId)}/${entry.id}`, { reason: 'Engano' }), 409, LOCKED);
    await expectError(await send(owner, 'POST', `${records(clientId)}/${entry.id}/finalize`), 409, ALREADY_FINALIZED);
    const viaTrpc = await trpc.mutation('updateRecord', owner.token, {
      clientId,
      id: entry.id,
      type: 'consultation',
      title: 'Outro',
      description: 'x',
    });
    expect(viaTrpc.status).toBe(409);
    expect(await json(viaTrpc)).toMatchObject({ error: { message: LOCKED, data: { code: 'CONFLICT' } } });

    const [read] = await entriesOf(clientId);
    expect(read).toMatchObject({ id: entry.id, title: 'Consulta', description: 'Dor no 36', finalizedAt: finalised.finalizedAt });
    expect(read?.integrity.altered).toBe(false);
  });

  it('is amended only by a new version: the old one stays readable, marked as replaced', async () => {
    const clientId = (await createClient(server, owner)).id;
    const entry = await newEntry(clientId);
    const body = { type: 'consultation', title: 'Consulta (corrigida)', description: 'Dor no 37, não no 36' };
    await expectError(await send(owner, 'POST', `${records(clientId)}/${entry.id}/versions`, body), 409, AMEND_ONLY_FINALIZED);
    await send(owner, 'POST', `${records(clientId)}/${entry.id}/finalize`);

    const version = await created<Entry>(await send(owner, 'POST', `${records(clientId)}/${entry.id}/versions`, body), 'entry');
    expect(version).toMatchObject({ supersedesId: entry.id, finalizedAt: null, title: 'Consulta (corrigida)', date: entry.date });
    await expectError(await send(owner, 'POST', `${records(clientId)}/${entry.id}/versions`, body), 409, ALREADY_AMENDED);

    const list = await entriesOf(clientId);
    expect(list.map((e) => e.id).sort()).toEqual([entry.id, version.id].sort());
    const old = list.find((e) => e.id === entry.id);
    expect(old).toMatchObject({ title: 'Consulta', description: 'Dor no 36', supersededById: version.id });
    // The new version is a draft: it may be edited, then finalised in turn.
    const edited = await send(owner, 'PUT', `${records(clientId)}/${version.id}`, { ...body, description: 'Dor no 37' });
    expect(edited.status).toBe(200);
    expect((await send(owner, 'POST', `${records(clientId)}/${version.id}/finalize`)).status).toBe(200);
  });

  it('answers 404 for another clinic’s entry or patient, and 400 without a body where one is needed', async () => {
    const clientId = (await createClient(server, owner)).id;
    const entry = await newEntry(clientId);
    await expectError(await send(other, 'POST', `${records(clientId)}/${entry.id}/finalize`), 404, 'Cliente não encontrado');
    const theirs = (await createClient(server, other)).id;
    await expectError(await send(owner, 'POST', `${records(theirs)}/${entry.id}/finalize`), 404, 'Cliente não encontrado');
    await expectError(
      await send(owner, 'POST', `${records(clientId)}/00000000-0000-4000-8000-000000000000/finalize`),
      404,
      'Entrada do prontuário não encontrada',
    );
    expect((await send(owner, 'POST', `${records(clientId)}/${entry.id}/versions`, {})).status).toBe(400);
  });
});

describe('finalising a prontuário note', () => {
  it('locks it, and a new version keeps its type and appointment', async () => {
    const clientId = (await createClient(server, owner)).id;
    const note = await created<Note>(
      await send(owner, 'POST', notes(clientId), { type: 'PRONTUARIO', content: { queixaPaciente: 'Sensibilidade' } }),
      'note',
    );
    expect((await send(owner, 'POST', `${notes(clientId)}/${note.id}/finalize`)).status).toBe(200);
    await expectError(
      await send(owner, 'PUT', `${notes(clientId)}/${note.id}`, { content: { queixaPaciente: 'x' } }),
      409,
      LOCKED,
    );
    await expectError(await send(owner, 'DELETE', `${notes(clientId)}/${note.id}`, { reason: 'Engano' }), 409, LOCKED);
    const version = await created<Note>(
      await send(owner, 'POST', `${notes(clientId)}/${note.id}/versions`, {
        content: { queixaPaciente: 'Sensibilidade ao frio' },
      }),
      'note',
    );
    expect(version).toMatchObject({
      type: 'PRONTUARIO',
      supersedesId: note.id,
      content: { queixaPaciente: 'Sensibilidade ao frio' },
    });
    const list = await notesOf(clientId);
    expect(list.find((n) => n.id === note.id)).toMatchObject({
      supersededById: version.id,
      content: { queixaPaciente: 'Sensibilidade' },
    });
  });
});

describe('the hash chain', () => {
  it('shows an entry changed by SQL behind the application as altered, and only that one', async () => {
    const clientId = (await createClient(server, owner)).id;
    const first = await newEntry(clientId, 'Primeira');
    const second = await newEntry(clientId, 'Segunda');
    await send(owner, 'POST', `${records(clientId)}/${first.id}/finalize`);
    const note = await created<Note>(
      await send(owner, 'POST', notes(clientId), { type: 'PRONTUARIO', content: { conduta: 'Raspagem' } }),
      'note',
    );
    const before = await entriesOf(clientId);
    expect(before.every((e) => !e.integrity.altered && /^[0-9a-f]{64}$/.test(e.integrity.hash ?? ''))).toBe(true);

    await sql('update medical_record_entry set description = ? where id = ?', ['Nada a relatar', first.id]);
    await sql(`update clinical_note set content = '{"conduta":"Nenhuma"}'::jsonb where id = ?`, [note.id]);

    const after = await entriesOf(clientId);
    expect(after.find((e) => e.id === first.id)?.integrity.altered).toBe(true);
    expect(after.find((e) => e.id === second.id)?.integrity.altered).toBe(false);
    expect((await notesOf(clientId)).find((n) => n.id === note.id)?.integrity.altered).toBe(true);

    // Putting the words back makes the row match its chain again: the chain judges content, not history.
    await sql('update medical_record_entry set description = ? where id = ?', ['Dor no 36', first.id]);
    expect((await entriesOf(clientId)).find((e) => e.id === first.id)?.integrity.altered).toBe(false);
  });

  it('shows a row inserted by SQL, which the chain never saw, as altered', async () => {
    const clientId = (await createClient(server, owner)).id;
    await newEntry(clientId);
    const [row] = (await sql(
      `insert into medical_record_entry (id, company_id, client_id, date, time, type, title, description, professional_name,
                                         versions, created_at, updated_at)
       values (gen_random_uuid(), ?, ?, current_date, '10:00', 'observation', 'Inserida', 'Por fora', 'Ninguém', '[]', now(), now())
       returning id`,
      [owner.user.companyId, clientId],
    )) as { id: string }[];
    const list = await entriesOf(clientId);
    expect(list.find((e) => e.id === row?.id)?.integrity).toEqual({ hash: null, altered: true });
    expect(list.filter((e) => e.id !== row?.id).every((e) => !e.integrity.altered)).toBe(true);
  });

  it('keeps one chain when a patient’s entries are written at the same time', async () => {
    const clientId = (await createClient(server, owner)).id;
    const writes = Array.from({ length: 12 }, (_, i) =>
      i % 3 === 0
        ? send(owner, 'POST', notes(clientId), { type: 'PRONTUARIO', content: { conduta: `Visita ${i}` } })
        : send(owner, 'POST', records(clientId), { type: 'observation', title: `Nota ${i}`, description: 'Em paralelo' }),
    );
    expect((await Promise.all(writes)).map((r) => r.status)).toEqual(Array(12).fill(201));
    const links = (await sql('select seq, prev_hash, hash from clinical_chain_link where client_id = ? order by seq', [
      clientId,
    ])) as { seq: number; prev_hash: string | null; hash: string }[];
    expect(links.map((l) => l.seq)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    for (const [i, l] of links.entries()) expect(l.prev_hash).toBe(i === 0 ? null : links[i - 1]?.hash);
    expect((await entriesOf(clientId)).every((e) => !e.integrity.altered)).toBe(true);
    expect((await notesOf(clientId)).every((n) => !n.integrity.altered)).toBe(true);
  });

  it('chains rows written before it, oldest first, as the migration does; they then read as intact', async () => {
    const clientId = (await createClient(server, owner)).id;
    const older = (title: string, minutesAgo: number) =>
      sql(
        `insert into medical_record_entry (id, company_id, client_id, date, time, type, title, description, professional_name,
                                           versions, created_at, updated_at)
         values (gen_random_uuid(), ?, ?, current_date, '09:00', 'consultation', ?, 'Antes da cadeia', 'Dra. Ana', '[]',
                 now() - make_interval(mins => ?), now()) returning id`,
        [owner.user.companyId, clientId, title, minutesAgo],
      ) as Promise<{ id: string }[]>;
    const [[first], [second]] = await Promise.all([older('Mais antiga', 60), older('Mais nova', 30)]);
    expect((await entriesOf(clientId)).every((e) => e.integrity.altered)).toBe(true);

    const execute = (text: string, params?: unknown[]) => sql(text, params) as Promise<Record<string, unknown>[]>;
    expect(await chainUnlinked(execute, owner.user.companyId)).toBeGreaterThanOrEqual(2);
    expect(await chainUnlinked(execute, owner.user.companyId)).toBe(0);
    const links = (await sql('select entry_id, action from clinical_chain_link where client_id = ? order by seq', [
      clientId,
    ])) as {
      entry_id: string;
      action: string;
    }[];
    expect(links).toEqual([
      { entry_id: first?.id, action: 'backfill' },
      { entry_id: second?.id, action: 'backfill' },
    ]);
    expect((await entriesOf(clientId)).every((e) => !e.integrity.altered)).toBe(true);
  });

  it('refuses to change or delete a link, even for the database owner', async () => {
    const clientId = (await createClient(server, owner)).id;
    await newEntry(clientId);
    await expect(sql(`update clinical_chain_link set hash = repeat('0', 64) where client_id = ?`, [clientId])).rejects.toThrow(
      /append-only/,
    );
    await expect(sql('delete from clinical_chain_link where client_id = ?', [clientId])).rejects.toThrow(/append-only/);
  });
});

describe('deleting a patient with clinical records', () => {
  it('archives one whose last clinical entry is less than 20 years old (Lei 13.787/2018); the entries stay', async () => {
    const clientId = (await createClient(server, owner)).id;
    const nineteenYearsAgo = addDays(nowInTimeZone().date, -19 * 365);
    const entry = await newEntry(clientId, 'Antiga', { date: nineteenYearsAgo });
    await send(owner, 'POST', `${records(clientId)}/${entry.id}/finalize`);
    const removed = await send(owner, 'DELETE', `/api/clients/${clientId}`);
    expect({ status: removed.status, body: await json(removed) }).toEqual({ status: 200, body: { ok: true, archived: true } });
    const [row] = (await sql('select description, finalized_at from medical_record_entry where id = ?', [entry.id])) as {
      description: string;
      finalized_at: Date | null;
    }[];
    expect(row?.description).toBe('Dor no 36');
    expect(row?.finalized_at).toBeTruthy();
  });

  it('deletes one that has no clinical record at all', async () => {
    const clientId = (await createClient(server, owner)).id;
    const removed = await send(owner, 'DELETE', `/api/clients/${clientId}`);
    expect(await json(removed)).toEqual({ ok: true, archived: false });
  });
});
