import type { Em } from '@agenda/db';
import { hasAuditTrail, listAudit } from './audit.service.ts';
import { ClinicalNoteSchema } from './entities/clinical-note.entity.ts';
import { InitialSituationSchema } from './entities/initial-situation.entity.ts';
import { PerioExamSchema } from './entities/perio-exam.entity.ts';
import { MedicalRecordEntrySchema } from './entities/medical-record-entry.entity.ts';
import { ToothStateSchema } from './entities/tooth-state.entity.ts';
import { ToothTreatmentSchema } from './entities/tooth-treatment.entity.ts';
import { initialSituationOf } from './initial-situation.service.ts';
import { notesOf } from './notes.service.ts';
import { odontogramOf } from './odontogram.service.ts';
import { perioExamsOf } from './perio.service.ts';
import { recordsOf } from './records.service.ts';

/**
 * Whether the client has clinical records (CFM: kept for 20 years), so that a delete archives
 * instead. An audit trail counts too: it names the client and may never be deleted.
 */
export async function hasClinicalRecords(em: Em, companyId: string, clientId: string): Promise<boolean> {
  const where = { companyId, clientId };
  const counts = await Promise.all([
    em.count(ClinicalNoteSchema, where),
    em.count(MedicalRecordEntrySchema, where),
    em.count(ToothTreatmentSchema, where),
    em.count(ToothStateSchema, where),
    em.count(InitialSituationSchema, where),
    em.count(PerioExamSchema, where),
  ]);
  return counts.some((n) => n > 0) || hasAuditTrail(em, companyId, clientId);
}

/** The client's clinical data for the LGPD export (art. 18): everything, the trail included. */
export async function clinicalExport(em: Em, companyId: string, clientId: string): Promise<Record<string, unknown>> {
  const [odontogram, initialSituation, perioExams, notes, medicalRecord, accessLog] = await Promise.all([
    odontogramOf(em, companyId, clientId),
    initialSituationOf(em, companyId, clientId),
    perioExamsOf(em, companyId, clientId),
    notesOf(em, companyId, clientId),
    recordsOf(em, companyId, clientId),
    listAudit(em, { companyId, timeZone: 'UTC' }, clientId),
  ]);
  return {
    clinical: {
      odontogram: odontogram.filter((t) => t.status !== 'healthy' || t.notes || t.treatments.length || t.procedures.length),
      initialSituation,
      perioExams,
      notes,
      medicalRecord,
      accessLog,
    },
  };
}
