import { router, tenantProcedure } from '@agenda/trpc';
import { auditCsv } from '../shared/audit-csv.ts';
import { clinicalSettingsInputSchema } from '../shared/clinical-settings.ts';
import { faceConditionsInputSchema } from '../shared/face-conditions.ts';
import { initialSituationInputSchema } from '../shared/initial-situation.ts';
import { perioExamCreateSchema, perioExamRefSchema, perioExamSaveSchema } from '../shared/perio.ts';
import {
  appointmentNoteInputSchema,
  auditQuerySchema,
  clientRefSchema,
  dentitionSaveSchema,
  entryRefSchema,
  noteInputSchema,
  noteListSchema,
  noteUpdateSchema,
  odontogramQuerySchema,
  recordInputSchema,
  recordUpdateSchema,
  removeSchema,
  toothSaveSchema,
  toothTreatmentInputSchema,
  toothTreatmentStatusSchema,
  treatmentInputSchema,
} from '../shared/schemas.ts';
import { actorOf, clientOf } from './actor.ts';
import { audit, auditMembers, listAudit } from './audit.service.ts';
import { clinicalSettingsOf, saveClinicalSettings } from './clinical-settings.service.ts';
import { saveFaceConditions } from './face-conditions.service.ts';
import { clinicalHistory } from './history.service.ts';
import {
  amendNote,
  createAppointmentNote,
  createNote,
  finalizeNote,
  listNotes,
  removeNote,
  updateNote,
} from './notes.service.ts';
import { getInitialSituation, recordInitialSituation } from './initial-situation.service.ts';
import { createPerioExam, getPerioExam, listPerioExams, savePerioExam } from './perio.service.ts';
import { getOdontogram, saveDentition, saveTooth } from './odontogram.service.ts';
import { amendRecord, createRecord, finalizeRecord, listRecords, removeRecord, updateRecord } from './records.service.ts';
import { addToothTreatment, listToothTreatments, setToothTreatmentStatus } from './tooth-treatments.service.ts';
import { createTreatment, listTreatments } from './treatments.service.ts';

const ok = { ok: true as const };

/** Every procedure here is clinical content: the owner's and the professionals', never reception's. */
const clinicalProcedure = tenantProcedure.meta({ permission: 'clinical' });

export const clinicalRouter = router({
  treatments: clinicalProcedure.query(async ({ ctx }) => ({ treatments: await listTreatments(ctx.em, ctx.companyId) })),
  createTreatment: clinicalProcedure
    .input(treatmentInputSchema)
    .mutation(async ({ ctx, input }) => ({ treatment: await createTreatment(ctx.em, ctx.companyId, input) })),

  toothTreatments: clinicalProcedure.input(clientRefSchema).query(async ({ ctx, input }) => ({
    toothTreatments: await listToothTreatments(ctx.em, actorOf(ctx), input.clientId),
  })),
  addToothTreatment: clinicalProcedure
    .input(toothTreatmentInputSchema)
    .mutation(async ({ ctx, input }) => ({ toothTreatment: await addToothTreatment(ctx.em, actorOf(ctx), input) })),
  setToothTreatmentStatus: clinicalProcedure
    .input(toothTreatmentStatusSchema)
    .mutation(async ({ ctx, input }) => ({ toothTreatment: await setToothTreatmentStatus(ctx.em, actorOf(ctx), input) })),

  odontogram: clinicalProcedure
    .input(odontogramQuerySchema)
    .query(async ({ ctx, input }) => getOdontogram(ctx.em, actorOf(ctx), input.clientId, input.dentition)),
  initialSituation: clinicalProcedure.input(clientRefSchema).query(async ({ ctx, input }) => ({
    initialSituation: await getInitialSituation(ctx.em, actorOf(ctx), input.clientId),
  })),
  recordInitialSituation: clinicalProcedure.input(initialSituationInputSchema).mutation(async ({ ctx, input }) => ({
    initialSituation: await recordInitialSituation(ctx.em, actorOf(ctx), input),
  })),
  perioExams: clinicalProcedure.input(clientRefSchema).query(async ({ ctx, input }) => ({
    exams: await listPerioExams(ctx.em, actorOf(ctx), input.clientId),
  })),
  perioExam: clinicalProcedure.input(perioExamRefSchema).query(async ({ ctx, input }) => ({
    exam: await getPerioExam(ctx.em, actorOf(ctx), input.clientId, input.examId),
  })),
  createPerioExam: clinicalProcedure
    .input(perioExamCreateSchema)
    .mutation(async ({ ctx, input }) => ({ exam: await createPerioExam(ctx.em, actorOf(ctx), input) })),
  savePerioExam: clinicalProcedure
    .input(perioExamSaveSchema)
    .mutation(async ({ ctx, input }) => ({ exam: await savePerioExam(ctx.em, actorOf(ctx), input) })),
  saveDentition: clinicalProcedure
    .input(dentitionSaveSchema)
    .mutation(async ({ ctx, input }) => ({ dentition: await saveDentition(ctx.em, actorOf(ctx), input) })),
  saveTooth: clinicalProcedure
    .input(toothSaveSchema)
    .mutation(async ({ ctx, input }) => ({ tooth: await saveTooth(ctx.em, actorOf(ctx), input) })),
  /** The clinic's clinical preferences: read by whoever sees the chart, changed by the owner only. */
  settings: clinicalProcedure.query(async ({ ctx }) => ({ settings: await clinicalSettingsOf(ctx.em, ctx.companyId) })),
  saveSettings: tenantProcedure
    .meta({ permission: 'company' })
    .input(clinicalSettingsInputSchema)
    .mutation(async ({ ctx, input }) => ({ settings: await saveClinicalSettings(ctx.em, actorOf(ctx), input) })),
  saveFaceConditions: clinicalProcedure
    .input(faceConditionsInputSchema)
    .mutation(async ({ ctx, input }) => ({ tooth: await saveFaceConditions(ctx.em, actorOf(ctx), input) })),

  notes: clinicalProcedure
    .input(noteListSchema)
    .query(async ({ ctx, input }) => ({ notes: await listNotes(ctx.em, actorOf(ctx), input.clientId, input.type) })),
  createNote: clinicalProcedure
    .input(noteInputSchema)
    .mutation(async ({ ctx, input }) => ({ note: await createNote(ctx.em, actorOf(ctx), input) })),
  createAppointmentNote: clinicalProcedure
    .input(appointmentNoteInputSchema)
    .mutation(async ({ ctx, input }) => ({ note: await createAppointmentNote(ctx.em, actorOf(ctx), input) })),
  updateNote: clinicalProcedure
    .input(noteUpdateSchema)
    .mutation(async ({ ctx, input }) => ({ note: await updateNote(ctx.em, actorOf(ctx), input) })),
  finalizeNote: clinicalProcedure
    .input(entryRefSchema)
    .mutation(async ({ ctx, input }) => ({ note: await finalizeNote(ctx.em, actorOf(ctx), input) })),
  amendNote: clinicalProcedure
    .input(noteUpdateSchema)
    .mutation(async ({ ctx, input }) => ({ note: await amendNote(ctx.em, actorOf(ctx), input) })),
  removeNote: clinicalProcedure.input(removeSchema).mutation(async ({ ctx, input }) => {
    await removeNote(ctx.em, actorOf(ctx), input);
    return ok;
  }),

  records: clinicalProcedure
    .input(clientRefSchema)
    .query(async ({ ctx, input }) => ({ entries: await listRecords(ctx.em, actorOf(ctx), input.clientId) })),
  createRecord: clinicalProcedure
    .input(recordInputSchema)
    .mutation(async ({ ctx, input }) => ({ entry: await createRecord(ctx.em, actorOf(ctx), input) })),
  updateRecord: clinicalProcedure
    .input(recordUpdateSchema)
    .mutation(async ({ ctx, input }) => ({ entry: await updateRecord(ctx.em, actorOf(ctx), input) })),
  finalizeRecord: clinicalProcedure
    .input(entryRefSchema)
    .mutation(async ({ ctx, input }) => ({ entry: await finalizeRecord(ctx.em, actorOf(ctx), input) })),
  amendRecord: clinicalProcedure
    .input(recordUpdateSchema)
    .mutation(async ({ ctx, input }) => ({ entry: await amendRecord(ctx.em, actorOf(ctx), input) })),
  removeRecord: clinicalProcedure.input(removeSchema).mutation(async ({ ctx, input }) => {
    await removeRecord(ctx.em, actorOf(ctx), input);
    return ok;
  }),

  history: clinicalProcedure.input(clientRefSchema).query(async ({ ctx, input }) => ({
    history: await clinicalHistory(ctx.em, actorOf(ctx), ctx.session.role, input.clientId, ctx.extensions),
  })),
  /** The client's trail, filtered; reading it is itself recorded (after the list: it shows what was there). */
  audit: clinicalProcedure.input(auditQuerySchema).query(async ({ ctx, input: { clientId, ...filters } }) => {
    const actor = actorOf(ctx);
    await clientOf(ctx.em, actor, clientId);
    const events = await listAudit(ctx.em, actor, clientId, filters);
    const members = await auditMembers(ctx.em, actor.companyId, clientId);
    await audit(ctx.em, actor, clientId, 'audit_log', 'read');
    return { events, members };
  }),
  /** The same trail as a CSV (UTF-8 with BOM, ';'), for a patient's LGPD request. */
  auditCsv: clinicalProcedure.input(auditQuerySchema).query(async ({ ctx, input: { clientId, ...filters } }) => {
    const actor = actorOf(ctx);
    await clientOf(ctx.em, actor, clientId);
    const events = await listAudit(ctx.em, actor, clientId, filters);
    await audit(ctx.em, actor, clientId, 'audit_log', 'read', 'csv');
    return { csv: auditCsv(events, actor.timeZone) };
  }),
});

export type ClinicalRouter = typeof clinicalRouter;
/** The shape the browser's clinical client sees (the router mounted under `clinical`). */
const mounted = (clinical: ClinicalRouter) => router({ clinical });
export type ClinicalApi = ReturnType<typeof mounted>;
