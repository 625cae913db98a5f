import { EntitySchema, type TenantEntity, tenantFilter, tenantProperties } from '@agenda/db';
import type { SeriesRule } from '../../shared/series.ts';

export interface AppointmentSeries extends TenantEntity {
  /** The RFC 5545 text (DTSTART and RRULE lines) the dates were expanded from. */
  rrule: string;
  /** The form's fields, as sent. */
  rule: SeriesRule;
  createdBy: string | null;
}

/** A recurring booking: its members are appointments carrying its id (Migration20261202000100_appointment_series). */
export const AppointmentSeriesSchema = new EntitySchema<AppointmentSeries>({
  name: 'AppointmentSeries',
  tableName: 'appointment_series',
  filters: tenantFilter,
  properties: {
    ...tenantProperties,
    rrule: { type: 'string', columnType: 'text' },
    rule: { type: 'json', columnType: 'jsonb' },
    createdBy: { type: 'uuid', nullable: true },
  },
});
