import { clientDataAccessPoint } from '@agenda/clients/server';
import { type Extensions, router, tenantProcedure, tenantReadProcedure } from '@agenda/trpc';
import { createSeriesSchema } from '../shared/series-schemas.ts';
import {
  appointmentIdSchema,
  cancelSchema,
  createAppointmentSchema,
  freeSlotsSchema,
  periodSchema,
  rescheduleSchema,
  upcomingOfSchema,
  updateAppointmentSchema,
  urgencySchema,
} from '../shared/schemas.ts';
import {
  type CalendarActor,
  appointmentDetails,
  cancelAppointment,
  clearUrgency,
  confirmAppointment,
  createAppointment,
  listAppointments,
  rescheduleAppointment,
  setUrgency,
  upcomingAppointmentsOf,
  updateAppointment,
  urgentAppointments,
} from './appointments.service.ts';
import { freeSlotsBetween } from './free-slots.ts';
import { createSeries } from './series.service.ts';
import { nowInTimeZone } from '@agenda/br';

const actorOf = (ctx: {
  companyId: string;
  session: { userId: string; timeZone: string };
  extensions: Extensions;
}): CalendarActor => ({
  companyId: ctx.companyId,
  userId: ctx.session.userId,
  timeZone: ctx.session.timeZone,
  extensions: ctx.extensions,
});

export const calendarRouter = router({
  list: tenantReadProcedure
    .meta({ permission: 'agenda' })
    .input(periodSchema)
    .query(async ({ ctx, input }) => ({ appointments: await listAppointments(ctx.db, actorOf(ctx), input) })),
  /** What is left to reassign of a professional who stops attending: the owner's, on the Equipe page. */
  upcomingOf: tenantProcedure
    .meta({ permission: 'team' })
    .input(upcomingOfSchema)
    .query(async ({ ctx, input }) => ({
      appointments: await upcomingAppointmentsOf(ctx.em, actorOf(ctx), input.professionalId),
    })),
  /**
   * The service's free slots (the same rules as booking), from now on unless `walkIns`: the next
   * free times of the reschedule, and who is free at the slot of a new booking ('Primeiro
   * disponível', the busy marks). A hot read: its statements go out at once, each in one round trip.
   */
  freeSlots: tenantReadProcedure
    .meta({ permission: 'agenda' })
    .input(freeSlotsSchema)
    .query(async ({ ctx, input: { walkIns, ...query } }) => {
      const now = nowInTimeZone(ctx.session.timeZone);
      const notBefore = walkIns ? undefined : `${now.date}T${now.time}`;
      return { slots: await freeSlotsBetween(ctx.db, ctx.companyId, { ...query, notBefore }) };
    }),
  urgent: tenantProcedure
    .meta({ permission: 'agenda' })
    .query(async ({ ctx }) => ({ appointments: await urgentAppointments(ctx.em, actorOf(ctx)) })),
  details: tenantProcedure
    .meta({ permission: 'agenda' })
    .input(appointmentIdSchema)
    .query(async ({ ctx, input }) => {
      const appointment = await appointmentDetails(ctx.em, ctx.companyId, input.id);
      // The details show the client's identity: the audit trail (clients' point, clinical fills it) is told.
      for (const record of ctx.extensions.get(clientDataAccessPoint)) {
        await record(ctx.em, ctx.companyId, {
          userId: ctx.session.userId,
          userName: ctx.session.fullName,
          clientId: appointment.client.id,
          resource: 'appointment_details',
          resourceId: appointment.id,
          action: 'read',
        });
      }
      return { appointment };
    }),
  create: tenantProcedure
    .meta({ permission: 'agenda' })
    .input(createAppointmentSchema)
    .mutation(({ ctx, input }) => createAppointment(ctx.em, actorOf(ctx), input)),
  /** A recurring booking: `preview` lists the dates (each bookable or why not); otherwise the bookable ones are made. */
  createSeries: tenantProcedure
    .meta({ permission: 'agenda' })
    .input(createSeriesSchema)
    .mutation(({ ctx, input }) => createSeries(ctx.em, actorOf(ctx), input)),
  update: tenantProcedure
    .meta({ permission: 'agenda' })
    .input(updateAppointmentSchema)
    .mutation(async ({ ctx, input }) => ({ appointment: await updateAppointment(ctx.em, actorOf(ctx), input) })),
  reschedule: tenantProcedure
    .meta({ permission: 'agenda' })
    .input(rescheduleSchema)
    .mutation(({ ctx, input }) => rescheduleAppointment(ctx.em, actorOf(ctx), input)),
  confirm: tenantProcedure
    .meta({ permission: 'agenda' })
    .input(appointmentIdSchema)
    .mutation(async ({ ctx, input }) => ({ appointment: await confirmAppointment(ctx.em, actorOf(ctx), input.id) })),
  cancel: tenantProcedure
    .meta({ permission: 'agenda' })
    .input(cancelSchema)
    .mutation(async ({ ctx, input }) => ({ appointment: await cancelAppointment(ctx.em, actorOf(ctx), input) })),
  setUrgency: tenantProcedure
    .meta({ permission: 'agenda' })
    .input(urgencySchema)
    .mutation(async ({ ctx, input }) => ({ appointment: await setUrgency(ctx.em, actorOf(ctx), input) })),
  clearUrgency: tenantProcedure
    .meta({ permission: 'agenda' })
    .input(appointmentIdSchema)
    .mutation(async ({ ctx, input }) => ({ appointment: await clearUrgency(ctx.em, actorOf(ctx), input.id) })),
});

export type CalendarRouter = typeof calendarRouter;
/** The shape the browser's calendar client sees (the router mounted under `calendar`). */
const mounted = (calendar: CalendarRouter) => router({ calendar });
export type CalendarApi = ReturnType<typeof mounted>;
