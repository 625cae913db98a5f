import type { AppointmentStatus } from './status.ts';
import type { Urgency } from './urgency.ts';

/** The client as an appointment carries it. */
export interface AppointmentClient {
  id: string;
  fullName: string;
  phone: string;
  notes: string | null;
}

/** The service as an appointment carries it (price in reais). */
export interface AppointmentService {
  id: string;
  name: string;
  duration: number;
  price: number;
}

/** Who attends, as an appointment carries it (the agenda colours the card with it). */
export interface AppointmentProfessional {
  id: string;
  name: string;
  color: string;
}

/** Where an appointment was booked: the agenda (staff) or the clinic's public booking page. */
export type AppointmentOrigin = 'STAFF' | 'ONLINE';

/** An appointment in every answer (`{ appointments }`, `{ appointment }`). */
export interface AppointmentData {
  id: string;
  /** 'yyyy-MM-dd' in the company's time zone. */
  date: string;
  /** 'HH:mm'. */
  startTime: string;
  /** 'HH:mm', after startTime on the same day. */
  endTime: string;
  status: AppointmentStatus;
  notes: string | null;
  createdAt: string;
  updatedAt: string;
  client: AppointmentClient;
  service: AppointmentService;
  professionalId: string;
  professional: AppointmentProfessional;
  urgency: Urgency | null;
  /** True once the appointment was rescheduled at least once (the 'Remarcados' metric). */
  rescheduled: boolean;
  /** The series it belongs to (a recurring booking); null for a single one. */
  seriesId: string | null;
  /** The patient asked, through their link, to move this very slot ('Quer remarcar' on the card). */
  rescheduleRequested: boolean;
  /** The patient moved it to this very slot through their link ('Remarcado pelo paciente', decision 054). */
  rescheduledByPatient: boolean;
  /** 'ONLINE' when the patient booked it on the public page ('Online' on the card). */
  origin: AppointmentOrigin;
  /** ISO instant reception recorded the arrival ('Chegou'); null before. */
  arrivedAt: string | null;
  /** ISO instant the professional called the patient in ('Em atendimento'); null before. */
  calledAt: string | null;
}

/**
 * The answer of booking and rescheduling: the appointment, and what the front desk should know but
 * that does not refuse it (the client already booked with someone else at that time).
 */
export interface BookedAppointment {
  appointment: AppointmentData;
  warnings: string[];
}

export type AppointmentEventKind =
  | 'created'
  | 'confirmed'
  | 'cancelled'
  | 'rescheduled'
  | 'urgency_set'
  | 'urgency_cleared'
  | 'status_changed'
  | 'reschedule_requested';

/** One line of an appointment's history. */
export interface AppointmentEventData {
  id: string;
  kind: AppointmentEventKind;
  from: { date: string; startTime: string; endTime: string } | null;
  to: { date: string; startTime: string; endTime: string } | null;
  fromStatus: string | null;
  toStatus: string | null;
  reason: string | null;
  /** Who did it; null for the server's own overdue marking. */
  userName: string | null;
  at: string;
}

/** `GET /api/appointments/{id}/details`: the appointment and its history. */
export interface AppointmentDetails extends AppointmentData {
  events: AppointmentEventData[];
}

export const EVENT_LABELS: Record<AppointmentEventKind, string> = {
  created: 'Agendamento criado',
  confirmed: 'Agendamento confirmado',
  cancelled: 'Agendamento cancelado',
  rescheduled: 'Reagendado',
  urgency_set: 'Urgência registrada',
  urgency_cleared: 'Urgência removida',
  status_changed: 'Status alterado',
  reschedule_requested: 'Paciente pediu para remarcar',
};

/** The author of what a patient did through their link (an event with source 'patient_link'). */
export const PATIENT_LINK_AUTHOR = 'Paciente (link)';

/** The author of a booking made on the public page (an event with source 'online_booking'). */
export const ONLINE_BOOKING_AUTHOR = 'Agendamento online';
