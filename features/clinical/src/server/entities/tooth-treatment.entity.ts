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
  status: ToothTreatmentStatus;
  notes: string | null;
  /** Every status the treatment went through, oldest first. */
  statusHistory: StatusChange[];
  createdBy: string | null;
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
    status: { type: 'string', columnType: 'text' },
    notes: { type: 'string', columnType: 'text', nullable: true },
    statusHistory: { type: 'json', columnType: 'jsonb' },
    createdBy: { type: 'uuid', nullable: true },
  },
});
