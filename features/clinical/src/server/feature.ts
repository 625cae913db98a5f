import { clientDataAccessPoint, clientExportPoint, clientRecordsPoint, clientSearchAccessPoint } from '@agenda/clients/server';
import { type ServerFeature, contribute } from '@agenda/trpc';
import { appendAudit, appendSearchAudit } from './audit.service.ts';
import { seedDemoClinical } from './demo-clinical.seeder.ts';
import { AuditEventSchema } from './entities/audit-event.entity.ts';
import { ChainLinkSchema } from './entities/chain-link.entity.ts';
import { ClientDentitionSchema } from './entities/client-dentition.entity.ts';
import { ClinicalNoteSchema } from './entities/clinical-note.entity.ts';
import { InitialSituationSchema } from './entities/initial-situation.entity.ts';
import { DentalTreatmentSchema } from './entities/dental-treatment.entity.ts';
import { PerioExamSchema } from './entities/perio-exam.entity.ts';
import { MedicalRecordEntrySchema } from './entities/medical-record-entry.entity.ts';
import { ClinicalSettingsSchema } from './entities/clinical-settings.entity.ts';
import { ToothFaceConditionSchema } from './entities/tooth-face-condition.entity.ts';
import { ToothStateSchema } from './entities/tooth-state.entity.ts';
import { ToothTreatmentSchema } from './entities/tooth-treatment.entity.ts';
import { clinicalExport, hasClinicalRecords } from './lgpd.ts';
import { Migration20261126200000_clinical } from './migrations/Migration20261126200000_clinical.ts';
import { Migration20261126200100_clinical_audit } from './migrations/Migration20261126200100_clinical_audit.ts';
import { Migration20261128000000_one_anamnesis } from './migrations/Migration20261128000000_one_anamnesis.ts';
import { Migration20261129000000_audit_identity } from './migrations/Migration20261129000000_audit_identity.ts';
import { Migration20261203000100_tooth_surfaces } from './migrations/Migration20261203000100_tooth_surfaces.ts';
import { Migration20261203000200_dentition } from './migrations/Migration20261203000200_dentition.ts';
import { Migration20261203000300_initial_situation } from './migrations/Migration20261203000300_initial_situation.ts';
import { Migration20261203000400_perio_exam } from './migrations/Migration20261203000400_perio_exam.ts';
import { Migration20261203001000_face_conditions } from './migrations/Migration20261203001000_face_conditions.ts';
import { Migration20261203001100_clinical_settings } from './migrations/Migration20261203001100_clinical_settings.ts';
import { Migration20261213000000_record_chain } from './migrations/Migration20261213000000_record_chain.ts';
import { Migration20261219000000_chart_chain } from './migrations/Migration20261219000000_chart_chain.ts';
import { clinicalHistoryDocumentsPoint } from './points.ts';
import { clinicalRest } from './rest.ts';
import { clinicalRouter } from './router.ts';

export const clinicalServerFeature = {
  key: 'clinical',
  router: clinicalRouter,
  entities: [
    DentalTreatmentSchema,
    ToothStateSchema,
    ToothTreatmentSchema,
    ClinicalNoteSchema,
    MedicalRecordEntrySchema,
    AuditEventSchema,
    ClientDentitionSchema,
    InitialSituationSchema,
    PerioExamSchema,
    ToothFaceConditionSchema,
    ClinicalSettingsSchema,
    ChainLinkSchema,
  ],
  migrations: [
    { name: 'Migration20261126200000_clinical', class: Migration20261126200000_clinical },
    { name: 'Migration20261126200100_clinical_audit', class: Migration20261126200100_clinical_audit },
    { name: 'Migration20261128000000_one_anamnesis', class: Migration20261128000000_one_anamnesis },
    { name: 'Migration20261129000000_audit_identity', class: Migration20261129000000_audit_identity },
    { name: 'Migration20261203000100_tooth_surfaces', class: Migration20261203000100_tooth_surfaces },
    { name: 'Migration20261203000200_dentition', class: Migration20261203000200_dentition },
    { name: 'Migration20261203000300_initial_situation', class: Migration20261203000300_initial_situation },
    { name: 'Migration20261203000400_perio_exam', class: Migration20261203000400_perio_exam },
    { name: 'Migration20261203001000_face_conditions', class: Migration20261203001000_face_conditions },
    { name: 'Migration20261203001100_clinical_settings', class: Migration20261203001100_clinical_settings },
    { name: 'Migration20261213000000_record_chain', class: Migration20261213000000_record_chain },
    { name: 'Migration20261219000000_chart_chain', class: Migration20261219000000_chart_chain },
  ],
  rest: clinicalRest,
  /** The catalogue is seeded lazily per company on first use; the demo clinic gets it here. */
  seedDemo: seedDemoClinical,
  offers: [clinicalHistoryDocumentsPoint],
  contributions: [
    contribute(clientDataAccessPoint, appendAudit),
    contribute(clientSearchAccessPoint, appendSearchAudit),
    contribute(clientRecordsPoint, hasClinicalRecords),
    contribute(clientExportPoint, clinicalExport),
  ],
} satisfies ServerFeature<'clinical'>;
