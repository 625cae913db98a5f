import { nowInTimeZone } from '@agenda/br';
import type { ClinicalNoteData } from '../../shared/notes.ts';
import type { MedicalRecordData } from '../../shared/records.ts';

/**
 * The patient's one clinical record: the Prontuário Médico's entries and the prontuários saved with
 * the visit form, as one timeline, newest first. Both the 'Prontuário' tab and the clinical module's
 * Prontuário show it, so what is written in one is read in the other (decision 021).
 */
export type ClinicalRecordItem = { kind: 'entry'; entry: MedicalRecordData } | { kind: 'note'; note: ClinicalNoteData };

/** A visit's day is the one typed in its form; its time, when it was saved (the clinic's clock). */
function noteMoment(note: ClinicalNoteData): string {
  const saved = nowInTimeZone(undefined, new Date(note.createdAt));
  const typed = typeof note.content === 'object' ? note.content.dataConsulta : undefined;
  return `${typed || saved.date}T${saved.time}`;
}

const momentOf = (item: ClinicalRecordItem) =>
  item.kind === 'entry' ? `${item.entry.date}T${item.entry.time}` : noteMoment(item.note);

export function clinicalRecord(entries: readonly MedicalRecordData[], notes: readonly ClinicalNoteData[]): ClinicalRecordItem[] {
  const items: ClinicalRecordItem[] = [
    ...entries.map((entry) => ({ kind: 'entry' as const, entry })),
    ...notes.filter((n) => n.type === 'PRONTUARIO').map((note) => ({ kind: 'note' as const, note })),
  ];
  return items.sort((a, b) => momentOf(b).localeCompare(momentOf(a)));
}
