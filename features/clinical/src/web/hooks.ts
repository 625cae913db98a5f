import { queryClient } from '@agenda/api-client/trpc';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { NoteType } from '../shared/notes.ts';
import type { AuditFilters } from '../shared/records.ts';
import { client, trpc } from './api.ts';

/** Any clinical write may change several views (odontogram, plan, timeline, history, accesses). */
const refresh = () => queryClient.invalidateQueries(trpc.clinical.pathFilter());

export const useTreatments = () => useQuery({ ...trpc.clinical.treatments.queryOptions(), select: (d) => d.treatments });
/** The chart the patient is drawn with (kept, else by age) and its teeth. */
export const useOdontogram = (clientId: string) => useQuery(trpc.clinical.odontogram.queryOptions({ clientId }));
/** The clinic's clinical preferences (how the vestibular face is written). */
export const useClinicalSettings = () =>
  useQuery({ ...trpc.clinical.settings.queryOptions(), select: (d) => d.settings, staleTime: 60_000 });
export const useInitialSituation = (clientId: string) =>
  useQuery({ ...trpc.clinical.initialSituation.queryOptions({ clientId }), select: (d) => d.initialSituation });
export const usePerioExams = (clientId: string) =>
  useQuery({ ...trpc.clinical.perioExams.queryOptions({ clientId }), select: (d) => d.exams });
export const usePerioExam = (clientId: string, examId: string | null) =>
  useQuery({
    ...trpc.clinical.perioExam.queryOptions({ clientId, examId: examId ?? '' }),
    select: (d) => d.exam,
    enabled: examId !== null,
  });
export const useToothTreatments = (clientId: string) =>
  useQuery({ ...trpc.clinical.toothTreatments.queryOptions({ clientId }), select: (d) => d.toothTreatments });
export const useNotes = (clientId: string, type: NoteType | null = null) =>
  useQuery({ ...trpc.clinical.notes.queryOptions({ clientId, type }), select: (d) => d.notes });
export const useRecords = (clientId: string, enabled = true) =>
  useQuery({ ...trpc.clinical.records.queryOptions({ clientId }), select: (d) => d.entries, enabled });
export const useHistory = (clientId: string) =>
  useQuery({ ...trpc.clinical.history.queryOptions({ clientId }), select: (d) => d.history });
/** Always fresh: the reads made a moment ago belong in the list. */
export const useAudit = (clientId: string, filters: AuditFilters = {}) =>
  useQuery({
    ...trpc.clinical.audit.queryOptions({ clientId, ...filters }),
    staleTime: 0,
    placeholderData: (previous) => previous,
  });

/** The client's trail (as filtered) as a downloaded CSV. */
export async function downloadAuditCsv(clientId: string, filters: AuditFilters): Promise<void> {
  const { csv } = await client.clinical.auditCsv.query({ clientId, ...filters });
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `acessos-${new Date().toISOString().slice(0, 10)}.csv`;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function useClinicalMutations() {
  // Every clinical screen tells a failure itself (a toast with the screen's fallback, or a message
  // in the form): the shared toast would say it twice.
  const options = { onSuccess: refresh, meta: { handlesError: true } };
  return {
    createTreatment: useMutation(trpc.clinical.createTreatment.mutationOptions(options)),
    addToothTreatment: useMutation(trpc.clinical.addToothTreatment.mutationOptions(options)),
    setToothTreatmentStatus: useMutation(trpc.clinical.setToothTreatmentStatus.mutationOptions(options)),
    saveTooth: useMutation(trpc.clinical.saveTooth.mutationOptions(options)),
    saveSettings: useMutation(trpc.clinical.saveSettings.mutationOptions(options)),
    saveFaceConditions: useMutation(trpc.clinical.saveFaceConditions.mutationOptions(options)),
    saveDentition: useMutation(trpc.clinical.saveDentition.mutationOptions(options)),
    recordInitialSituation: useMutation(trpc.clinical.recordInitialSituation.mutationOptions(options)),
    createPerioExam: useMutation(trpc.clinical.createPerioExam.mutationOptions(options)),
    savePerioExam: useMutation(trpc.clinical.savePerioExam.mutationOptions(options)),
    createNote: useMutation(trpc.clinical.createNote.mutationOptions(options)),
    createAppointmentNote: useMutation(trpc.clinical.createAppointmentNote.mutationOptions(options)),
    updateNote: useMutation(trpc.clinical.updateNote.mutationOptions(options)),
    removeNote: useMutation(trpc.clinical.removeNote.mutationOptions(options)),
    finalizeNote: useMutation(trpc.clinical.finalizeNote.mutationOptions(options)),
    amendNote: useMutation(trpc.clinical.amendNote.mutationOptions(options)),
    createRecord: useMutation(trpc.clinical.createRecord.mutationOptions(options)),
    updateRecord: useMutation(trpc.clinical.updateRecord.mutationOptions(options)),
    removeRecord: useMutation(trpc.clinical.removeRecord.mutationOptions(options)),
    finalizeRecord: useMutation(trpc.clinical.finalizeRecord.mutationOptions(options)),
    amendRecord: useMutation(trpc.clinical.amendRecord.mutationOptions(options)),
  };
}
