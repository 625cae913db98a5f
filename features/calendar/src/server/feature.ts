import { clientAppointmentsPoint, clientRecordsPoint } from '@agenda/clients/server';
import { periodAppointmentsPoint } from '@agenda/settings/server';
import { type ServerFeature, contribute } from '@agenda/trpc';
import { appointmentCountOf, appointmentsOfClient, clientHasAppointments } from './client-appointments.contribution.ts';
import { seedDemoAppointments } from './demo-appointments.seeder.ts';
import { seedDemoSeries } from './demo-series.seeder.ts';
import { AppointmentEventSchema } from './entities/appointment-event.entity.ts';
import { AppointmentSchema } from './entities/appointment.entity.ts';
import { AppointmentSeriesSchema } from './entities/appointment-series.entity.ts';
import { Migration20261125000500_calendar } from './migrations/Migration20261125000500_calendar.ts';
import { Migration20261126000500_calendar_tenant_keys } from './migrations/Migration20261126000500_calendar_tenant_keys.ts';
import { Migration20261201000300_appointment_professional } from './migrations/Migration20261201000300_appointment_professional.ts';
import { Migration20261202000100_appointment_series } from './migrations/Migration20261202000100_appointment_series.ts';
import { Migration20261202000200_appointment_event_source } from './migrations/Migration20261202000200_appointment_event_source.ts';
import { Migration20261203000100_appointment_origin } from './migrations/Migration20261203000100_appointment_origin.ts';
import { Migration20261204004000_one_client_one_chair } from './migrations/Migration20261204004000_one_client_one_chair.ts';
import { Migration20261214000100_arrivals } from './migrations/Migration20261214000100_arrivals.ts';
import { Migration20261223000000_open_appointments_index } from './migrations/Migration20261223000000_open_appointments_index.ts';
import { appointmentChangesPoint } from './points.ts';
import { appointmentsInPeriod, cancelAppointmentsInPeriod } from './period-appointments.ts';
import { calendarRest } from './rest.ts';
import { calendarRouter } from './router.ts';

export const calendarServerFeature = {
  key: 'calendar',
  router: calendarRouter,
  entities: [AppointmentSchema, AppointmentEventSchema, AppointmentSeriesSchema],
  migrations: [
    { name: 'Migration20261125000500_calendar', class: Migration20261125000500_calendar },
    { name: 'Migration20261126000500_calendar_tenant_keys', class: Migration20261126000500_calendar_tenant_keys },
    {
      name: 'Migration20261201000300_appointment_professional',
      class: Migration20261201000300_appointment_professional,
    },
    { name: 'Migration20261202000100_appointment_series', class: Migration20261202000100_appointment_series },
    { name: 'Migration20261202000200_appointment_event_source', class: Migration20261202000200_appointment_event_source },
    { name: 'Migration20261203000100_appointment_origin', class: Migration20261203000100_appointment_origin },
    { name: 'Migration20261204004000_one_client_one_chair', class: Migration20261204004000_one_client_one_chair },
    { name: 'Migration20261214000100_arrivals', class: Migration20261214000100_arrivals },
    {
      name: 'Migration20261223000000_open_appointments_index',
      class: Migration20261223000000_open_appointments_index,
    },
  ],
  rest: calendarRest,
  offers: [appointmentChangesPoint],
  seedDemo: async (em, companyId) => {
    await seedDemoAppointments(em, companyId);
    await seedDemoSeries(em, companyId);
  },
  contributions: [
    contribute(clientAppointmentsPoint, { list: appointmentsOfClient, countOf: appointmentCountOf }),
    contribute(clientRecordsPoint, clientHasAppointments),
    contribute(periodAppointmentsPoint, { list: appointmentsInPeriod, cancel: cancelAppointmentsInPeriod }),
  ],
} satisfies ServerFeature<'calendar'>;
