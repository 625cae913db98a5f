import { nowInTimeZone } from '@agenda/br';
import { type Em, isUuid, make } from '@agenda/db';
import { notFound } from '@agenda/trpc';
import type { MedicalRecordData } from '../shared/records.ts';
import type { RecordInput, RecordUpdateInput } from '../shared/schemas.ts';
import { CLINICAL_TEXTS as T } from '../shared/texts.ts';
import { type Actor, clientOf } from './actor.ts';
import { audit } from './audit.service.ts';
import { type MedicalRecordEntry, MedicalRecordEntrySchema } from './entities/medical-record-entry.entity.ts';
import { applyEdit, softDelete } from './kept-records.ts';

const toData = (r: MedicalRecordEntry): MedicalRecordData => ({
  id: r.id,
  clientId: r.clientId,
  date: r.date,
  time: r.time,
  type: r.type,
  title: r.title,
  description: r.description,
  diagnosis: r.diagnosis,
  treatment: r.treatment,
  medications: r.medications,
  nextAppointment: r.nextAppointment,
  professionalName: r.professionalName,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
  versions: r.versions,
});

/** The timeline: entries not deleted, newest first by date and time; no audit row. */
export async function recordsOf(em: Em, companyId: string, clientId: string): Promise<MedicalRecordData[]> {
  const rows = await em.find(
    MedicalRecordEntrySchema,
    { companyId, clientId, deletedAt: null },
    { orderBy: { date: 'desc', time: 'desc', createdAt: 'desc' } },
  );
  return rows.map(toData);
}

export async function listRecords(em: Em, actor: Actor, clientId: string): Promise<MedicalRecordData[]> {
  await clientOf(em, actor, clientId);
  const list = await recordsOf(em, actor.companyId, clientId);
  await audit(em, actor, clientId, 'medical_record', 'read');
  return list;
}

function columns(input: RecordInput, actor: Actor) {
  const now = nowInTimeZone(actor.timeZone);
  return {
    date: input.date ?? now.date,
    time: input.time ?? now.time,
    type: input.type,
    title: input.title,
    description: input.description,
    diagnosis: input.diagnosis,
    treatment: input.treatment,
    medications: input.medications,
    nextAppointment: input.nextAppointment,
    /** §3.6: the professional defaults to the signed-in user's name. */
    professionalName: input.professionalName ?? actor.name ?? '',
  };
}

export async function createRecord(em: Em, actor: Actor, input: RecordInput): Promise<MedicalRecordData> {
  await clientOf(em, actor, input.clientId);
  return em.transactional(async (tx) => {
    const row = make(tx, MedicalRecordEntrySchema, {
      companyId: actor.companyId,
      clientId: input.clientId,
      ...columns(input, actor),
      versions: [],
      deletedAt: null,
      deletedBy: null,
      deleteReason: null,
      createdBy: actor.userId,
      createdByName: actor.name,
    });
    await tx.flush();
    await audit(tx, actor, input.clientId, 'medical_record', 'create', row.id);
    return toData(row);
  });
}

async function findRecord(em: Em, actor: Actor, clientId: string, id: string): Promise<MedicalRecordEntry> {
  await clientOf(em, actor, clientId);
  const row = isUuid(id)
    ? await em.findOne(MedicalRecordEntrySchema, { id, clientId, companyId: actor.companyId, deletedAt: null })
    : null;
  if (!row) throw notFound(T.recordNotFound);
  return row;
}

/** An edit keeps the earlier values as a version; date and time stay unless sent. */
export async function updateRecord(em: Em, actor: Actor, input: RecordUpdateInput): Promise<MedicalRecordData> {
  const row = await findRecord(em, actor, input.clientId, input.id);
  const changes = { ...columns(input, actor), date: input.date ?? row.date, time: input.time ?? row.time };
  if (!input.professionalName) changes.professionalName = row.professionalName;
  return em.transactional(async (tx) => {
    applyEdit(row, changes, actor);
    await tx.flush();
    await audit(tx, actor, row.clientId, 'medical_record', 'update', row.id);
    return toData(row);
  });
}

export async function removeRecord(em: Em, actor: Actor, input: { clientId: string; id: string; reason: string }) {
  const row = await findRecord(em, actor, input.clientId, input.id);
  await em.transactional(async (tx) => {
    softDelete(row, actor, input.reason);
    await tx.flush();
    await audit(tx, actor, row.clientId, 'medical_record', 'delete', row.id);
  });
}
