export { calendarServerFeature } from './feature.ts';
import { AppointmentSchema } from './entities/appointment.entity.ts';
import { AppointmentEventSchema } from './entities/appointment-event.entity.ts';

export type { CalendarApi, CalendarRouter } from './router.ts';
export { periodSql } from './appointment-rows.ts';
export {
  APPOINTMENT_VALUE_ROWS,
  appointmentsById,
  completedAppointmentsFrom,
  latestAppointmentBefore,
} from './appointment-reads.ts';
export type { AppointmentRef } from './appointment-reads.ts';
export { completeAppointment } from './complete-appointment.ts';
export { seedDemoAppointments } from './demo-appointments.seeder.ts';
export { recordPastVisit } from './demo-visits.ts';
export type { PastVisit } from './demo-visits.ts';
export { AppointmentSchema, AppointmentEventSchema };
export type { Appointment } from './entities/appointment.entity.ts';
export type { AppointmentEvent } from './entities/appointment-event.entity.ts';
