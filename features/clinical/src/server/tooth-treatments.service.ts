import { type Em, isUuid, make, runSql, sql } from '@agenda/db';
import { nowInTimeZone } from '@agenda/br';
import { badRequest, conflict, notFound } from '@agenda/trpc';
import type { ToothTreatmentInput, ToothTreatmentStatusInput } from '../shared/schemas.ts';
import { surfacesOfFaces, tissFaces } from '../shared/surfaces.ts';
import { CLINICAL_TEXTS as T } from '../shared/texts.ts';
import { type ToothTreatmentData, nextStatuses, statusChangeRefused } from '../shared/treatments.ts';
import { type Actor, clientOf } from './actor.ts';
import { audit } from './audit.service.ts';
import { type DentalTreatment, DentalTreatmentSchema } from './entities/dental-treatment.entity.ts';
import { type ToothTreatment, ToothTreatmentSchema } from './entities/tooth-treatment.entity.ts';
import { findTreatment, toTreatmentData, treatmentsById } from './treatments.service.ts';
import { chainWrite, lockPatientChain } from './record-chain.ts';

type ToothTreatmentFields = Omit<
  Pick<
    ToothTreatment,
    | 'id'
    | 'tooth'
    | 'treatmentId'
    | 'surfaces'
    | 'status'
    | 'notes'
    | 'performedBy'
    | 'performedByName'
    | 'performedOn'
    | 'createdBy'
    | 'createdAt'
    | 'updatedAt'
  >,
  'createdAt' | 'updatedAt'
> & {
  /** A Date from an entity; an ISO string (UTC, milliseconds) from a plain read. */
  createdAt: Date | string;
  updatedAt: Date | string;
};
const iso = (at: Date | string) => (typeof at === 'string' ? at : at.toISOString());

const toData = (t: ToothTreatmentFields, treatment: DentalTreatment): ToothTreatmentData => ({
  id: t.id,
  toothId: t.tooth,
  treatmentId: t.treatmentId,
  surfaces: surfacesOfFaces(t.surfaces),
  faces: t.surfaces,
  status: t.status,
  notes: t.notes,
  performedBy: t.performedBy,
  performedByName: t.performedByName,
  performedOn: t.performedOn,
  createdBy: t.createdBy,
  createdAt: iso(t.createdAt),
  updatedAt: iso(t.updatedAt),
  treatment: toTreatmentData(treatment),
});

/**
 * The client's tooth treatments, each with its catalogue treatment, newest first (no audit row).
 * Read as plain rows, not entities: a chart of hundreds of items is drawn, never changed, from them,
 * and hydrating them was the largest part of the chart read's CPU.
 */
export async function toothTreatmentsOf(em: Em, companyId: string, clientId: string): Promise<ToothTreatmentData[]> {
  const rows = await runSql<ToothTreatmentFields>(
    em,
    sql`select id, tooth, treatment_id as "treatmentId", surfaces, status, notes, performed_by as "performedBy",
               performed_by_name as "performedByName", to_char(performed_on, 'YYYY-MM-DD') as "performedOn",
               created_by as "createdBy",
               to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt",
               to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "updatedAt"
          from tooth_treatment where company_id = ${companyId} and client_id = ${clientId}
         order by created_at desc, id desc`,
  );
  const treatments = await treatmentsById(
    em,
    companyId,
    rows.map((r) => r.treatmentId),
  );
  return rows.flatMap((r) => {
    const treatment = treatments.get(r.treatmentId);
    return treatment ? [toData(r, treatment)] : [];
  });
}

export async function listToothTreatments(em: Em, actor: Actor, clientId: string): Promise<ToothTreatmentData[]> {
  await clientOf(em, actor, clientId);
  const list = await toothTreatmentsOf(em, actor.companyId, clientId);
  await audit(em, actor, clientId, 'tooth_treatment', 'read');
  return list;
}

/** §4: a tooth treatment added from the product starts as PLANNED, on the faces given (checked by the schema). */
export async function addToothTreatment(em: Em, actor: Actor, input: ToothTreatmentInput): Promise<ToothTreatmentData> {
  await clientOf(em, actor, input.clientId);
  if (!input.treatmentId) throw badRequest(T.treatmentNotFound);
  const treatment = await findTreatment(em, actor.companyId, input.treatmentId);
  return em.transactional(async (tx) => {
    await lockPatientChain(tx, actor.companyId, input.clientId);
    const row = make(tx, ToothTreatmentSchema, {
      companyId: actor.companyId,
      clientId: input.clientId,
      tooth: input.toothId,
      treatmentId: treatment.id,
      surfaces: tissFaces(input.surfaces),
      status: 'PLANNED',
      notes: input.notes,
      statusHistory: [{ status: 'PLANNED', at: new Date().toISOString(), by: actor.userId }],
      createdBy: actor.userId,
      performedBy: null,
      performedByName: null,
      performedOn: null,
    });
    await tx.flush();
    await chainWrite(tx, actor.companyId, input.clientId, 'tooth_treatment', row.id, 'create');
    await audit(tx, actor, input.clientId, 'tooth_treatment', 'create', row.id);
    return toData(row, treatment);
  });
}

/**
 * Moves a tooth treatment along planejado → aprovado → em andamento → realizado (or cancels it),
 * keeping every change; a move back is a 409. Realizado records who did it (the professional
 * recording it) and the day, today unless told (never a day to come).
 */
export async function setToothTreatmentStatus(
  em: Em,
  actor: Actor,
  input: ToothTreatmentStatusInput,
): Promise<ToothTreatmentData> {
  await clientOf(em, actor, input.clientId);
  const row = isUuid(input.id)
    ? await em.findOne(ToothTreatmentSchema, { id: input.id, companyId: actor.companyId, clientId: input.clientId })
    : null;
  if (!row) throw notFound(T.toothTreatmentNotFound);
  const treatment = await em.findOneOrFail(DentalTreatmentSchema, { id: row.treatmentId, companyId: actor.companyId });
  const today = nowInTimeZone(actor.timeZone).date;
  if (input.performedOn && input.performedOn > today) throw badRequest(T.performedInFuture);
  if (row.status !== input.status && !nextStatuses(row.status).includes(input.status)) {
    throw conflict(statusChangeRefused(row.status, input.status));
  }
  return em.transactional(async (tx) => {
    await lockPatientChain(tx, actor.companyId, input.clientId);
    const changed = row.status !== input.status;
    if (changed) {
      if (input.status === 'COMPLETED') {
        row.performedBy = actor.userId;
        row.performedByName = actor.name;
        row.performedOn = input.performedOn ?? today;
      }
      row.status = input.status;
      row.statusHistory = [...row.statusHistory, { status: input.status, at: new Date().toISOString(), by: actor.userId }];
    }
    await tx.flush();
    if (changed) await chainWrite(tx, actor.companyId, input.clientId, 'tooth_treatment', row.id, 'update');
    await audit(tx, actor, input.clientId, 'tooth_treatment', 'update', row.id);
    return toData(row, treatment);
  });
}
