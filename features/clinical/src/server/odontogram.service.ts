import type { Em } from '@agenda/db';
import type { ToothSaveInput } from '../shared/schemas.ts';
import { FDI_TEETH } from '../shared/teeth.ts';
import type { ToothData } from '../shared/treatments.ts';
import { type Actor, clientOf } from './actor.ts';
import { audit } from './audit.service.ts';
import { ClinicalNoteSchema } from './entities/clinical-note.entity.ts';
import { ToothStateSchema } from './entities/tooth-state.entity.ts';
import { toothTreatmentsOf } from './tooth-treatments.service.ts';

/** Always the 32 FDI teeth; a tooth never touched is healthy. */
export async function odontogramOf(em: Em, companyId: string, clientId: string): Promise<ToothData[]> {
  const [states, treatments, procedures] = await Promise.all([
    em.find(ToothStateSchema, { companyId, clientId }),
    toothTreatmentsOf(em, companyId, clientId),
    em.find(
      ClinicalNoteSchema,
      { companyId, clientId, type: 'ODONTOGRAM_ENTRY', deletedAt: null, tooth: { $ne: null } },
      { orderBy: { createdAt: 'desc' } },
    ),
  ]);
  const stateOf = new Map(states.map((s) => [s.tooth, s]));
  return FDI_TEETH.map((tooth) => ({
    id: tooth,
    status: stateOf.get(tooth)?.status ?? 'healthy',
    notes: stateOf.get(tooth)?.notes ?? null,
    procedures: procedures
      .filter((p) => p.tooth === tooth)
      .map((p) => ({
        id: p.id,
        type: p.procedureType ?? 'outro',
        title: p.title,
        description: typeof p.content === 'string' ? p.content : (p.content.description ?? ''),
        createdAt: p.createdAt.toISOString(),
      })),
    treatments: treatments.filter((t) => t.toothId === tooth),
  }));
}

export async function getOdontogram(em: Em, actor: Actor, clientId: string): Promise<ToothData[]> {
  await clientOf(em, actor, clientId);
  const teeth = await odontogramOf(em, actor.companyId, clientId);
  await audit(em, actor, clientId, 'odontogram', 'read');
  return teeth;
}

/** Saves one tooth's status and notes (an upsert on client and tooth). */
export async function saveTooth(em: Em, actor: Actor, input: ToothSaveInput): Promise<ToothData> {
  await clientOf(em, actor, input.clientId);
  await em.transactional(async (tx) => {
    await tx.upsert(
      ToothStateSchema,
      {
        id: crypto.randomUUID(),
        companyId: actor.companyId,
        clientId: input.clientId,
        tooth: input.toothId,
        status: input.status,
        notes: input.notes,
        updatedBy: actor.userId,
        createdAt: new Date(),
        updatedAt: new Date(),
      },
      { onConflictFields: ['companyId', 'clientId', 'tooth'], onConflictExcludeFields: ['id', 'createdAt'] },
    );
    await audit(tx, actor, input.clientId, 'tooth', 'update', input.toothId);
  });
  const teeth = await odontogramOf(em, actor.companyId, input.clientId);
  return teeth.find((t) => t.id === input.toothId) as ToothData;
}
