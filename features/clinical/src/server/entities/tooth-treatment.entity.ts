import { EntitySchema, type TenantEntity, tenantFilter, tenantProperties } from '@agenda/db';
import type { ToothTreatmentStatus } from '../../shared/treatments.ts';

export interface StatusChange {
  status: ToothTreatmentStatus;
  at: string;
  by: string | null;
}

export interface ToothTreatment extends TenantEntity {
  clientId: string;
  tooth: number;
  treatmentId: string;
  /** The TISS face string of the faces treated ('MOD'); '' for the whole tooth. */
  surfaces: string;
  status: ToothTreatmentStatus;
  notes: string | null;
  /** Every status the treatment went through, oldest first. */
  statusHistory: StatusChange[];
  createdBy: string | null;
  /** Once done: the professional (and their name then) and the day, `yyyy-MM-dd` in clinic time. */
  performedBy: string | null;
  performedByName: string | null;
  performedOn: string | null;
}

/** A catalogue treatment planned, in progress, done or cancelled on one tooth of a client. */
export const ToothTreatmentSchema = new EntitySchema<ToothTreatment>({
  name: 'ToothTreatment',
  tableName: 'tooth_treatment',
  filters: tenantFilter,
  properties: {
    ...tenantProperties,
    clientId: { type: 'uuid' },
    tooth: { type: 'integer' },
    treatmentId: { type: 'uuid' },
    surfaces: { type: 'string', columnType: 'text', default: '' },
    status: { type: 'string', columnType: 'text' },
    notes: { type: 'string', columnType: 'text', nullable: true },
    statusHistory: { type: 'json', columnType: 'jsonb' },
    createdBy: { type: 'uuid', nullable: true },
    performedBy: { type: 'uuid', nullable: true },
    performedByName: { type: 'string', columnType: 'text', nullable: true },
    performedOn: { type: 'string', columnType: 'date', nullable: true },
  },
});
