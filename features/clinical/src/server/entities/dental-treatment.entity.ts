import { EntitySchema, type TenantEntity, tenantFilter, tenantProperties } from '@agenda/db';
import type { TreatmentCategory } from '../../shared/treatments.ts';

export interface DentalTreatment extends TenantEntity {
  name: string;
  category: TreatmentCategory;
  description: string | null;
  /** Minutes. */
  estimatedDuration: number;
  averagePriceCents: number;
  color: string;
}

/** One procedure of the company's dental catalogue. */
export const DentalTreatmentSchema = new EntitySchema<DentalTreatment>({
  name: 'DentalTreatment',
  tableName: 'dental_treatment',
  filters: tenantFilter,
  properties: {
    ...tenantProperties,
    name: { type: 'string', columnType: 'text' },
    category: { type: 'string', columnType: 'text' },
    description: { type: 'string', columnType: 'text', nullable: true },
    estimatedDuration: { type: 'integer' },
    averagePriceCents: { type: 'integer' },
    color: { type: 'string', columnType: 'text' },
  },
});
