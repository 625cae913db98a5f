import { formatDatePtBR, nowInTimeZone } from '@agenda/br';
import { type Em, make } from '@agenda/db';
import { badRequest, conflict } from '@agenda/trpc';
import { INITIAL_TEXTS as I, type InitialSituationData, type InitialSituationInput } from '../shared/initial-situation.ts';
import { type Actor, clientOf } from './actor.ts';
import { audit } from './audit.service.ts';
import { type InitialSituation, InitialSituationSchema } from './entities/initial-situation.entity.ts';
import { chartIntegrity } from './chart-integrity.ts';
import { chainWrite, integrityIn, lockPatientChain } from './record-chain.ts';
import type { EntryIntegrity } from '../shared/notes.ts';

const toData = (row: InitialSituation, integrity: EntryIntegrity): InitialSituationData => ({
  id: row.id,
  recordedOn: row.recordedOn,
  teeth: row.teeth,
  createdBy: row.createdBy,
  createdByName: row.createdByName,
  createdAt: row.createdAt.toISOString(),
  integrity,
});

/** The patient's initial situation, or null (no audit row). */
export async function initialSituationOf(em: Em, companyId: string, clientId: string): Promise<InitialSituationData | null> {
  const [row, verified] = await Promise.all([
    em.findOne(InitialSituationSchema, { companyId, clientId }),
    chartIntegrity(em, companyId, clientId, ['initial_situation']),
  ]);
  return row ? toData(row, integrityIn(verified, 'initial_situation', row.id)) : null;
}

export async function getInitialSituation(em: Em, actor: Actor, clientId: string): Promise<InitialSituationData | null> {
  await clientOf(em, actor, clientId);
  const situation = await initialSituationOf(em, actor.companyId, clientId);
  await audit(em, actor, clientId, 'initial_situation', 'read');
  return situation;
}

/** Records the first charting once; a second one is a 409 naming the day of the first. */
export async function recordInitialSituation(em: Em, actor: Actor, input: InitialSituationInput): Promise<InitialSituationData> {
  await clientOf(em, actor, input.clientId);
  const today = nowInTimeZone(actor.timeZone).date;
  if (input.date && input.date > today) throw badRequest(I.futureDate);
  const earlier = await em.findOne(InitialSituationSchema, { companyId: actor.companyId, clientId: input.clientId });
  if (earlier) throw conflict(I.alreadyRecorded(formatDatePtBR(earlier.recordedOn)));
  return em.transactional(async (tx) => {
    await lockPatientChain(tx, actor.companyId, input.clientId);
    const row = make(tx, InitialSituationSchema, {
      companyId: actor.companyId,
      clientId: input.clientId,
      recordedOn: input.date ?? today,
      teeth: [...input.teeth].sort((a, b) => a.tooth - b.tooth),
      createdBy: actor.userId,
      createdByName: actor.name,
    });
    await tx.flush();
    const hash = await chainWrite(tx, actor.companyId, input.clientId, 'initial_situation', row.id, 'create');
    await audit(tx, actor, input.clientId, 'initial_situation', 'create', row.id);
    return toData(row, { hash, altered: false });
  });
}
