import { type Em, isUuid, make } from '@agenda/db';
import { badRequest, notFound } from '@agenda/trpc';
import type { ToothTreatmentInput } from '../shared/schemas.ts';
import { CLINICAL_TEXTS as T } from '../shared/texts.ts';
import type { ToothTreatmentData, ToothTreatmentStatus } from '../shared/treatments.ts';
import { type Actor, clientOf } from './actor.ts';
import { audit } from './audit.service.ts';
import { type DentalTreatment, DentalTreatmentSchema } from './entities/dental-treatment.entity.ts';
import { type ToothTreatment, ToothTreatmentSchema } from './entities/tooth-treatment.entity.ts';
import { findTreatment, toTreatmentData, treatmentsById } from './treatments.service.ts';

const toData = (t: ToothTreatment, treatment: DentalTreatment): ToothTreatmentData => ({
  id: t.id,
  toothId: t.tooth,
  treatmentId: t.treatmentId,
  status: t.status,
  notes: t.notes,
  createdBy: t.createdBy,
  createdAt: t.createdAt.toISOString(),
  updatedAt: t.updatedAt.toISOString(),
  treatment: toTreatmentData(treatment),
});

/** The client's tooth treatments, each with its catalogue treatment, newest first (no audit row). */
export async function toothTreatmentsOf(em: Em, companyId: string, clientId: string): Promise<ToothTreatmentData[]> {
  const rows = await em.find(ToothTreatmentSchema, { companyId, clientId }, { orderBy: { createdAt: 'desc', id: 'desc' } });
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

/** §4: a tooth treatment added from the product starts as PLANNED. */
export async function addToothTreatment(em: Em, actor: Actor, input: ToothTreatmentInput): Promise<ToothTreatmentData> {
  await clientOf(em, actor, input.clientId);
  if (!input.treatmentId) throw badRequest(T.treatmentNotFound);
  const treatment = await findTreatment(em, actor.companyId, input.treatmentId);
  return em.transactional(async (tx) => {
    const row = make(tx, ToothTreatmentSchema, {
      companyId: actor.companyId,
      clientId: input.clientId,
      tooth: input.toothId,
      treatmentId: treatment.id,
      status: 'PLANNED',
      notes: input.notes,
      statusHistory: [{ status: 'PLANNED', at: new Date().toISOString(), by: actor.userId }],
      createdBy: actor.userId,
    });
    await tx.flush();
    await audit(tx, actor, input.clientId, 'tooth_treatment', 'create', row.id);
    return toData(row, treatment);
  });
}

/** Moves a tooth treatment to a later status (in progress, completed, cancelled), keeping every change. */
export async function setToothTreatmentStatus(
  em: Em,
  actor: Actor,
  input: { clientId: string; id: string; status: ToothTreatmentStatus },
): Promise<ToothTreatmentData> {
  await clientOf(em, actor, input.clientId);
  const row = isUuid(input.id)
    ? await em.findOne(ToothTreatmentSchema, { id: input.id, companyId: actor.companyId, clientId: input.clientId })
    : null;
  if (!row) throw notFound(T.toothTreatmentNotFound);
  const treatment = await em.findOneOrFail(DentalTreatmentSchema, { id: row.treatmentId, companyId: actor.companyId });
  return em.transactional(async (tx) => {
    if (row.status !== input.status) {
      row.status = input.status;
      row.statusHistory = [...row.statusHistory, { status: input.status, at: new Date().toISOString(), by: actor.userId }];
    }
    await tx.flush();
    await audit(tx, actor, input.clientId, 'tooth_treatment', 'update', row.id);
    return toData(row, treatment);
  });
}
