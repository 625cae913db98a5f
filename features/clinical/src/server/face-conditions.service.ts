import { type Em, make } from '@agenda/db';
import type { FaceConditionsInput } from '../shared/face-conditions.ts';
import type { ToothData } from '../shared/treatments.ts';
import { type Actor, clientOf } from './actor.ts';
import { audit } from './audit.service.ts';
import { ToothFaceConditionSchema } from './entities/tooth-face-condition.entity.ts';
import { applyEdit } from './kept-records.ts';
import { odontogramOf } from './odontogram.service.ts';
import { chainWrite, lockPatientChain } from './record-chain.ts';

/**
 * Marks or clears conditions on a tooth's faces; the faces not sent stay as they were. A change keeps
 * the earlier condition and material as a version; clearing keeps the row.
 */
export async function saveFaceConditions(em: Em, actor: Actor, input: FaceConditionsInput): Promise<ToothData> {
  await clientOf(em, actor, input.clientId);
  await em.transactional(async (tx) => {
    await lockPatientChain(tx, actor.companyId, input.clientId);
    const rows = await tx.find(ToothFaceConditionSchema, {
      companyId: actor.companyId,
      clientId: input.clientId,
      tooth: input.toothId,
    });
    const byFace = new Map(rows.map((r) => [r.face, r]));
    const written: { id: string; action: 'create' | 'update' }[] = [];
    for (const change of input.faces) {
      const row = byFace.get(change.face);
      if (row) {
        if (applyEdit(row, { condition: change.condition, material: change.material }, actor)) {
          row.updatedBy = actor.userId;
          written.push({ id: row.id, action: 'update' });
        }
      } else if (change.condition) {
        const made = make(tx, ToothFaceConditionSchema, {
          companyId: actor.companyId,
          clientId: input.clientId,
          tooth: input.toothId,
          face: change.face,
          condition: change.condition,
          material: change.material,
          versions: [],
          updatedBy: actor.userId,
        });
        written.push({ id: made.id, action: 'create' });
      }
    }
    await tx.flush();
    for (const w of written) await chainWrite(tx, actor.companyId, input.clientId, 'tooth_face_condition', w.id, w.action);
    await audit(tx, actor, input.clientId, 'tooth', 'update', input.toothId);
  });
  const teeth = await odontogramOf(em, actor.companyId, input.clientId);
  return teeth.find((t) => t.id === input.toothId) as ToothData;
}
