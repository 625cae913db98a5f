import { nowInTimeZone } from '@agenda/br';
import { type Em, isUuid, make } from '@agenda/db';
import { badRequest, notFound } from '@agenda/trpc';
import {
  PERIO_SITES,
  PERIO_TEXTS as P,
  type PerioExamCreateInput,
  type PerioExamData,
  type PerioExamListItem,
  type PerioExamSaveInput,
  type PerioSiteData,
  perioSummary,
} from '../shared/perio.ts';
import { type Actor, clientOf } from './actor.ts';
import { audit } from './audit.service.ts';
import { applyEdit } from './kept-records.ts';
import { type PerioExam, PerioExamSchema } from './entities/perio-exam.entity.ts';
import { chartIntegrity } from './chart-integrity.ts';
import { chainWrite, integrityIn, lockPatientChain } from './record-chain.ts';
import type { EntryIntegrity } from '../shared/notes.ts';

const toItem = (row: PerioExam, integrity: EntryIntegrity): PerioExamListItem => ({
  id: row.id,
  date: row.examDate,
  summary: perioSummary(row.sites, row.teeth),
  versions: row.versions.length,
  createdBy: row.createdBy,
  createdByName: row.createdByName,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  integrity,
});

const toData = (row: PerioExam, integrity: EntryIntegrity): PerioExamData => ({
  ...toItem(row, integrity),
  sites: row.sites,
  teeth: row.teeth,
});

async function examOf(em: Em, actor: Actor, clientId: string, examId: string): Promise<PerioExam> {
  const row = isUuid(examId) ? await em.findOne(PerioExamSchema, { companyId: actor.companyId, clientId, id: examId }) : null;
  if (!row) throw notFound(P.examNotFound);
  return row;
}

/** Every exam of the patient in full, oldest first, no audit row (the LGPD export). */
export async function perioExamsOf(em: Em, companyId: string, clientId: string): Promise<PerioExamData[]> {
  const [rows, verified] = await Promise.all([
    em.find(PerioExamSchema, { companyId, clientId }, { orderBy: { examDate: 'asc', createdAt: 'asc' } }),
    chartIntegrity(em, companyId, clientId, ['perio_exam']),
  ]);
  return rows.map((r) => toData(r, integrityIn(verified, 'perio_exam', r.id)));
}

/** The patient's exams, newest first, each with its summary. */
export async function listPerioExams(em: Em, actor: Actor, clientId: string): Promise<PerioExamListItem[]> {
  await clientOf(em, actor, clientId);
  const [rows, verified] = await Promise.all([
    em.find(PerioExamSchema, { companyId: actor.companyId, clientId }, { orderBy: { examDate: 'desc', createdAt: 'desc' } }),
    chartIntegrity(em, actor.companyId, clientId, ['perio_exam']),
  ]);
  await audit(em, actor, clientId, 'perio_exam', 'read');
  return rows.map((r) => toItem(r, integrityIn(verified, 'perio_exam', r.id)));
}

export async function getPerioExam(em: Em, actor: Actor, clientId: string, examId: string): Promise<PerioExamData> {
  await clientOf(em, actor, clientId);
  const row = await examOf(em, actor, clientId, examId);
  const verified = await chartIntegrity(em, actor.companyId, clientId, ['perio_exam'], { table: 'perio_exam', id: row.id });
  await audit(em, actor, clientId, 'perio_exam', 'read', row.id);
  return toData(row, integrityIn(verified, 'perio_exam', row.id));
}

/** A new, empty exam on a day up to today. */
export async function createPerioExam(em: Em, actor: Actor, input: PerioExamCreateInput): Promise<PerioExamData> {
  await clientOf(em, actor, input.clientId);
  if (input.date > nowInTimeZone(actor.timeZone).date) throw badRequest(P.futureDate);
  return em.transactional(async (tx) => {
    await lockPatientChain(tx, actor.companyId, input.clientId);
    const row = make(tx, PerioExamSchema, {
      companyId: actor.companyId,
      clientId: input.clientId,
      examDate: input.date,
      sites: [],
      teeth: [],
      versions: [],
      createdBy: actor.userId,
      createdByName: actor.name,
    });
    await tx.flush();
    const hash = await chainWrite(tx, actor.companyId, input.clientId, 'perio_exam', row.id, 'create');
    await audit(tx, actor, input.clientId, 'perio_exam', 'create', row.id);
    return toData(row, { hash, altered: false });
  });
}

const byTooth = <T extends { tooth: number }>(a: T, b: T) => a.tooth - b.tooth;
const bySite = (a: PerioSiteData, b: PerioSiteData) =>
  a.tooth - b.tooth || PERIO_SITES.indexOf(a.site) - PERIO_SITES.indexOf(b.site);

/** Replaces the exam's chart, keeping the state it replaces as a version. */
export async function savePerioExam(em: Em, actor: Actor, input: PerioExamSaveInput): Promise<PerioExamData> {
  await clientOf(em, actor, input.clientId);
  return em.transactional(async (tx) => {
    // Under the patient's chain lock before the read: two saves of one exam follow one another.
    await lockPatientChain(tx, actor.companyId, input.clientId);
    const row = await examOf(tx, actor, input.clientId, input.examId);
    const changed = applyEdit(row, { sites: [...input.sites].sort(bySite), teeth: [...input.teeth].sort(byTooth) }, actor);
    if (changed) row.updatedAt = new Date();
    await tx.flush();
    if (changed) await chainWrite(tx, actor.companyId, input.clientId, 'perio_exam', row.id, 'update');
    const integrity = integrityIn(
      await chartIntegrity(tx, actor.companyId, input.clientId, ['perio_exam'], { table: 'perio_exam', id: row.id }),
      'perio_exam',
      row.id,
    );
    await audit(tx, actor, input.clientId, 'perio_exam', 'update', row.id);
    return toData(row, integrity);
  });
}
