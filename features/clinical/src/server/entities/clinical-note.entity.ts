import { EntitySchema, tenantFilter, tenantProperties } from '@agenda/db';
import type { NoteContent, NoteType, ProcedureType } from '../../shared/notes.ts';
import { type KeptRecord, keptRecordProperties } from './kept-record.ts';

export interface ClinicalNote extends KeptRecord {
  type: NoteType;
  title: string;
  /** §3.7: the structured JSON of an anamnese or prontuário, or a procedure's text. */
  content: NoteContent | string;
  tooth: number | null;
  procedureType: ProcedureType | null;
  appointmentId: string | null;
}

export const ClinicalNoteSchema = new EntitySchema<ClinicalNote>({
  name: 'ClinicalNote',
  tableName: 'clinical_note',
  filters: tenantFilter,
  properties: {
    ...tenantProperties,
    ...keptRecordProperties,
    type: { type: 'string', columnType: 'text' },
    title: { type: 'string', columnType: 'text' },
    content: { type: 'json', columnType: 'jsonb' },
    tooth: { type: 'integer', nullable: true },
    procedureType: { type: 'string', columnType: 'text', nullable: true },
    appointmentId: { type: 'uuid', nullable: true },
  },
});
