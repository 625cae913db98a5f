import { EntitySchema, tenantFilter, tenantProperties } from '@agenda/db';
import type { RecordType } from '../../shared/records.ts';
import { type KeptRecord, keptRecordProperties } from './kept-record.ts';

export interface MedicalRecordEntry extends KeptRecord {
  /** 'yyyy-MM-dd'. */
  date: string;
  /** 'HH:mm'. */
  time: string;
  type: RecordType;
  title: string;
  description: string;
  diagnosis: string | null;
  treatment: string | null;
  medications: string | null;
  nextAppointment: string | null;
  professionalName: string;
}

/** §3.6: one entry of the Prontuário Médico timeline. */
export const MedicalRecordEntrySchema = new EntitySchema<MedicalRecordEntry>({
  name: 'MedicalRecordEntry',
  tableName: 'medical_record_entry',
  filters: tenantFilter,
  properties: {
    ...tenantProperties,
    ...keptRecordProperties,
    date: { type: 'string', columnType: 'date' },
    time: { type: 'string', columnType: 'text' },
    type: { type: 'string', columnType: 'text' },
    title: { type: 'string', columnType: 'text' },
    description: { type: 'string', columnType: 'text' },
    diagnosis: { type: 'string', columnType: 'text', nullable: true },
    treatment: { type: 'string', columnType: 'text', nullable: true },
    medications: { type: 'string', columnType: 'text', nullable: true },
    nextAppointment: { type: 'string', columnType: 'date', nullable: true },
    professionalName: { type: 'string', columnType: 'text' },
  },
});
