import { EntitySchema, type TenantEntity, tenantFilter, tenantProperties } from '@agenda/db';
import type { ScheduleBlock } from '../../shared/model.ts';

export interface ScheduleBlockRow extends TenantEntity, Omit<ScheduleBlock, 'id'> {}

/** An absence: whole days ('Período Bloqueado') or a daily time range over its dates. */
export const ScheduleBlockSchema = new EntitySchema<ScheduleBlockRow>({
  name: 'ScheduleBlock',
  tableName: 'schedule_block',
  filters: tenantFilter,
  properties: {
    ...tenantProperties,
    title: { type: 'string', columnType: 'text' },
    startDate: { type: 'date', columnType: 'date' },
    endDate: { type: 'date', columnType: 'date' },
    type: { type: 'string', columnType: 'text' },
    allDay: { type: 'boolean' },
    startTime: { type: 'string', columnType: 'text', nullable: true },
    endTime: { type: 'string', columnType: 'text', nullable: true },
    enabled: { type: 'boolean' },
  },
});
