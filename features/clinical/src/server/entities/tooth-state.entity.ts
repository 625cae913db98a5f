import { EntitySchema, type TenantEntity, tenantFilter, tenantProperties } from '@agenda/db';
import type { ToothStatus } from '../../shared/teeth.ts';

export interface ToothState extends TenantEntity {
  clientId: string;
  /** FDI number. */
  tooth: number;
  status: ToothStatus;
  notes: string | null;
  updatedBy: string | null;
}

/** A tooth of a client's odontogram once it was touched; an untouched tooth is healthy. */
export const ToothStateSchema = new EntitySchema<ToothState>({
  name: 'ToothState',
  tableName: 'tooth_state',
  filters: tenantFilter,
  properties: {
    ...tenantProperties,
    clientId: { type: 'uuid' },
    tooth: { type: 'integer' },
    status: { type: 'string', columnType: 'text' },
    notes: { type: 'string', columnType: 'text', nullable: true },
    updatedBy: { type: 'uuid', nullable: true },
  },
});
