import { EntitySchema, type TenantEntity, tenantFilter, tenantProperties } from '@agenda/db';

export interface ServiceType extends TenantEntity {
  name: string;
  description: string | null;
  /** An emoji from the type form's picker. */
  icon: string | null;
  /** '#RRGGBB'. */
  color: string;
  active: boolean;
}

/** A category of the catalogue (Prevenção, Estética …) with its emoji and colour. */
export const ServiceTypeSchema = new EntitySchema<ServiceType>({
  name: 'ServiceType',
  tableName: 'service_type',
  filters: tenantFilter,
  properties: {
    ...tenantProperties,
    name: { type: 'string', columnType: 'text' },
    description: { type: 'string', columnType: 'text', nullable: true },
    icon: { type: 'string', columnType: 'text', nullable: true },
    color: { type: 'string', columnType: 'text', default: '#3B82F6' },
    active: { type: 'boolean', default: true },
  },
});
