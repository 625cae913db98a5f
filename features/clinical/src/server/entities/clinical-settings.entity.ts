import { EntitySchema, type TenantEntity, tenantFilter, tenantProperties } from '@agenda/db';
import type { VestibularLetter } from '../../shared/clinical-settings.ts';

export interface ClinicalSettings extends TenantEntity {
  vestibularLetter: VestibularLetter;
  updatedBy: string | null;
}

/** The clinic's clinical preferences (one row per company; none is the defaults). */
export const ClinicalSettingsSchema = new EntitySchema<ClinicalSettings>({
  name: 'ClinicalSettings',
  tableName: 'clinical_settings',
  filters: tenantFilter,
  properties: {
    ...tenantProperties,
    vestibularLetter: { type: 'string', columnType: 'text' },
    updatedBy: { type: 'uuid', nullable: true },
  },
});
