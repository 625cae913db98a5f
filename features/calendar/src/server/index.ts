import { AppointmentSchema } from './entities/appointment.entity.ts';
import { AppointmentEventSchema } from './entities/appointment-event.entity.ts';

export { calendarRouter } from './router.ts';
export type { CalendarApi, CalendarRouter } from './router.ts';
export { mountCalendarRest } from './rest.ts';
export { PERIOD_SQL } from './appointment-rows.ts';
export { seedDemoAppointments } from './demo-appointments.seeder.ts';
export { AppointmentSchema, AppointmentEventSchema };
export type { Appointment } from './entities/appointment.entity.ts';
export type { AppointmentEvent } from './entities/appointment-event.entity.ts';

export const calendarEntities = [AppointmentSchema, AppointmentEventSchema];
