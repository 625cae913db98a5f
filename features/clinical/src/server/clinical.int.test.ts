import { addDays, nowInTimeZone, randomCpf } from '@agenda/br';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, registeredOwner, startTestServer } from '@agenda/server/testing';
import { freeWorkingDay } from '@agenda/server/testing';

type Owner = Awaited<ReturnType<typeof registeredOwner>>;
interface Clinic extends Owner {
  clientId: string;
  serviceId: string;
}
interface Treatment {
  id: string;
  name: string;
  category: string;
  averagePrice: number;
  estimatedDuration: number;
  color: string;
}
interface Tooth {
  id: number;
  status: string;
  notes: string | null;
  procedures: { id: string; type: string; title: string; description: string }[];
  treatments: { id: string; status: string; treatment: { name: string } }[];
}
interface Note {
  id: string;
  type: string;
  title: string;
  content: unknown;
  meta: { tooth: number | null; procedureType: string | null };
  appointmentId: string | null;
  versions: { editedBy: string | null; data: Record<string, unknown> }[];
}
interface Entry {
  id: string;
  title: string;
  description: string;
  professionalName: string;
  date: string;
  time: string;
  versions: { editedByName: string | null; data: Record<string, unknown> }[];
}
interface AuditEvent {
  resource: string;
  resourceId: string | null;
  action: string;
  userId: string | null;
  userName: string | null;
}

/** registrationPayload's owner. */
const OWNER_NAME = 'Maria Clara Ferreira';
const NOT_FOUND_CLIENT = 'Cliente não encontrado';
const UNAUTHORIZED = 'Sessão expirada ou inválida. Faça login novamente.';
const TREATMENT_REQUIRED = 'Nome e categoria são obrigatórios';
const PROCEDURE_REQUIRED = 'Tipo de procedimento e descrição são obrigatórios';
const RECORD_REQUIRED = 'Título e descrição são obrigatórios';
const BAD_TOOTH =
  'Dente inválido: use a numeração FDI (11 a 18, 21 a 28, 31 a 38, 41 a 48; decíduos 51 a 55, 61 a 65, 71 a 75, 81 a 85)';

let server: TestServer;
let owner: Clinic;
let other: Clinic;

async function created<T>(res: Response, key: string): Promise<T> {
  if (res.status !== 201) throw new Error(`expected 201, got ${res.status}: ${await res.text()}`);
  return ((await res.json()) as Record<string, T>)[key] as T;
}
async function ok<T>(res: Response, key: string): Promise<T> {
  if (res.status !== 200) throw new Error(`expected 200, got ${res.status}: ${await res.text()}`);
  return ((await res.json()) as Record<string, T>)[key] as T;
}
async function expectError(res: Response, status: number, error: string) {
  expect({ status: res.status, body: await res.json() }).toEqual({ status, body: { error } });
}

async function clinic(): Promise<Clinic> {
  const o = await registeredOwner(server);
  const type = await created<{ id: string }>(
    await server.request('/service-types', { method: 'POST', token: o.token, json: { name: 'Odontologia' } }),
    'serviceType',
  );
  const service = await created<{ id: string }>(
    await server.request('/services', {
      method: 'POST',
      token: o.token,
      json: { name: 'Consulta', serviceTypeId: type.id, duration: 30, price: 150 },
    }),
    'service',
  );
  const client = await newClient(o.token);
  return { ...o, clientId: client, serviceId: service.id };
}
async function newClient(token: string): Promise<string> {
  const c = await created<{ id: string }>(
    await server.request('/api/clients', {
      method: 'POST',
      token,
      json: { fullName: 'Carla Mendes', cpf: randomCpf(), phone: '11987654321' },
    }),
    'client',
  );
  return c.id;
}
/** A working day about a month from today, for a booking (no holiday: Christmas is 28 days from 27/11). */
const bookingDate = () => freeWorkingDay(28);
async function appointment(c: Clinic, startTime = '09:00'): Promise<string> {
  const [h, m] = startTime.split(':').map(Number) as [number, number];
  const endTime = `${String(h).padStart(2, '0')}:${String(m + 30).padStart(2, '0')}`;
  const a = await created<{ id: string }>(
    await server.request('/api/appointments', {
      method: 'POST',
      token: c.token,
      json: { clientId: c.clientId, serviceId: c.serviceId, date: bookingDate(), startTime, endTime, notes: '' },
    }),
    'appointment',
  );
  return a.id;
}
const get = (c: Owner, path: string) => server.request(path, { token: c.token });
const send = (c: Owner, method: string, path: string, json: unknown = {}) =>
  server.request(path, { method, token: c.token, json });
const audit = async (c: Clinic, clientId = c.clientId) =>
  ok<AuditEvent[]>(await get(c, `/api/clients/${clientId}/audit`), 'events');
const trpc = async <T>(c: Owner, path: string, input: unknown, mutation = false) => {
  const res = mutation
    ? await server.request(`/trpc/${path}`, { method: 'POST', token: c.token, json: input })
    : await server.request(`/trpc/${path}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`}`, {
        token: c.token,
      });
  return { status: res.status, body: (await res.json()) as { result?: { data: T }; error?: { message: string } } };
};

beforeAll(async () => {
  server = await startTestServer();
  [owner, other] = await Promise.all([clinic(), clinic()]);
});
afterAll(() => server.close());

describe('GET/POST /api/dental-treatments', () => {
  it('seeds the catalogue of the seven categories on first use and adds a new treatment', async () => {
    const treatments = await ok<Treatment[]>(await get(owner, '/api/dental-treatments'), 'treatments');
    expect(treatments.length).toBeGreaterThanOrEqual(28);
    expect(new Set(treatments.map((t) => t.category))).toEqual(
      new Set(['restaurador', 'preventivo', 'cirurgico', 'endodontico', 'protético', 'estetico', 'ortodontico']),
    );
    const canal = treatments.find((t) => t.name === 'Tratamento de canal (molar)');
    expect(canal).toMatchObject({ category: 'endodontico', averagePrice: 1250, estimatedDuration: 120 });

    const res = await send(owner, 'POST', '/api/dental-treatments', {
      name: 'Placa miorrelaxante',
      category: 'protético',
      description: 'Placa para bruxismo',
      estimatedDuration: 45,
      averagePrice: 850.5,
      color: '#123456',
    });
    const t = await created<Treatment>(res, 'treatment');
    expect(t).toMatchObject({ name: 'Placa miorrelaxante', averagePrice: 850.5, estimatedDuration: 45, color: '#123456' });
    const again = await ok<Treatment[]>(await get(owner, '/api/dental-treatments'), 'treatments');
    expect(again.map((x) => x.name)).toContain('Placa miorrelaxante');
    const others = await ok<Treatment[]>(await get(other, '/api/dental-treatments'), 'treatments');
    expect(others.map((x) => x.name)).not.toContain('Placa miorrelaxante');
  });

  it('refuses a treatment without name or category (400), and answers 401 without a token', async () => {
    await expectError(await send(owner, 'POST', '/api/dental-treatments', { category: 'preventivo' }), 400, TREATMENT_REQUIRED);
    await expectError(
      await send(owner, 'POST', '/api/dental-treatments', { name: 'X', category: 'outra' }),
      400,
      TREATMENT_REQUIRED,
    );
    await expectError(await server.request('/api/dental-treatments'), 401, UNAUTHORIZED);
  });

  it('answers the same over tRPC', async () => {
    const list = await trpc<{ treatments: Treatment[] }>(owner, 'clinical.treatments', undefined);
    expect(list.status).toBe(200);
    expect(list.body.result?.data.treatments.length).toBeGreaterThan(0);
    const bad = await trpc(owner, 'clinical.createTreatment', { name: '' }, true);
    expect(bad.status).toBe(400);
    expect(bad.body.error?.message).toBe(TREATMENT_REQUIRED);
  });
});

describe('odontogram and tooth treatments', () => {
  it('always answers the 32 FDI teeth, healthy when never touched', async () => {
    const teeth = await ok<Tooth[]>(await get(owner, `/api/clients/${owner.clientId}/odontograma`), 'teeth');
    expect(teeth).toHaveLength(32);
    expect(teeth.map((t) => t.id).sort((a, b) => a - b)).toEqual([
      11, 12, 13, 14, 15, 16, 17, 18, 21, 22, 23, 24, 25, 26, 27, 28, 31, 32, 33, 34, 35, 36, 37, 38, 41, 42, 43, 44, 45, 46, 47,
      48,
    ]);
    expect(teeth.every((t) => t.status === 'healthy' && t.treatments.length === 0)).toBe(true);
  });

  it('saves a tooth status and adds a PLANNED treatment to it, then changes its status', async () => {
    const saved = await ok<Tooth>(
      await send(owner, 'PUT', `/api/clients/${owner.clientId}/odontograma/36`, { status: 'caries', notes: 'Oclusal' }),
      'tooth',
    );
    expect(saved).toMatchObject({ id: 36, status: 'caries', notes: 'Oclusal' });
    const [treatment] = await ok<Treatment[]>(await get(owner, '/api/dental-treatments'), 'treatments');
    const tt = await created<{ id: string; status: string; toothId: number; treatment: { id: string } }>(
      await send(owner, 'POST', `/api/clients/${owner.clientId}/tooth-treatments`, {
        toothId: 36,
        treatmentId: treatment?.id,
        status: 'PLANNED',
        notes: 'Avaliar',
      }),
      'toothTreatment',
    );
    expect(tt).toMatchObject({ toothId: 36, status: 'PLANNED', treatment: { id: treatment?.id } });

    const changed = await ok<{ status: string }>(
      await send(owner, 'PATCH', `/api/clients/${owner.clientId}/tooth-treatments/${tt.id}`, { status: 'IN_PROGRESS' }),
      'toothTreatment',
    );
    expect(changed.status).toBe('IN_PROGRESS');
    await expectError(
      await send(owner, 'PATCH', `/api/clients/${owner.clientId}/tooth-treatments/${tt.id}`, { status: 'DONE' }),
      400,
      'Situação do tratamento inválida',
    );

    const list = await ok<{ id: string; treatment: { name: string } }[]>(
      await get(owner, `/api/clients/${owner.clientId}/tooth-treatments`),
      'toothTreatments',
    );
    expect(list.map((t) => t.id)).toEqual([tt.id]);
    expect(list[0]?.treatment.name).toBe(treatment?.name);
    const teeth = await ok<Tooth[]>(await get(owner, `/api/clients/${owner.clientId}/odontograma`), 'teeth');
    expect(teeth.find((t) => t.id === 36)).toMatchObject({ status: 'caries', treatments: [{ status: 'IN_PROGRESS' }] });
  });

  it('refuses a tooth outside the FDI numbering (400) and an unknown status', async () => {
    for (const tooth of [10, 19, 29, 30, 39, 49, 56, 59, 86, 90, 0, 'abc']) {
      await expectError(
        await send(owner, 'PUT', `/api/clients/${owner.clientId}/odontograma/${tooth}`, { status: 'caries' }),
        400,
        BAD_TOOTH,
      );
    }
    const [treatment] = await ok<Treatment[]>(await get(owner, '/api/dental-treatments'), 'treatments');
    await expectError(
      await send(owner, 'POST', `/api/clients/${owner.clientId}/tooth-treatments`, { toothId: 19, treatmentId: treatment?.id }),
      400,
      BAD_TOOTH,
    );
    await expectError(
      await send(owner, 'PUT', `/api/clients/${owner.clientId}/odontograma/11`, { status: 'broken' }),
      400,
      'Estado do dente inválido',
    );
  });

  it("answers 404 for another company's client, treatment or tooth treatment", async () => {
    await expectError(await get(other, `/api/clients/${owner.clientId}/odontograma`), 404, NOT_FOUND_CLIENT);
    await expectError(await get(other, `/api/clients/${owner.clientId}/tooth-treatments`), 404, NOT_FOUND_CLIENT);
    await expectError(await get(owner, '/api/clients/not-a-uuid/odontograma'), 404, NOT_FOUND_CLIENT);
    await expectError(
      await send(other, 'PUT', `/api/clients/${owner.clientId}/odontograma/11`, { status: 'caries' }),
      404,
      NOT_FOUND_CLIENT,
    );
    const [foreign] = await ok<Treatment[]>(await get(other, '/api/dental-treatments'), 'treatments');
    await expectError(
      await send(owner, 'POST', `/api/clients/${owner.clientId}/tooth-treatments`, { toothId: 11, treatmentId: foreign?.id }),
      404,
      'Tratamento não encontrado',
    );
    const [mine] = await ok<{ id: string }[]>(
      await get(owner, `/api/clients/${owner.clientId}/tooth-treatments`),
      'toothTreatments',
    );
    await expectError(
      await send(other, 'PATCH', `/api/clients/${other.clientId}/tooth-treatments/${mine?.id}`, { status: 'COMPLETED' }),
      404,
      'Tratamento do dente não encontrado',
    );
    await expectError(await server.request(`/api/clients/${owner.clientId}/odontograma`), 401, UNAUTHORIZED);
  });

  it('answers the same over tRPC', async () => {
    const res = await trpc<{ teeth: Tooth[] }>(owner, 'clinical.odontogram', { clientId: owner.clientId });
    expect(res.body.result?.data.teeth).toHaveLength(32);
    const bad = await trpc(owner, 'clinical.saveTooth', { clientId: owner.clientId, toothId: 50, status: 'caries' }, true);
    expect(bad.body.error?.message).toBe(BAD_TOOTH);
    const tt = await trpc<{ toothTreatments: unknown[] }>(owner, 'clinical.toothTreatments', { clientId: owner.clientId });
    expect(tt.status).toBe(200);
  });
});

describe('clinical notes', () => {
  it('creates anamneses and lists them by type, newest first', async () => {
    const clientId = await newClient(owner.token);
    const first = await created<Note>(
      await send(owner, 'POST', `/api/clients/${clientId}/notes`, {
        type: 'ANAMNESE',
        title: 'Anamnese',
        content: { queixaPrincipal: 'Dor', alergias: 'Penicilina' },
      }),
      'note',
    );
    const second = await created<Note>(
      await send(owner, 'POST', `/api/clients/${clientId}/notes`, { type: 'ANAMNESE', content: { queixaPrincipal: 'Revisão' } }),
      'note',
    );
    expect(second.title).toBe('Anamnese');
    await send(owner, 'POST', `/api/clients/${clientId}/notes`, { type: 'PRONTUARIO', content: { conduta: 'Restaurar' } });
    const notes = await ok<Note[]>(await get(owner, `/api/clients/${clientId}/notes?type=ANAMNESE`), 'notes');
    expect(notes.map((n) => n.id)).toEqual([second.id, first.id]);
    expect(notes[1]?.content).toEqual({ queixaPrincipal: 'Dor', alergias: 'Penicilina' });
    const all = await ok<Note[]>(await get(owner, `/api/clients/${clientId}/notes`), 'notes');
    expect(all).toHaveLength(3);
    await expectError(await get(owner, `/api/clients/${clientId}/notes?type=OUTRO`), 400, 'Tipo de registro clínico inválido');
    await expectError(await get(other, `/api/clients/${clientId}/notes`), 404, NOT_FOUND_CLIENT);
  });

  it('needs a procedure type and a description for a tooth procedure; its title defaults', async () => {
    const path = `/api/clients/${owner.clientId}/notes`;
    await expectError(
      await send(owner, 'POST', path, { type: 'ODONTOGRAM_ENTRY', content: 'x', meta: { tooth: 36 } }),
      400,
      PROCEDURE_REQUIRED,
    );
    await expectError(
      await send(owner, 'POST', path, {
        type: 'ODONTOGRAM_ENTRY',
        content: '  ',
        meta: { tooth: 36, procedureType: 'restauracao' },
      }),
      400,
      PROCEDURE_REQUIRED,
    );
    await expectError(
      await send(owner, 'POST', path, {
        type: 'ODONTOGRAM_ENTRY',
        content: 'x',
        meta: { tooth: 60, procedureType: 'restauracao' },
      }),
      400,
      BAD_TOOTH,
    );
    const note = await created<Note>(
      await send(owner, 'POST', path, {
        type: 'ODONTOGRAM_ENTRY',
        content: 'Restauração oclusal em resina',
        meta: { tooth: 36, procedureType: 'restauracao' },
      }),
      'note',
    );
    expect(note).toMatchObject({ title: 'Restauração - Dente 36', meta: { tooth: 36, procedureType: 'restauracao' } });
    const teeth = await ok<Tooth[]>(await get(owner, `/api/clients/${owner.clientId}/odontograma`), 'teeth');
    expect(teeth.find((t) => t.id === 36)?.procedures.map((p) => p.id)).toEqual([note.id]);
  });

  it('ties a prontuário to an appointment, and refuses an unknown or foreign appointment', async () => {
    const appointmentId = await appointment(owner);
    const note = await created<Note>(
      await send(owner, 'POST', `/api/appointments/${appointmentId}/notes`, {
        type: 'PRONTUARIO',
        title: 'Prontuário',
        content: { queixaPaciente: 'Sensibilidade', conduta: 'Flúor' },
        appointmentId,
      }),
      'note',
    );
    expect(note).toMatchObject({ type: 'PRONTUARIO', appointmentId });
    const list = await ok<Note[]>(await get(owner, `/api/clients/${owner.clientId}/notes?type=PRONTUARIO`), 'notes');
    expect(list[0]?.id).toBe(note.id);
    await expectError(
      await send(other, 'POST', `/api/appointments/${appointmentId}/notes`, { content: {} }),
      404,
      'Agendamento não encontrado',
    );
    const viaTrpc = await trpc<{ note: Note }>(
      owner,
      'clinical.createAppointmentNote',
      { appointmentId, content: { conduta: 'x' } },
      true,
    );
    expect(viaTrpc.body.result?.data.note.appointmentId).toBe(appointmentId);
  });

  it('ties no note to a cancelled appointment (its detail is read-only)', async () => {
    const appointmentId = await appointment(owner, '11:00');
    await send(owner, 'PATCH', `/api/appointments/${appointmentId}/cancel`);
    const refused = 'Agendamento cancelado: não é possível vincular um prontuário a ele';
    await expectError(
      await send(owner, 'POST', `/api/appointments/${appointmentId}/notes`, { content: { conduta: 'x' } }),
      409,
      refused,
    );
    await expectError(
      await send(owner, 'POST', `/api/clients/${owner.clientId}/notes`, { type: 'PRONTUARIO', content: {}, appointmentId }),
      409,
      refused,
    );
    const list = await ok<Note[]>(await get(owner, `/api/clients/${owner.clientId}/notes?type=PRONTUARIO`), 'notes');
    expect(list.map((n) => n.appointmentId)).not.toContain(appointmentId);
  });

  it('edits a tooth procedure in place (versioned) and deletes it from the odontogram, each logged', async () => {
    const c = { ...owner, clientId: await newClient(owner.token) };
    const path = `/api/clients/${c.clientId}/notes`;
    const note = await created<Note>(
      await send(c, 'POST', path, {
        type: 'ODONTOGRAM_ENTRY',
        content: 'Resina',
        meta: { tooth: 11, procedureType: 'restauracao' },
      }),
      'note',
    );
    const edited = await ok<Note>(
      await send(c, 'PUT', `${path}/${note.id}`, {
        title: null,
        content: 'Resina composta, face vestibular',
        meta: { tooth: 11, procedureType: 'faceta' },
      }),
      'note',
    );
    expect(edited).toMatchObject({ title: 'Faceta - Dente 11', meta: { procedureType: 'faceta' } });
    expect(edited.versions[0]?.data).toMatchObject({ content: 'Resina', procedureType: 'restauracao' });
    const teeth = await ok<Tooth[]>(await get(c, `/api/clients/${c.clientId}/odontograma`), 'teeth');
    expect(teeth.find((t) => t.id === 11)?.procedures).toEqual([
      expect.objectContaining({ id: note.id, type: 'faceta', description: 'Resina composta, face vestibular' }),
    ]);
    expect((await send(c, 'DELETE', `${path}/${note.id}`, { reason: 'Dente errado' })).status).toBe(200);
    const after = await ok<Tooth[]>(await get(c, `/api/clients/${c.clientId}/odontograma`), 'teeth');
    expect(after.find((t) => t.id === 11)?.procedures).toEqual([]);
    const writes = (await audit(c)).filter((e) => e.resource === 'clinical_note' && e.action !== 'read');
    expect(writes.map((e) => [e.action, e.resourceId])).toEqual([
      ['delete', note.id],
      ['update', note.id],
      ['create', note.id],
    ]);
  });

  it('keeps the earlier version on edit and soft deletes with a reason', async () => {
    const path = `/api/clients/${owner.clientId}/notes`;
    const note = await created<Note>(
      await send(owner, 'POST', path, { type: 'ANAMNESE', content: { alergias: 'Nenhuma' } }),
      'note',
    );
    const edited = await ok<Note>(await send(owner, 'PUT', `${path}/${note.id}`, { content: { alergias: 'Dipirona' } }), 'note');
    expect(edited.content).toEqual({ alergias: 'Dipirona' });
    expect(edited.versions).toHaveLength(1);
    expect(edited.versions[0]).toMatchObject({ editedBy: owner.user.id, data: { content: { alergias: 'Nenhuma' } } });

    await expectError(await send(owner, 'DELETE', `${path}/${note.id}`, {}), 400, 'Informe o motivo da exclusão');
    expect((await send(owner, 'DELETE', `${path}/${note.id}`, { reason: 'Registrado no paciente errado' })).status).toBe(200);
    const list = await ok<Note[]>(await get(owner, `${path}?type=ANAMNESE`), 'notes');
    expect(list.map((n) => n.id)).not.toContain(note.id);
    const [row] = await server.orm.em
      .getConnection()
      .execute('select deleted_at, delete_reason, deleted_by from clinical_note where id = ?', [note.id]);
    expect(row).toMatchObject({ delete_reason: 'Registrado no paciente errado', deleted_by: owner.user.id });
    expect(row?.deleted_at).toBeTruthy();
    await expectError(await send(owner, 'PUT', `${path}/${note.id}`, { content: {} }), 404, 'Registro clínico não encontrado');
  });
});

describe('medical record entries', () => {
  it('creates, lists newest first, edits with versions and soft deletes', async () => {
    const clientId = await newClient(owner.token);
    const path = `/api/clients/${clientId}/medical-records`;
    await expectError(await send(owner, 'POST', path, { title: 'Consulta' }), 400, RECORD_REQUIRED);
    await expectError(await send(owner, 'POST', path, { description: 'x' }), 400, RECORD_REQUIRED);
    const today = nowInTimeZone().date;
    const older = await created<Entry>(
      await send(owner, 'POST', path, {
        date: addDays(today, -10),
        time: '10:00',
        type: 'exam',
        title: 'Raio X',
        description: 'Panorâmica',
      }),
      'entry',
    );
    const newer = await created<Entry>(
      await send(owner, 'POST', path, { type: 'consultation', title: 'Consulta', description: 'Avaliação inicial' }),
      'entry',
    );
    expect(newer).toMatchObject({ date: today, professionalName: OWNER_NAME });
    const list = await ok<Entry[]>(await get(owner, path), 'entries');
    expect(list.map((e) => e.id)).toEqual([newer.id, older.id]);

    const edited = await ok<Entry>(
      await send(owner, 'PUT', `${path}/${older.id}`, { title: 'Radiografia', description: 'Panorâmica digital', type: 'exam' }),
      'entry',
    );
    expect(edited).toMatchObject({ title: 'Radiografia', date: older.date, time: '10:00' });
    expect(edited.versions).toEqual([
      expect.objectContaining({ editedByName: OWNER_NAME, data: { title: 'Raio X', description: 'Panorâmica' } }),
    ]);
    await expectError(await send(owner, 'PUT', `${path}/${older.id}`, { title: '', description: 'x' }), 400, RECORD_REQUIRED);

    expect((await send(owner, 'DELETE', `${path}/${older.id}`, { reason: 'Duplicada' })).status).toBe(200);
    expect((await ok<Entry[]>(await get(owner, path), 'entries')).map((e) => e.id)).toEqual([newer.id]);
    await expectError(
      await send(owner, 'DELETE', `${path}/${older.id}`, { reason: 'De novo' }),
      404,
      'Entrada do prontuário não encontrada',
    );
    await expectError(await get(other, path), 404, NOT_FOUND_CLIENT);
    await expectError(
      await send(other, 'PUT', `/api/clients/${other.clientId}/medical-records/${newer.id}`, { title: 'a', description: 'b' }),
      404,
      'Entrada do prontuário não encontrada',
    );

    const viaTrpc = await trpc<{ entries: Entry[] }>(owner, 'clinical.records', { clientId });
    expect(viaTrpc.body.result?.data.entries.map((e) => e.id)).toEqual([newer.id]);
  });
});

describe('clinical history', () => {
  it('interleaves notes, record entries and appointments, newest first', async () => {
    const c = { ...owner, clientId: await newClient(owner.token) };
    const appointmentId = await appointment(c, '14:00');
    const today = nowInTimeZone().date;
    await send(c, 'POST', `/api/clients/${c.clientId}/medical-records`, {
      date: addDays(today, -3),
      time: '08:00',
      title: 'Antiga',
      description: 'x',
    });
    await send(c, 'POST', `/api/clients/${c.clientId}/notes`, { type: 'ANAMNESE', content: { queixaPrincipal: 'Dor' } });
    const history = await ok<{ type: string; date: string }[]>(
      await get(c, `/api/clients/${c.clientId}/clinical-history`),
      'history',
    );
    expect(history.map((h) => h.type)).toEqual(['appointment_history', 'clinical_note', 'record']);
    expect(history[0]).toMatchObject({
      data: { id: appointmentId, startTime: '14:00', status: 'PENDING', services: [{ name: 'Consulta' }], totalValue: 150 },
    });
    await expectError(await get(other, `/api/clients/${c.clientId}/clinical-history`), 404, NOT_FOUND_CLIENT);
  });
});

describe('audit trail', () => {
  it('appends one row per read and write, newest first, with who and what', async () => {
    const c = { ...owner, clientId: await newClient(owner.token) };
    await get(c, `/api/clients/${c.clientId}/odontograma`);
    await send(c, 'PUT', `/api/clients/${c.clientId}/odontograma/21`, { status: 'crown' });
    const note = await created<Note>(
      await send(c, 'POST', `/api/clients/${c.clientId}/notes`, { type: 'ANAMNESE', content: {} }),
      'note',
    );
    await get(c, `/api/clients/${c.clientId}/notes`);
    await get(c, `/api/clients/${c.clientId}/medical-records`);
    const events = await audit(c);
    expect(events.map((e) => [e.resource, e.action, e.resourceId])).toEqual([
      ['medical_record', 'read', null],
      ['clinical_note', 'read', null],
      ['clinical_note', 'create', note.id],
      ['tooth', 'update', '21'],
      ['odontogram', 'read', null],
    ]);
    expect(events[0]).toMatchObject({ userId: owner.user.id, userName: OWNER_NAME });
    await expectError(await get(other, `/api/clients/${c.clientId}/audit`), 404, NOT_FOUND_CLIENT);
    // Reading the trail is itself recorded (after the list it answers), so the next read shows it.
    const viaTrpc = await trpc<{ events: AuditEvent[] }>(c, 'clinical.audit', { clientId: c.clientId });
    expect(viaTrpc.body.result?.data.events.map((e) => e.resource)).toEqual(['audit_log', ...events.map((e) => e.resource)]);
  });

  it('is refused an UPDATE, DELETE or TRUNCATE by the database itself', async () => {
    const conn = server.orm.em.getConnection();
    await expect(conn.execute(`update clinical_audit_event set action = 'read'`)).rejects.toThrow(/append-only/);
    await expect(conn.execute('delete from clinical_audit_event')).rejects.toThrow(/append-only/);
    await expect(conn.execute('truncate clinical_audit_event')).rejects.toThrow(/append-only/);
    const [row] = await conn.execute('select count(*)::int as n from clinical_audit_event');
    expect(row?.n).toBeGreaterThan(0);
  });
});

describe("the clients feature's extension points", () => {
  it("audits the clients feature's tab-data reads and writes", async () => {
    const c = { ...owner, clientId: await newClient(owner.token) };
    expect((await get(c, `/api/clients/${c.clientId}/tabs`)).status).toBe(200);
    const events = await audit(c);
    expect(events.length).toBeGreaterThan(0);
    expect(events.every((e) => e.resource === 'client_tab' && e.action === 'read' && e.userId === owner.user.id)).toBe(true);
    expect(events[0]?.userName).toBe(OWNER_NAME);
  });

  it('archives instead of deleting a client with clinical records, and deletes one without', async () => {
    const kept = await newClient(owner.token);
    await send(owner, 'PUT', `/api/clients/${kept}/odontograma/11`, { status: 'restored' });
    expect(await (await send(owner, 'DELETE', `/api/clients/${kept}`)).json()).toMatchObject({ archived: true });
    const plain = await newClient(owner.token);
    expect(await (await send(owner, 'DELETE', `/api/clients/${plain}`)).json()).toMatchObject({ archived: false });
  });

  it("puts the client's clinical data and access log in the LGPD export", async () => {
    const c = { ...owner, clientId: await newClient(owner.token) };
    await send(c, 'PUT', `/api/clients/${c.clientId}/odontograma/46`, { status: 'implant' });
    await send(c, 'POST', `/api/clients/${c.clientId}/notes`, { type: 'ANAMNESE', content: { alergias: 'Látex' } });
    await send(c, 'POST', `/api/clients/${c.clientId}/medical-records`, { title: 'Consulta', description: 'Avaliação' });
    const res = await get(c, `/api/clients/${c.clientId}/export`);
    expect(res.status).toBe(200);
    const body = JSON.stringify(await res.json());
    expect(body).toContain('"clinical"');
    expect(body).toContain('Látex');
    expect(body).toContain('"implant"');
    expect(body).toContain('Avaliação');
    expect(body).toContain('accessLog');
  });
});
