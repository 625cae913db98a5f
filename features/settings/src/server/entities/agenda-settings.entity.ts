import { EntitySchema, type TenantEntity, tenantFilter, tenantProperties } from '@agenda/db';
import type { AgendaSettings as Values } from '../../shared/model.ts';

export interface AgendaSettingsRow extends TenantEntity, Values {}

/** One row per company, created with the defaults on first read. */
export const AgendaSettingsSchema = new EntitySchema<AgendaSettingsRow>({
  name: 'AgendaSettings',
  tableName: 'agenda_settings',
  filters: tenantFilter,
  properties: {
    ...tenantProperties,
    primaryColor: { type: 'string', columnType: 'text' },
    secondaryColor: { type: 'string', columnType: 'text' },
    blockedDayColor: { type: 'string', columnType: 'text' },
    appointmentColors: { type: 'json', columnType: 'jsonb' },
    nationalHolidays: { type: 'boolean' },
    stateHolidays: { type: 'boolean' },
    cityHolidays: { type: 'boolean' },
    lunchBreakEnabled: { type: 'boolean' },
    lunchBreakStart: { type: 'string', columnType: 'text' },
    lunchBreakEnd: { type: 'string', columnType: 'text' },
  },
});
