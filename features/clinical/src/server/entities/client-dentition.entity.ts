import { EntitySchema, type TenantEntity, tenantFilter, tenantProperties } from '@agenda/db';
import type { Dentition } from '../../shared/teeth.ts';

export interface ClientDentition extends TenantEntity {
  clientId: string;
  dentition: Dentition;
  updatedBy: string | null;
}

/** The chart the dentist chose for a patient (permanent, deciduous, mixed); without one, the age decides. */
export const ClientDentitionSchema = new EntitySchema<ClientDentition>({
  name: 'ClientDentition',
  tableName: 'client_dentition',
  filters: tenantFilter,
  properties: {
    ...tenantProperties,
    clientId: { type: 'uuid' },
    dentition: { type: 'string', columnType: 'text' },
    updatedBy: { type: 'uuid', nullable: true },
  },
});
