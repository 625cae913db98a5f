import { EntitySchema, type TenantEntity, tenantFilter, tenantProperties } from '@agenda/db';
import type { CustomHoliday } from '../../shared/model.ts';

export interface CustomHolidayRow extends TenantEntity, Omit<CustomHoliday, 'id'> {}

/** A holiday the owner adds (CUSTOM, or CITY when the dataset lacks the clinic's city). */
export const CustomHolidaySchema = new EntitySchema<CustomHolidayRow>({
  name: 'CustomHoliday',
  tableName: 'custom_holiday',
  filters: tenantFilter,
  properties: {
    ...tenantProperties,
    name: { type: 'string', columnType: 'text' },
    date: { type: 'date', columnType: 'date' },
    type: { type: 'string', columnType: 'text' },
    recurring: { type: 'boolean' },
    enabled: { type: 'boolean' },
  },
});
