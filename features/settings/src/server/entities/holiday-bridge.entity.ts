import { EntitySchema, type TenantEntity, tenantFilter, tenantProperties } from '@agenda/db';
import type { HolidayBridge } from '../../shared/model.ts';

export interface HolidayBridgeRow extends TenantEntity, Omit<HolidayBridge, 'id'> {}

/** Days closed next to a holiday ('Ponte de Feriado'). */
export const HolidayBridgeSchema = new EntitySchema<HolidayBridgeRow>({
  name: 'HolidayBridge',
  tableName: 'holiday_bridge',
  filters: tenantFilter,
  properties: {
    ...tenantProperties,
    name: { type: 'string', columnType: 'text' },
    startDate: { type: 'date', columnType: 'date' },
    endDate: { type: 'date', columnType: 'date' },
    enabled: { type: 'boolean' },
  },
});
