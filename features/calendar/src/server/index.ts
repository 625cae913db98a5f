export { calendarServerFeature } from './feature.ts';
import { AppointmentSchema } from './entities/appointment.entity.ts';
export { periodSql } from './appointment-rows.ts';
export {
  APPOINTMENT_VALUE_ROWS,
  COMPLETED_APPOINTMENT_ROWS,
  appointmentsById,
  completedAppointmentsFrom,
  latestAppointmentBefore,
} from './appointment-reads.ts';
export type { AppointmentRef } from './appointment-reads.ts';
export { completeAppointment } from './complete-appointment.ts';
export { demoProfessionalId, recordPastVisit } from './demo-visits.ts';
export { activeBookingsFrom, lastVisitRows } from './recall-visits.ts';
export { AppointmentSchema };
