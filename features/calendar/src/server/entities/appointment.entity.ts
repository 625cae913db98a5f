import { EntitySchema, type TenantEntity, tenantFilter, tenantProperties } from '@agenda/db';
import type { AppointmentOrigin } from '../../shared/model.ts';
import type { AppointmentStatus } from '../../shared/status.ts';
import type { UrgencyLevel } from '../../shared/urgency.ts';

export interface Appointment extends TenantEntity {
  clientId: string;
  /** Who attends: the exclusion constraint keeps one professional's appointments (but cancelled ones) from overlapping. */
  professionalId: string;
  serviceId: string;
  /** The series it was booked in (Migration20261202000100_appointment_series); null for a single booking. */
  seriesId?: string | null;
  /** 'yyyy-MM-dd' in the company's time zone. */
  date: string;
  /** 'HH:mm'. */
  startTime: string;
  /** 'HH:mm', after startTime. */
  endTime: string;
  status: AppointmentStatus;
  notes: string | null;
  urgencyLevel: UrgencyLevel | null;
  urgencyDescription: string | null;
  urgencyReportedAt: Date | null;
  /** When reception recorded the patient's arrival ('Chegou'; Migration20261214000100_arrivals). */
  arrivedAt?: Date | null;
  /** When the professional called the patient in ('Chamar': 'Em atendimento'). */
  calledAt?: Date | null;
  /** Where it was booked (Migration20261203000100_appointment_origin): the agenda, or the public booking page. */
  origin?: AppointmentOrigin;
}

// Mirrors the migrations (Migration20261125000500_calendar, …_appointment_professional, …_occupancy): the generated
// `slot` range and the exclusion constraint that keeps the appointments occupying a professional (every status but
// CANCELLED: status.ts, occupiesProfessional) from overlapping.
const SLOT = `tsrange(date + make_time(substr(start_time, 1, 2)::int, substr(start_time, 4, 2)::int, 0), date + make_time(substr(end_time, 1, 2)::int, substr(end_time, 4, 2)::int, 0))`;

/** One booking of a client for a service in a time slot of one day. */
export const AppointmentSchema = new EntitySchema<Appointment & { slot?: string }>({
  name: 'Appointment',
  tableName: 'appointment',
  filters: tenantFilter,
  indexes: [
    { name: 'appointment_company_date_idx', properties: ['companyId', 'date', 'startTime'] },
    { name: 'appointment_company_client_idx', properties: ['companyId', 'clientId'] },
    { name: 'appointment_company_service_idx', properties: ['companyId', 'serviceId'] },
    {
      name: 'appointment_company_urgent_idx',
      expression: `create index appointment_company_urgent_idx on appointment (company_id, urgency_level) where urgency_level is not null`,
    },
    {
      name: 'appointment_company_arrived_idx',
      expression: `create index appointment_company_arrived_idx on appointment (company_id, date) where arrived_at is not null`,
    },
    {
      name: 'appointment_company_open_idx',
      expression: `create index appointment_company_open_idx on appointment (company_id, status, date) where status in ('PENDING', 'CONFIRMED', 'OVERDUE')`,
    },
    {
      name: 'appointment_company_series_idx',
      expression: `create index appointment_company_series_idx on appointment (company_id, series_id) where series_id is not null`,
    },
    {
      name: 'appointment_no_overlap',
      expression: `alter table appointment add constraint appointment_no_overlap exclude using gist (company_id with =, professional_id with =, slot with &&) where (status <> 'CANCELLED')`,
    },
  ],
  properties: {
    ...tenantProperties,
    clientId: { type: 'uuid' },
    professionalId: { type: 'uuid' },
    serviceId: { type: 'uuid' },
    seriesId: { type: 'uuid', nullable: true },
    date: { type: 'string', columnType: 'date' },
    startTime: { type: 'string', columnType: 'text' },
    endTime: { type: 'string', columnType: 'text' },
    status: { type: 'string', columnType: 'text', default: 'PENDING' },
    notes: { type: 'string', columnType: 'text', nullable: true },
    urgencyLevel: { type: 'string', columnType: 'text', nullable: true },
    urgencyDescription: { type: 'string', columnType: 'text', nullable: true },
    urgencyReportedAt: { type: 'Date', columnType: 'timestamptz', nullable: true },
    origin: { type: 'string', columnType: 'text', default: 'STAFF' },
    arrivedAt: { type: 'Date', columnType: 'timestamptz', nullable: true },
    calledAt: { type: 'Date', columnType: 'timestamptz', nullable: true },
    slot: { type: 'string', columnType: 'tsrange', generated: `(${SLOT}) stored`, lazy: true, hidden: true, nullable: true },
  },
});
