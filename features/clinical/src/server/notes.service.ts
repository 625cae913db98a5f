import { appointmentsById } from '@agenda/calendar/server';
import { type Em, isUuid, make } from '@agenda/db';
import { badRequest, conflict, notFound } from '@agenda/trpc';
import { type ClinicalNoteData, type NoteContent, type NoteType, procedureTitle, NOTE_TYPE_LABELS } from '../shared/notes.ts';
import type { AppointmentNoteInput, NoteInput, NoteUpdateInput } from '../shared/schemas.ts';
import { CLINICAL_TEXTS as T } from '../shared/texts.ts';
import { type Actor, clientOf } from './actor.ts';
import { audit } from './audit.service.ts';
import { type ClinicalNote, ClinicalNoteSchema } from './entities/clinical-note.entity.ts';
import { assertAmendable, assertDraft, finalise, finalisedFields, supersededBy } from './finalised-records.ts';
import { applyEdit, softDelete } from './kept-records.ts';
import { chainIntegrity, chainWrite, lockPatientChain } from './record-chain.ts';

type Appt = { id: string; date: string; startTime: string };
type Chain = Pick<ClinicalNoteData, 'integrity' | 'supersededById'>;

const toData = (n: ClinicalNote, appointment: Appt | null, chain: Chain): ClinicalNoteData => ({
  id: n.id,
  clientId: n.clientId,
  type: n.type,
  title: n.title,
  content: n.content,
  meta: { tooth: n.tooth, procedureType: n.procedureType },
  appointmentId: n.appointmentId,
  appointment,
  createdBy: n.createdBy,
  createdByName: n.createdByName,
  createdAt: n.createdAt.toISOString(),
  updatedAt: n.updatedAt.toISOString(),
  versions: n.versions,
  ...finalisedFields(n, chain.integrity, chain.supersededById),
});

async function appointmentsOf(em: Em, companyId: string, notes: ClinicalNote[]): Promise<Map<string, Appt>> {
  const found = await appointmentsById(
    em,
    companyId,
    notes.flatMap((n) => (n.appointmentId ? [n.appointmentId] : [])),
  );
  return new Map([...found.values()].map((a) => [a.id, { id: a.id, date: a.date, startTime: a.startTime }]));
}

async function withAppointments(
  em: Em,
  companyId: string,
  notes: ClinicalNote[],
  chainOf: (n: ClinicalNote) => Chain,
): Promise<ClinicalNoteData[]> {
  const appts = await appointmentsOf(em, companyId, notes);
  return notes.map((n) => toData(n, n.appointmentId ? (appts.get(n.appointmentId) ?? null) : null, chainOf(n)));
}

/** The client's notes (deleted ones left out), newest first, each checked against the chain; no audit row. */
export async function notesOf(em: Em, companyId: string, clientId: string, type: NoteType | null = null) {
  const notes = await em.find(
    ClinicalNoteSchema,
    { companyId, clientId, deletedAt: null, ...(type ? { type } : {}) },
    { orderBy: { createdAt: 'desc', id: 'desc' } },
  );
  const integrity = await chainIntegrity(em, companyId, clientId, 'clinical_note');
  const newer = supersededBy(notes);
  return withAppointments(em, companyId, notes, (n) => ({
    integrity: integrity.get(n.id) ?? { hash: null, altered: true },
    supersededById: newer.get(n.id) ?? null,
  }));
}

/** A note just written: chained now, so intact, and amended by nothing yet. */
const written = (hash: string): Chain => ({ integrity: { hash, altered: false }, supersededById: null });

export async function listNotes(em: Em, actor: Actor, clientId: string, type: NoteType | null): Promise<ClinicalNoteData[]> {
  await clientOf(em, actor, clientId);
  const notes = await notesOf(em, actor.companyId, clientId, type);
  await audit(em, actor, clientId, 'clinical_note', 'read');
  return notes;
}

const descriptionOf = (content: NoteContent | string) =>
  (typeof content === 'string' ? content : (content.description ?? '')).trim();

/** Title and content as saved: a procedure needs its type and a description; titles have defaults. */
function normalize(type: NoteType, input: Pick<NoteInput, 'title' | 'content' | 'meta'>) {
  const tooth = input.meta?.tooth ?? null;
  const procedureType = input.meta?.procedureType ?? null;
  if (type === 'ODONTOGRAM_ENTRY') {
    if (!procedureType || !descriptionOf(input.content)) throw badRequest(T.procedureRequired);
    return { title: input.title ?? procedureTitle(procedureType, tooth), content: input.content, tooth, procedureType };
  }
  if (typeof input.content === 'string' && !input.content.trim() && !input.title) throw badRequest(T.invalidData);
  return { title: input.title ?? NOTE_TYPE_LABELS[type], content: input.content, tooth, procedureType };
}

async function insertNote(
  em: Em,
  actor: Actor,
  clientId: string,
  type: NoteType,
  fields: ReturnType<typeof normalize>,
  appointment: Appt | null,
  supersedesId: string | null = null,
) {
  return em.transactional(async (tx) => {
    if (supersedesId) {
      // Under the patient's chain lock, so two new versions of one entry cannot both pass the check.
      await lockPatientChain(tx, actor.companyId, clientId);
      const older = await tx.findOneOrFail(ClinicalNoteSchema, { id: supersedesId, companyId: actor.companyId });
      assertAmendable(older, await tx.count(ClinicalNoteSchema, { supersedesId, deletedAt: null }));
    }
    const note = make(tx, ClinicalNoteSchema, {
      companyId: actor.companyId,
      clientId,
      type,
      ...fields,
      appointmentId: appointment?.id ?? null,
      versions: [],
      deletedAt: null,
      deletedBy: null,
      deleteReason: null,
      createdBy: actor.userId,
      createdByName: actor.name,
      finalizedAt: null,
      finalizedBy: null,
      finalizedByName: null,
      supersedesId,
    });
    await tx.flush();
    const hash = await chainWrite(tx, actor.companyId, clientId, 'clinical_note', note.id, 'create');
    await audit(tx, actor, clientId, 'clinical_note', 'create', note.id);
    return toData(note, appointment, written(hash));
  });
}

/** The appointment a note is tied to; never a cancelled one: no care was given in it. */
async function findAppointment(em: Em, companyId: string, id: string) {
  const a = (await appointmentsById(em, companyId, [id])).get(id);
  if (!a) throw notFound(T.appointmentNotFound);
  if (a.status === 'CANCELLED') throw conflict(T.cancelledAppointmentNote);
  return a;
}

export async function createNote(em: Em, actor: Actor, input: NoteInput): Promise<ClinicalNoteData> {
  await clientOf(em, actor, input.clientId);
  let appointment: Appt | null = null;
  if (input.appointmentId) {
    const a = await findAppointment(em, actor.companyId, input.appointmentId);
    if (a.clientId !== input.clientId) throw notFound(T.appointmentNotFound);
    appointment = { id: a.id, date: a.date, startTime: a.startTime };
  }
  return insertNote(em, actor, input.clientId, input.type, normalize(input.type, input), appointment);
}

/**
 * A Prontuário saved inside an appointment's detail: tied to that appointment and its client (not a
 * cancelled one, whose detail shows the clinical tabs read-only).
 */
export async function createAppointmentNote(em: Em, actor: Actor, input: AppointmentNoteInput): Promise<ClinicalNoteData> {
  const a = await findAppointment(em, actor.companyId, input.appointmentId);
  const fields = normalize(input.type, input);
  return insertNote(em, actor, a.clientId, input.type, fields, { id: a.id, date: a.date, startTime: a.startTime });
}

async function findNote(em: Em, actor: Actor, clientId: string, id: string): Promise<ClinicalNote> {
  await clientOf(em, actor, clientId);
  const note = isUuid(id)
    ? await em.findOne(ClinicalNoteSchema, { id, clientId, companyId: actor.companyId, deletedAt: null })
    : null;
  if (!note) throw notFound(T.noteNotFound);
  return note;
}

/** The fields an edit or a new version saves (a version keeps the type and, unless sent, the meta). */
const editedFields = (note: ClinicalNote, input: NoteUpdateInput) =>
  normalize(note.type, {
    title: input.title,
    content: input.content,
    meta: input.meta ?? { tooth: note.tooth, procedureType: note.procedureType },
  });

/** An edit of a draft keeps the earlier title and content as a version; a finalised note is 409. */
export async function updateNote(em: Em, actor: Actor, input: NoteUpdateInput): Promise<ClinicalNoteData> {
  const note = await findNote(em, actor, input.clientId, input.id);
  assertDraft(note);
  const fields = editedFields(note, input);
  return em.transactional(async (tx) => {
    applyEdit(note, fields, actor);
    await tx.flush();
    const hash = await chainWrite(tx, actor.companyId, note.clientId, 'clinical_note', note.id, 'update');
    await audit(tx, actor, note.clientId, 'clinical_note', 'update', note.id);
    return (await withAppointments(tx, actor.companyId, [note], () => written(hash)))[0] as ClinicalNoteData;
  });
}

/** 'Finalizar e assinar': from now on the note is kept as it is (409 on an edit or a delete). */
export async function finalizeNote(em: Em, actor: Actor, input: { clientId: string; id: string }): Promise<ClinicalNoteData> {
  const note = await findNote(em, actor, input.clientId, input.id);
  return em.transactional(async (tx) => {
    finalise(note, actor);
    await tx.flush();
    const hash = await chainWrite(tx, actor.companyId, note.clientId, 'clinical_note', note.id, 'finalize');
    await audit(tx, actor, note.clientId, 'clinical_note', 'update', note.id);
    return (await withAppointments(tx, actor.companyId, [note], () => written(hash)))[0] as ClinicalNoteData;
  });
}

/** A new version of a finalised note: a new draft of the same type and appointment; the old one stays as it is. */
export async function amendNote(em: Em, actor: Actor, input: NoteUpdateInput): Promise<ClinicalNoteData> {
  const note = await findNote(em, actor, input.clientId, input.id);
  assertAmendable(note, 0);
  const appointment = note.appointmentId
    ? ((await appointmentsOf(em, actor.companyId, [note])).get(note.appointmentId) ?? null)
    : null;
  return insertNote(em, actor, note.clientId, note.type, editedFields(note, input), appointment, note.id);
}

export async function removeNote(em: Em, actor: Actor, input: { clientId: string; id: string; reason: string }) {
  const note = await findNote(em, actor, input.clientId, input.id);
  assertDraft(note);
  await em.transactional(async (tx) => {
    softDelete(note, actor, input.reason);
    await tx.flush();
    await chainWrite(tx, actor.companyId, note.clientId, 'clinical_note', note.id, 'delete');
    await audit(tx, actor, note.clientId, 'clinical_note', 'delete', note.id);
  });
}
