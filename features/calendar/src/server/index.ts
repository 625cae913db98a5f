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
export { AppointmentSchema };
export {
  PATIENT_ANSWER_TEXTS,
  answerAsPatient,
  patientAppointment,
  type PatientAnswer,
  type PatientAppointment,
  type PatientSlot,
} from './patient-answers.ts';
export { dayReminders } from './day-reminders.ts';
export { createAppointment } from './appointments.service.ts';
