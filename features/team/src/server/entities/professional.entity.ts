import { ArrayType, EntitySchema, type TenantEntity, tenantFilter, tenantProperties } from '@agenda/db';
import type { WorkingHours } from '../../shared/professional.ts';

export interface Professional extends TenantEntity {
  /** The member of the team who is this professional; null for one who never signs in. */
  memberId: string | null;
  name: string;
  registration: string | null;
  specialty: string | null;
  color: string;
  /** null: the clinic's days and hours, whatever they become. */
  workingHours: WorkingHours[] | null;
  /** null: every service, those added later included. */
  serviceIds: string[] | null;
  /** An inactive professional keeps their appointments and takes no new ones. */
  active: boolean;
}

/** Someone who attends clients: their own column of the agenda. */
export const ProfessionalSchema = new EntitySchema<Professional>({
  name: 'Professional',
  tableName: 'professional',
  filters: tenantFilter,
  properties: {
    ...tenantProperties,
    memberId: { type: 'uuid', nullable: true },
    name: { type: 'string', columnType: 'text' },
    registration: { type: 'string', columnType: 'text', nullable: true },
    specialty: { type: 'string', columnType: 'text', nullable: true },
    color: { type: 'string', columnType: 'text' },
    workingHours: { type: 'json', columnType: 'jsonb', nullable: true },
    serviceIds: { type: new ArrayType<string>(), columnType: 'uuid[]', nullable: true },
    active: { type: 'boolean', default: true },
  },
});
