import { nowInTimeZone } from '@agenda/br';
import { type Em, isUuid, runSql, sql } from '@agenda/db';
import type { FaceConditionData } from '../shared/face-conditions.ts';
import type { ToothSaveInput } from '../shared/schemas.ts';
import { SURFACES } from '../shared/surfaces.ts';
import { type Dentition, dentitionForAge, isDeciduousTooth, successorOf, teethOf } from '../shared/teeth.ts';
import type { OdontogramData, ToothData } from '../shared/treatments.ts';
import { type Actor, clientOf } from './actor.ts';
import { audit } from './audit.service.ts';
import { ClientDentitionSchema } from './entities/client-dentition.entity.ts';
import { ClinicalNoteSchema } from './entities/clinical-note.entity.ts';
import type { ToothFaceCondition } from './entities/tooth-face-condition.entity.ts';
import { ToothStateSchema } from './entities/tooth-state.entity.ts';
import { chartIntegrity } from './chart-integrity.ts';
import { type ChartTable, chainWrite, lockPatientChain } from './record-chain.ts';
import { toothTreatmentsOf } from './tooth-treatments.service.ts';

const order = (face: string) => SURFACES.indexOf(face as (typeof SURFACES)[number]);

/** The marked faces of a client's teeth (cleared ones left out), by tooth, in TISS order. */
export function faceConditionsByTooth(
  rows: readonly Pick<ToothFaceCondition, 'tooth' | 'face' | 'condition' | 'material'>[],
): Map<number, FaceConditionData[]> {
  const byTooth = new Map<number, FaceConditionData[]>();
  for (const row of [...rows].sort((a, b) => order(a.face) - order(b.face))) {
    if (!row.condition) continue;
    const list = byTooth.get(row.tooth) ?? [];
    list.push({ face: row.face, condition: row.condition, material: row.material });
    byTooth.set(row.tooth, list);
  }
  return byTooth;
}

const ODONTOGRAM_TABLES: ChartTable[] = ['tooth_state', 'tooth_treatment', 'tooth_face_condition'];

/** The teeth with a row the chain does not vouch for: changed, or inserted, behind the application. */
function alteredTeethOf(verified: Awaited<ReturnType<typeof chartIntegrity>>): number[] {
  const teeth = new Set<number>();
  for (const integrity of verified.values()) if (integrity.altered && integrity.tooth !== null) teeth.add(integrity.tooth);
  return [...teeth].sort((a, b) => a - b);
}

/** Everything a chart is drawn from, read at once (the reads do not depend on one another). */
async function chartRowsOf(em: Em, companyId: string, clientId: string) {
  const [states, treatments, procedures, faceRows] = await Promise.all([
    em.find(ToothStateSchema, { companyId, clientId }),
    toothTreatmentsOf(em, companyId, clientId),
    em.find(
      ClinicalNoteSchema,
      { companyId, clientId, type: 'ODONTOGRAM_ENTRY', deletedAt: null, tooth: { $ne: null } },
      { orderBy: { createdAt: 'desc' } },
    ),
    // Plain rows: drawn, never changed here (entities cost the chart read a millisecond of hydration).
    runSql<Pick<ToothFaceCondition, 'tooth' | 'face' | 'condition' | 'material'>>(
      em,
      sql`select tooth, face, condition, material from tooth_face_condition
           where company_id = ${companyId} and client_id = ${clientId} and condition is not null`,
    ),
  ]);
  return { states, treatments, procedures, faceRows };
}

/**
 * The teeth of a dentition (all 52 by default); a tooth never touched is healthy. A permanent
 * tooth whose deciduous predecessor was exfoliated, and that has no status of its own, is erupting.
 */
function teethFrom(
  { states, treatments, procedures, faceRows }: Awaited<ReturnType<typeof chartRowsOf>>,
  dentition: Dentition,
): ToothData[] {
  const facesOf = faceConditionsByTooth(faceRows);
  const stateOf = new Map(states.map((s) => [s.tooth, s]));
  const erupting = new Set(
    states.filter((s) => s.status === 'exfoliated' && isDeciduousTooth(s.tooth)).map((s) => successorOf(s.tooth)),
  );
  return teethOf(dentition).map((tooth) => ({
    id: tooth,
    status: stateOf.get(tooth)?.status ?? 'healthy',
    notes: stateOf.get(tooth)?.notes ?? null,
    erupting: erupting.has(tooth) && !stateOf.has(tooth),
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
    faceConditions: facesOf.get(tooth) ?? [],
  }));
}

export async function odontogramOf(
  em: Em,
  companyId: string,
  clientId: string,
  dentition: Dentition = 'mixed',
): Promise<ToothData[]> {
  return teethFrom(await chartRowsOf(em, companyId, clientId), dentition);
}

/**
 * The chart asked for, else the one the dentist kept for the patient, else the one the age suggests.
 * The client check, the kept dentition and the chart's rows go out together (a client of another
 * clinic finds no rows and still answers 404); the audit row follows once the client is known.
 */
export async function getOdontogram(em: Em, actor: Actor, clientId: string, asked?: Dentition): Promise<OdontogramData> {
  // An id that is no uuid is the client lookup's 404, before any read casts it.
  if (!isUuid(clientId)) await clientOf(em, actor, clientId);
  const [client, kept, rows, verified] = await Promise.all([
    clientOf(em, actor, clientId),
    em.findOne(ClientDentitionSchema, { companyId: actor.companyId, clientId }),
    chartRowsOf(em, actor.companyId, clientId),
    chartIntegrity(em, actor.companyId, clientId, ODONTOGRAM_TABLES),
  ]);
  const byAge = dentitionForAge(client.birthDate, nowInTimeZone(actor.timeZone).date);
  const dentition = asked ?? kept?.dentition ?? byAge;
  await audit(em, actor, clientId, 'odontogram', 'read');
  return {
    teeth: teethFrom(rows, dentition),
    dentition,
    keptDentition: kept?.dentition ?? null,
    dentitionByAge: byAge,
    alteredTeeth: alteredTeethOf(verified),
  };
}

/** Keeps the chart the dentist picked for the patient (an upsert on client). */
export async function saveDentition(em: Em, actor: Actor, input: { clientId: string; dentition: Dentition }): Promise<Dentition> {
  await clientOf(em, actor, input.clientId);
  await em.transactional(async (tx) => {
    await tx.upsert(
      ClientDentitionSchema,
      {
        id: crypto.randomUUID(),
        companyId: actor.companyId,
        clientId: input.clientId,
        dentition: input.dentition,
        updatedBy: actor.userId,
        createdAt: new Date(),
        updatedAt: new Date(),
      },
      { onConflictFields: ['companyId', 'clientId'], onConflictExcludeFields: ['id', 'createdAt'] },
    );
    await audit(tx, actor, input.clientId, 'odontogram', 'update', 'dentition');
  });
  return input.dentition;
}

/** Saves one tooth's status and notes (an upsert on client and tooth). */
export async function saveTooth(em: Em, actor: Actor, input: ToothSaveInput): Promise<ToothData> {
  await clientOf(em, actor, input.clientId);
  await em.transactional(async (tx) => {
    // The patient's chain first: chart writes of one patient follow one another (decision 058).
    await lockPatientChain(tx, actor.companyId, input.clientId);
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
    const saved = await tx.findOneOrFail(ToothStateSchema, {
      companyId: actor.companyId,
      clientId: input.clientId,
      tooth: input.toothId,
    });
    await chainWrite(tx, actor.companyId, input.clientId, 'tooth_state', saved.id, 'update');
    await audit(tx, actor, input.clientId, 'tooth', 'update', input.toothId);
  });
  const teeth = await odontogramOf(em, actor.companyId, input.clientId);
  return teeth.find((t) => t.id === input.toothId) as ToothData;
}
