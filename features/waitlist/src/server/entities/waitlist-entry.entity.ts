import { ArrayType, EntitySchema, type TenantEntity, tenantFilter, tenantProperties } from '@agenda/db';

/** A patient waiting for an earlier slot of a service: with whom, on which days and periods, until when. */
export interface WaitlistEntry extends TenantEntity {
  clientId: string;
  serviceId: string;
  /** [] = any professional. */
  professionalIds: string[];
  /** 0 (Sunday) … 6; [] = any day. */
  weekdays: number[];
  /** 'manha' | 'tarde' | 'noite'; [] = any period. */
  periods: string[];
  until: string;
  notes: string | null;
  status: 'ativa' | 'atendida' | 'removida';
  /** The appointment an accepted offer booked. */
  appointmentId: string | null;
  createdBy: string | null;
}

export const WaitlistEntrySchema = new EntitySchema<WaitlistEntry>({
  name: 'WaitlistEntry',
  tableName: 'waitlist_entry',
  filters: tenantFilter,
  properties: {
    ...tenantProperties,
    clientId: { type: 'uuid' },
    serviceId: { type: 'uuid' },
    professionalIds: { type: new ArrayType<string>(), columnType: 'uuid[]' },
    weekdays: { type: new ArrayType<number>((i) => Number(i)), columnType: 'smallint[]' },
    periods: { type: new ArrayType<string>(), columnType: 'text[]' },
    until: { type: 'string', columnType: 'date' },
    notes: { type: 'string', columnType: 'text', nullable: true },
    status: { type: 'string', columnType: 'text' },
    appointmentId: { type: 'uuid', nullable: true },
    createdBy: { type: 'uuid', nullable: true },
  },
});
