import { nowInTimeZone } from '@agenda/br';
import { type Em, isUuid, make } from '@agenda/db';
import { notFound } from '@agenda/trpc';
import type { MedicalRecordData } from '../shared/records.ts';
import type { RecordInput, RecordUpdateInput } from '../shared/schemas.ts';
import { CLINICAL_TEXTS as T } from '../shared/texts.ts';
import { type Actor, clientOf } from './actor.ts';
import { audit } from './audit.service.ts';
import { type MedicalRecordEntry, MedicalRecordEntrySchema } from './entities/medical-record-entry.entity.ts';
import { assertAmendable, assertDraft, finalise, finalisedFields, supersededBy } from './finalised-records.ts';
import { applyEdit, softDelete } from './kept-records.ts';
import { chainIntegrity, chainWrite, lockPatientChain } from './record-chain.ts';

type Chain = Pick<MedicalRecordData, 'integrity' | 'supersededById'>;
/** An entry just written: chained now, so intact, and amended by nothing yet. */
const written = (hash: string): Chain => ({ integrity: { hash, altered: false }, supersededById: null });

const toData = (r: MedicalRecordEntry, chain: Chain): MedicalRecordData => ({
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
  ...finalisedFields(r, chain.integrity, chain.supersededById),
});

/** The timeline: entries not deleted, newest first by date and time, each checked against the chain; no audit row. */
export async function recordsOf(em: Em, companyId: string, clientId: string): Promise<MedicalRecordData[]> {
  const rows = await em.find(
    MedicalRecordEntrySchema,
    { companyId, clientId, deletedAt: null },
    { orderBy: { date: 'desc', time: 'desc', createdAt: 'desc' } },
  );
  const integrity = await chainIntegrity(em, companyId, clientId, 'medical_record_entry');
  const newer = supersededBy(rows);
  return rows.map((r) =>
    toData(r, { integrity: integrity.get(r.id) ?? { hash: null, altered: true }, supersededById: newer.get(r.id) ?? null }),
  );
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
  return insertRecord(em, actor, input, null);
}

async function insertRecord(em: Em, actor: Actor, input: RecordInput, supersedesId: string | null) {
  return em.transactional(async (tx) => {
    if (supersedesId) {
      // Under the patient's chain lock, so two new versions of one entry cannot both pass the check.
      await lockPatientChain(tx, actor.companyId, input.clientId);
      const older = await tx.findOneOrFail(MedicalRecordEntrySchema, { id: supersedesId, companyId: actor.companyId });
      assertAmendable(older, await tx.count(MedicalRecordEntrySchema, { supersedesId, deletedAt: null }));
    }
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
      finalizedAt: null,
      finalizedBy: null,
      finalizedByName: null,
      supersedesId,
    });
    await tx.flush();
    const hash = await chainWrite(tx, actor.companyId, input.clientId, 'medical_record_entry', row.id, 'create');
    await audit(tx, actor, input.clientId, 'medical_record', 'create', row.id);
    return toData(row, written(hash));
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

/** An edit of a draft keeps the earlier values as a version; date and time stay unless sent; finalised: 409. */
export async function updateRecord(em: Em, actor: Actor, input: RecordUpdateInput): Promise<MedicalRecordData> {
  const row = await findRecord(em, actor, input.clientId, input.id);
  assertDraft(row);
  const changes = { ...columns(input, actor), date: input.date ?? row.date, time: input.time ?? row.time };
  if (!input.professionalName) changes.professionalName = row.professionalName;
  return em.transactional(async (tx) => {
    applyEdit(row, changes, actor);
    await tx.flush();
    const hash = await chainWrite(tx, actor.companyId, row.clientId, 'medical_record_entry', row.id, 'update');
    await audit(tx, actor, row.clientId, 'medical_record', 'update', row.id);
    return toData(row, written(hash));
  });
}

/** 'Finalizar e assinar': from now on the entry is kept as it is (409 on an edit or a delete). */
export async function finalizeRecord(em: Em, actor: Actor, input: { clientId: string; id: string }): Promise<MedicalRecordData> {
  const row = await findRecord(em, actor, input.clientId, input.id);
  return em.transactional(async (tx) => {
    finalise(row, actor);
    await tx.flush();
    const hash = await chainWrite(tx, actor.companyId, row.clientId, 'medical_record_entry', row.id, 'finalize');
    await audit(tx, actor, row.clientId, 'medical_record', 'update', row.id);
    return toData(row, written(hash));
  });
}

/** A new version of a finalised entry: a new draft (date and time kept unless sent); the old one stays as it is. */
export async function amendRecord(em: Em, actor: Actor, input: RecordUpdateInput): Promise<MedicalRecordData> {
  const row = await findRecord(em, actor, input.clientId, input.id);
  assertAmendable(row, 0);
  const fields = {
    ...input,
    date: input.date ?? row.date,
    time: input.time ?? row.time,
    professionalName: input.professionalName || row.professionalName,
  };
  return insertRecord(em, actor, fields, row.id);
}

export async function removeRecord(em: Em, actor: Actor, input: { clientId: string; id: string; reason: string }) {
  const row = await findRecord(em, actor, input.clientId, input.id);
  assertDraft(row);
  await em.transactional(async (tx) => {
    softDelete(row, actor, input.reason);
    await tx.flush();
    await chainWrite(tx, actor.companyId, row.clientId, 'medical_record_entry', row.id, 'delete');
    await audit(tx, actor, row.clientId, 'medical_record', 'delete', row.id);
  });
}
