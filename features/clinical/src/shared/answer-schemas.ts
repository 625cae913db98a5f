import * as v from 'valibot';
import { VESTIBULAR_LETTERS } from './clinical-settings.ts';
import { FACE_CONDITIONS, RESTORATION_MATERIALS } from './face-conditions.ts';
import { INITIAL_CODES } from './initial-situation.ts';
import { NOTE_TYPES } from './notes.ts';
import { PERIO_SITES } from './perio.ts';
import { RECORD_TYPES } from './records.ts';
import { SURFACES } from './surfaces.ts';
import { DENTITIONS } from './teeth.ts';
import { TOOTH_TREATMENT_STATUSES } from './treatments.ts';

// The REST answers of the clinical module, for the API's OpenAPI document (the fields of part 2
// §3.5 to §3.7; loose objects, so a field added later does not break a client).

const treatment = v.looseObject({
  id: v.string(),
  name: v.string(),
  category: v.string(),
  description: v.nullable(v.string()),
  estimatedDuration: v.number(),
  averagePrice: v.number(),
  color: v.string(),
});
const toothTreatment = v.looseObject({
  id: v.string(),
  toothId: v.number(),
  treatmentId: v.string(),
  surfaces: v.array(v.picklist(SURFACES)),
  faces: v.string(),
  status: v.picklist(TOOTH_TREATMENT_STATUSES),
  notes: v.nullable(v.string()),
  performedBy: v.nullable(v.string()),
  performedByName: v.nullable(v.string()),
  performedOn: v.nullable(v.string()),
  treatment,
});
const tooth = v.looseObject({
  id: v.number(),
  status: v.string(),
  erupting: v.optional(v.boolean()),
  procedures: v.array(v.looseObject({ id: v.string(), type: v.string(), title: v.string() })),
  notes: v.nullable(v.string()),
  treatments: v.array(toothTreatment),
  faceConditions: v.array(
    v.object({
      face: v.picklist(SURFACES),
      condition: v.picklist(FACE_CONDITIONS),
      material: v.nullable(v.picklist(RESTORATION_MATERIALS)),
    }),
  ),
});
/** Finalisation, versions and what the patient's hash chain says of the entry (decision 052). */
const finalised = {
  finalizedAt: v.nullable(v.string()),
  finalizedByName: v.nullable(v.string()),
  supersedesId: v.nullable(v.string()),
  supersededById: v.nullable(v.string()),
  integrity: v.object({ hash: v.nullable(v.string()), altered: v.boolean() }),
};
const note = v.looseObject({
  id: v.string(),
  clientId: v.string(),
  type: v.picklist(NOTE_TYPES),
  title: v.string(),
  content: v.union([v.string(), v.looseObject({})]),
  meta: v.looseObject({ tooth: v.nullable(v.number()), procedureType: v.nullable(v.string()) }),
  appointmentId: v.nullable(v.string()),
  createdAt: v.string(),
  ...finalised,
});
const entry = v.looseObject({
  id: v.string(),
  clientId: v.string(),
  date: v.string(),
  time: v.string(),
  type: v.picklist(RECORD_TYPES),
  title: v.string(),
  description: v.string(),
  diagnosis: v.nullable(v.string()),
  treatment: v.nullable(v.string()),
  medications: v.nullable(v.string()),
  nextAppointment: v.nullable(v.string()),
  professionalName: v.string(),
  ...finalised,
});

export const treatmentsAnswer = v.object({ treatments: v.array(treatment) });
export const treatmentAnswer = v.object({ treatment });
export const toothTreatmentsAnswer = v.object({ toothTreatments: v.array(toothTreatment) });
export const toothTreatmentAnswer = v.object({ toothTreatment });
export const teethAnswer = v.object({
  teeth: v.array(tooth),
  dentition: v.picklist(DENTITIONS),
  keptDentition: v.nullable(v.picklist(DENTITIONS)),
  dentitionByAge: v.picklist(DENTITIONS),
  /** Teeth with a row changed behind the application (decision 058). */
  alteredTeeth: v.array(v.number()),
});
export const dentitionAnswer = v.object({ dentition: v.picklist(DENTITIONS) });
export const toothAnswer = v.object({ tooth });
export const notesAnswer = v.object({ notes: v.array(note) });
export const noteAnswer = v.object({ note });
export const entriesAnswer = v.object({ entries: v.array(entry) });
export const entryAnswer = v.object({ entry });
/** Notes, records, finalized appointments and issued documents, newest first. */
export const clinicalHistoryAnswer = v.object({
  history: v.array(
    v.looseObject({
      type: v.picklist(['clinical_note', 'record', 'appointment_history', 'document']),
      date: v.string(),
      data: v.looseObject({}),
    }),
  ),
});
/** Who saw or changed the client's data, and the people on the trail (for the filter). */
export const auditAnswer = v.object({
  events: v.array(
    v.looseObject({
      id: v.string(),
      at: v.string(),
      userId: v.nullable(v.string()),
      userName: v.nullable(v.string()),
      resource: v.string(),
      resourceId: v.nullable(v.string()),
      action: v.picklist(['read', 'create', 'update', 'delete']),
      detail: v.nullable(v.string()),
    }),
  ),
  members: v.array(v.looseObject({ id: v.string(), name: v.string() })),
});

const initialSituation = v.looseObject({
  id: v.string(),
  recordedOn: v.string(),
  teeth: v.array(v.object({ tooth: v.number(), code: v.picklist(INITIAL_CODES) })),
  createdByName: v.nullable(v.string()),
  createdAt: v.string(),
  integrity: v.object({ hash: v.nullable(v.string()), altered: v.boolean() }),
});
export const initialSituationAnswer = v.object({ initialSituation });
export const maybeInitialSituationAnswer = v.object({ initialSituation: v.nullable(initialSituation) });

const perioSummary = v.looseObject({
  sites: v.number(),
  teethPresent: v.number(),
  bleedingPercent: v.number(),
  plaquePercent: v.number(),
  suppurationSites: v.number(),
  depth4OrMore: v.number(),
  depth6OrMore: v.number(),
  meanAttachment: v.nullable(v.number()),
});
const perioItem = v.looseObject({
  id: v.string(),
  date: v.string(),
  summary: perioSummary,
  versions: v.number(),
  integrity: v.object({ hash: v.nullable(v.string()), altered: v.boolean() }),
});
const perioExam = v.looseObject({
  ...perioItem.entries,
  sites: v.array(
    v.looseObject({
      tooth: v.number(),
      site: v.picklist(PERIO_SITES),
      depth: v.nullable(v.number()),
      margin: v.nullable(v.number()),
      bleeding: v.boolean(),
      plaque: v.boolean(),
      suppuration: v.boolean(),
    }),
  ),
  teeth: v.array(
    v.looseObject({ tooth: v.number(), mobility: v.number(), furcation: v.number(), missing: v.boolean(), implant: v.boolean() }),
  ),
});
export const perioExamsAnswer = v.object({ exams: v.array(perioItem) });
export const perioExamAnswer = v.object({ exam: perioExam });
export const clinicalSettingsAnswer = v.object({ settings: v.object({ vestibularLetter: v.picklist(VESTIBULAR_LETTERS) }) });
