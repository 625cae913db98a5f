import { EntitySchema, type TenantEntity, tenantFilter, tenantProperties } from '@agenda/db';
import type { DayUnblock } from '../../shared/model.ts';

export interface DayUnblockRow extends TenantEntity, Omit<DayUnblock, 'id'> {}

/** A date re-opened whatever would block it (spec: 'blocked date override'). */
export const DayUnblockSchema = new EntitySchema<DayUnblockRow>({
  name: 'DayUnblock',
  tableName: 'day_unblock',
  filters: tenantFilter,
  properties: {
    ...tenantProperties,
    date: { type: 'date', columnType: 'date' },
    reason: { type: 'string', columnType: 'text' },
    enabled: { type: 'boolean' },
  },
});
