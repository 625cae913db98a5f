import { EntitySchema, type TenantEntity, tenantFilter, tenantProperties } from '@agenda/db';
import type { AppointmentEventKind } from '../../shared/model.ts';

export interface AppointmentEvent extends TenantEntity {
  appointmentId: string;
  kind: AppointmentEventKind;
  fromDate: string | null;
  fromStartTime: string | null;
  fromEndTime: string | null;
  toDate: string | null;
  toStartTime: string | null;
  toEndTime: string | null;
  fromStatus: string | null;
  toStatus: string | null;
  reason: string | null;
  /** null when the server did it (overdue marking). */
  userId: string | null;
  /** 'patient_link' when the patient did it through their link, 'online_booking' for a booking of the public page; null for staff and the server. */
  source?: string | null;
  at: Date;
}

const nullableText = { type: 'string', columnType: 'text', nullable: true } as const;
const nullableDate = { type: 'string', columnType: 'date', nullable: true } as const;

/** The appointment's log: created, confirmed, cancelled, rescheduled from→to, urgency set or cleared. */
export const AppointmentEventSchema = new EntitySchema<AppointmentEvent>({
  name: 'AppointmentEvent',
  tableName: 'appointment_event',
  filters: tenantFilter,
  indexes: [{ name: 'appointment_event_company_appointment_idx', properties: ['companyId', 'appointmentId', 'kind'] }],
  properties: {
    ...tenantProperties,
    appointmentId: { type: 'uuid' },
    kind: { type: 'string', columnType: 'text' },
    fromDate: nullableDate,
    fromStartTime: nullableText,
    fromEndTime: nullableText,
    toDate: nullableDate,
    toStartTime: nullableText,
    toEndTime: nullableText,
    fromStatus: nullableText,
    toStatus: nullableText,
    reason: nullableText,
    userId: { type: 'uuid', nullable: true },
    source: nullableText,
    at: { type: 'Date', columnType: 'timestamptz' },
  },
});
