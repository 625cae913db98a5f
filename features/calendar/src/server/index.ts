export { calendarServerFeature } from './feature.ts';
import { AppointmentSchema } from './entities/appointment.entity.ts';
import { AppointmentEventSchema } from './entities/appointment-event.entity.ts';
export { PERIOD_SQL } from './appointment-rows.ts';
export { completeAppointment } from './complete-appointment.ts';
export { AppointmentSchema, AppointmentEventSchema };
export type { Appointment } from './entities/appointment.entity.ts';
