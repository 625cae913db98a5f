import { EntitySchema, type TenantEntity, tenantFilter, tenantProperties } from '@agenda/db';

/** The clinic's offer rules (defaults until it saves its own: 2 h, 3 at once). */
export interface WaitlistSettingsRow extends TenantEntity {
  offerHours: number;
  offersAtOnce: number;
}

export const WaitlistSettingsSchema = new EntitySchema<WaitlistSettingsRow>({
  name: 'WaitlistSettings',
  tableName: 'waitlist_settings',
  filters: tenantFilter,
  properties: {
    ...tenantProperties,
    offerHours: { type: 'integer', default: 2 },
    offersAtOnce: { type: 'integer', default: 3 },
  },
});
