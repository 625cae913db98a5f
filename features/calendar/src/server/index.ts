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
export { attendanceReport } from './attendance.ts';
export { demoProfessionalId, recordPastVisit } from './demo-visits.ts';
export { activeBookingsFrom, lastVisitRows } from './recall-visits.ts';
export { AppointmentSchema };
export { type FeedAppointment, feedAppointments } from './feed-appointments.ts';
/**
 * The booking rules for any number of dates, offered to the online booking to come (free slots):
 * one rule set with booking, rescheduling and series.
 * @public
 */
export { refusalError, slotRefusal, slotRefusals } from './availability.ts';
/** @public (as above) */
export type { SlotQuery, SlotRefusal, SlotService } from './availability.ts';
export {
  PATIENT_ANSWER_TEXTS,
  answerAsPatient,
  patientAppointment,
  type PatientAnswer,
  type PatientAppointment,
  type PatientSlot,
} from './patient-answers.ts';
export {
  patientFreeSlots,
  patientSlotRange,
  rescheduleAsPatient,
  stillMovable,
} from './patient-reschedule.ts';
export { dayReminders, remindedAppointments } from './day-reminders.ts';
export { type BookingOrigin, createAppointment } from './appointments.service.ts';
/** One patient, one chair: the online booking refuses a time its patient already holds, in its own words. */
export { clientBusyAt, queueForClient } from './client-chair.ts';
/** Who books (the online booking's actor has no user). @public */
export type { CalendarActor } from './appointment-writes.ts';
/** The free slots of a service under the booking rules: the staff's agenda and the online booking ask it. */
export { freeSlotsBetween } from './free-slots.ts';
/** @public (as above) */
export { MAX_FREE_SLOT_DAYS } from './free-slots.ts';
/** @public (as above) */
export type { FreeSlot, FreeSlotQuery } from './free-slots.ts';
/** Told of every appointment write, inside its transaction (reminders follow the appointment). */
export { appointmentChangesPoint } from './points.ts';
export type { FreedSlot } from './points.ts';
