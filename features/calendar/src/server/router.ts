import { clientDataAccessPoint } from '@agenda/clients/server';
import { router, tenantProcedure, tenantReadProcedure } from '@agenda/trpc';
import {
  appointmentIdSchema,
  createAppointmentSchema,
  periodSchema,
  rescheduleSchema,
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
  updateAppointment,
  urgentAppointments,
} from './appointments.service.ts';

const actorOf = (ctx: { companyId: string; session: { userId: string; timeZone: string } }): CalendarActor => ({
  companyId: ctx.companyId,
  userId: ctx.session.userId,
  timeZone: ctx.session.timeZone,
});

export const calendarRouter = router({
  list: tenantReadProcedure
    .input(periodSchema)
    .query(async ({ ctx, input }) => ({ appointments: await listAppointments(ctx.db, actorOf(ctx), input) })),
  urgent: tenantProcedure.query(async ({ ctx }) => ({ appointments: await urgentAppointments(ctx.em, ctx.companyId) })),
  details: tenantProcedure.input(appointmentIdSchema).query(async ({ ctx, input }) => {
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
    .input(createAppointmentSchema)
    .mutation(({ ctx, input }) => createAppointment(ctx.em, actorOf(ctx), input)),
  update: tenantProcedure
    .input(updateAppointmentSchema)
    .mutation(async ({ ctx, input }) => ({ appointment: await updateAppointment(ctx.em, actorOf(ctx), input) })),
  reschedule: tenantProcedure
    .input(rescheduleSchema)
    .mutation(({ ctx, input }) => rescheduleAppointment(ctx.em, actorOf(ctx), input)),
  confirm: tenantProcedure
    .input(appointmentIdSchema)
    .mutation(async ({ ctx, input }) => ({ appointment: await confirmAppointment(ctx.em, actorOf(ctx), input.id) })),
  cancel: tenantProcedure
    .input(appointmentIdSchema)
    .mutation(async ({ ctx, input }) => ({ appointment: await cancelAppointment(ctx.em, actorOf(ctx), input.id) })),
  setUrgency: tenantProcedure
    .input(urgencySchema)
    .mutation(async ({ ctx, input }) => ({ appointment: await setUrgency(ctx.em, actorOf(ctx), input) })),
  clearUrgency: tenantProcedure
    .input(appointmentIdSchema)
    .mutation(async ({ ctx, input }) => ({ appointment: await clearUrgency(ctx.em, actorOf(ctx), input.id) })),
});

export type CalendarRouter = typeof calendarRouter;
/** The shape the browser's calendar client sees (the router mounted under `calendar`). */
const mounted = (calendar: CalendarRouter) => router({ calendar });
export type CalendarApi = ReturnType<typeof mounted>;
