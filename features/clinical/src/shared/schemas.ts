import { isValidDateString, isValidTimeString, wholeCentavos } from '@agenda/br';
import * as v from 'valibot';
import { NOTE_TYPES, PROCEDURE_TYPES } from './notes.ts';
import { RECORD_TYPES } from './records.ts';
import { SURFACE_TEXTS as S, surfacesForTooth } from './surfaces.ts';
import { DECIDUOUS_ONLY_STATUSES, DENTITIONS, TOOTH_STATUSES, isChartTooth, isDeciduousTooth } from './teeth.ts';
import { TOOTH_TREATMENT_STATUSES, TREATMENT_CATEGORIES } from './treatments.ts';
import { CLINICAL_TEXTS as T } from './texts.ts';

const MAX_TEXT = 10_000;
const MAX_TITLE = 200;

/** A path id: a missing one is looked up as '' and so answers 404 like any unknown id. */
const id = v.optional(v.string(T.invalidData), '');
/** Free text: missing, null or blank is null. */
const optionalText = (max = MAX_TEXT) =>
  v.pipe(
    v.nullish(v.pipe(v.string(T.invalidData), v.trim(), v.maxLength(max, T.tooLong)), ''),
    v.transform((s) => (s === '' ? null : s)),
  );
/** Required text with one message for missing, blank and wrong type. */
const requiredText = (message: string, max = MAX_TEXT) =>
  v.pipe(v.nullish(v.string(message), ''), v.trim(), v.nonEmpty(message), v.maxLength(max, T.tooLong));
/** Accepts 36 and '36'; anything outside the FDI numbering is the invalid-tooth 400. */
const tooth = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.trim(), v.regex(/^\d+$/), v.transform(Number))], T.invalidTooth),
  v.check((n: number) => isChartTooth(n), T.invalidTooth),
);
const nonNegative = (fallback: number, message: string) =>
  v.pipe(
    v.nullish(v.union([v.number(), v.pipe(v.string(), v.trim(), v.decimal(), v.transform(Number))], message), fallback),
    v.number(message),
    v.finite(message),
    v.minValue(0, message),
  );

export const clientRefSchema = v.object({ clientId: id });

export const treatmentInputSchema = v.object({
  name: requiredText(T.treatmentRequired, 120),
  category: v.pipe(v.nullish(v.string(T.treatmentRequired), ''), v.picklist(TREATMENT_CATEGORIES, T.treatmentRequired)),
  description: optionalText(1000),
  estimatedDuration: v.pipe(nonNegative(60, T.invalidData), v.integer(T.invalidData), v.maxValue(24 * 60, T.invalidData)),
  averagePrice: v.pipe(nonNegative(0, T.invalidData), wholeCentavos(), v.maxValue(999_999.99, T.invalidData)),
  color: v.pipe(
    v.nullish(v.string(T.invalidData), ''),
    v.trim(),
    v.check((c) => c === '' || /^#[0-9A-Fa-f]{6}$/.test(c), T.invalidData),
  ),
});
export type TreatmentInput = v.InferOutput<typeof treatmentInputSchema>;

export const toothTreatmentInputSchema = v.pipe(
  v.object({
    clientId: id,
    toothId: tooth,
    treatmentId: v.pipe(v.nullish(v.string(T.treatmentNotFound), ''), v.trim()),
    /** The faces treated ('M', 'O', 'D' …); none is the whole tooth. Checked against the tooth below. */
    surfaces: v.optional(
      v.nullable(v.pipe(v.array(v.string(S.invalidSurfaces), S.invalidSurfaces), v.maxLength(7, S.invalidSurfaces))),
      null,
    ),
    /** The spec's payload carries PLANNED; a new tooth treatment always starts there. */
    status: v.optional(v.nullable(v.literal('PLANNED', T.invalidTreatmentStatus))),
    notes: optionalText(2000),
  }),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const { surfaces, ...rest } = dataset.value;
    const checked = surfacesForTooth(rest.toothId, surfaces ?? []);
    if ('error' in checked) {
      addIssue({ message: checked.error });
      return NEVER;
    }
    return { ...rest, surfaces: checked.surfaces };
  }),
);
export type ToothTreatmentInput = v.InferOutput<typeof toothTreatmentInputSchema>;

export const toothTreatmentStatusSchema = v.object({
  clientId: id,
  id,
  status: v.picklist(TOOTH_TREATMENT_STATUSES, T.invalidTreatmentStatus),
  /** The day it was done (`yyyy-MM-dd`, clinic time), for realizado; today when left out. */
  performedOn: v.pipe(
    v.nullish(v.string(T.invalidDate), ''),
    v.trim(),
    v.check((d) => d === '' || isValidDateString(d), T.invalidDate),
    v.transform((d) => (d === '' ? null : d)),
  ),
});
export type ToothTreatmentStatusInput = v.InferOutput<typeof toothTreatmentStatusSchema>;

export const toothSaveSchema = v.pipe(
  v.object({
    clientId: id,
    toothId: tooth,
    status: v.picklist(TOOTH_STATUSES, T.invalidToothStatus),
    notes: optionalText(2000),
  }),
  v.check((t) => isDeciduousTooth(t.toothId) || !DECIDUOUS_ONLY_STATUSES.includes(t.status), T.exfoliatedOnlyDeciduous),
);

const dentition = v.pipe(v.nullish(v.string(T.invalidDentition), ''), v.picklist(DENTITIONS, T.invalidDentition));

/** The chart to draw: the one asked for, else the one kept for the patient, else the one the age suggests. */
export const odontogramQuerySchema = v.object({
  clientId: id,
  dentition: v.pipe(
    v.optional(v.nullable(v.string(T.invalidDentition)), null),
    v.transform((s) => (s?.trim() ? s.trim() : undefined)),
    v.optional(v.picklist(DENTITIONS, T.invalidDentition)),
  ),
});

export const dentitionSaveSchema = v.object({ clientId: id, dentition });
export type ToothSaveInput = v.InferOutput<typeof toothSaveSchema>;

const content = v.union(
  [
    v.pipe(v.string(), v.maxLength(MAX_TEXT, T.tooLong)),
    v.record(v.string(), v.pipe(v.string(), v.maxLength(MAX_TEXT, T.tooLong))),
  ],
  T.invalidData,
);

const noteFields = {
  title: optionalText(MAX_TITLE),
  content: v.optional(content, ''),
  meta: v.optional(
    v.nullable(
      v.object({
        tooth: v.optional(v.nullable(tooth), null),
        procedureType: v.optional(v.nullable(v.picklist(PROCEDURE_TYPES, T.procedureRequired)), null),
      }),
    ),
    null,
  ),
};

export const noteInputSchema = v.object({
  clientId: id,
  type: v.picklist(NOTE_TYPES, T.invalidNoteType),
  ...noteFields,
  appointmentId: v.optional(v.nullable(v.string(T.appointmentNotFound)), null),
});
export type NoteInput = v.InferOutput<typeof noteInputSchema>;

export const appointmentNoteInputSchema = v.object({
  appointmentId: id,
  type: v.optional(v.literal('PRONTUARIO', T.invalidNoteType), 'PRONTUARIO'),
  ...noteFields,
});
export type AppointmentNoteInput = v.InferOutput<typeof appointmentNoteInputSchema>;

export const noteUpdateSchema = v.object({ clientId: id, id, ...noteFields });
export type NoteUpdateInput = v.InferOutput<typeof noteUpdateSchema>;

export const noteListSchema = v.object({
  clientId: id,
  type: v.optional(v.nullable(v.picklist(NOTE_TYPES, T.invalidNoteType)), null),
});

/** One note or record entry of a client (to finalise it). */
export const entryRefSchema = v.object({ clientId: id, id });

export const removeSchema = v.object({
  clientId: id,
  id,
  reason: requiredText(T.deleteReasonRequired, 500),
});

const date = (message: string) => v.pipe(v.string(message), v.trim(), v.check(isValidDateString, message));
const time = v.pipe(v.string(T.invalidTime), v.trim(), v.check(isValidTimeString, T.invalidTime));

const recordFields = {
  date: v.optional(date(T.invalidDate)),
  time: v.optional(time),
  type: v.optional(v.picklist(RECORD_TYPES, T.invalidRecordType), 'consultation'),
  title: requiredText(T.recordRequired, MAX_TITLE),
  description: requiredText(T.recordRequired),
  diagnosis: optionalText(),
  treatment: optionalText(),
  medications: optionalText(),
  nextAppointment: v.pipe(
    v.nullish(v.string(T.invalidDate), ''),
    v.trim(),
    v.check((d) => d === '' || isValidDateString(d), T.invalidDate),
    v.transform((d) => (d === '' ? null : d)),
  ),
  professionalName: optionalText(150),
};

export const recordInputSchema = v.object({ clientId: id, ...recordFields });
export type RecordInput = v.InferOutput<typeof recordInputSchema>;
export const recordUpdateSchema = v.object({ clientId: id, id, ...recordFields });
export type RecordUpdateInput = v.InferOutput<typeof recordUpdateSchema>;

/** Blank means no filter (a query string sends '' for an empty field). */
const blankIsNone = v.pipe(
  v.optional(v.nullable(v.string(T.invalidData)), null),
  v.transform((s) => (s?.trim() ? s.trim() : undefined)),
);

/** The client's trail, filtered by who, which action and which days (`yyyy-MM-dd`, company time). */
export const auditQuerySchema = v.object({
  clientId: id,
  userId: v.pipe(blankIsNone, v.optional(v.pipe(v.string(), v.uuid(T.invalidData)))),
  action: v.pipe(blankIsNone, v.optional(v.picklist(['read', 'create', 'update', 'delete'], T.invalidData))),
  from: v.pipe(blankIsNone, v.optional(v.pipe(v.string(), v.check(isValidDateString, T.invalidDate)))),
  to: v.pipe(blankIsNone, v.optional(v.pipe(v.string(), v.check(isValidDateString, T.invalidDate)))),
});
