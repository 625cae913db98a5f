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
import { arriveAppointment, callAppointment, callPanel, waitingRoom } from './front-desk.service.ts';
import { clientAttendance } from './attendance.ts';
import { findClient } from '@agenda/clients/server';
import { clientAttendanceSchema } from '../shared/schemas.ts';
import { createSeries } from './series.service.ts';
import { nowInTimeZone } from '@agenda/br';
import type { Role } from '@agenda/access';

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
const deskActorOf = (ctx: {
  companyId: string;
  session: { userId: string; timeZone: string; role: Role };
  extensions: Extensions;
}) => ({
  ...actorOf(ctx),
  role: ctx.session.role,
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
  /** The front desk (decision 054): reception records that the patient arrived ('Chegou'). */
  arrive: tenantProcedure
    .meta({ permission: 'arrivals' })
    .input(appointmentIdSchema)
    .mutation(async ({ ctx, input }) => ({ appointment: await arriveAppointment(ctx.em, actorOf(ctx), input.id) })),
  /** The professional calls their patient in ('Chamar': 'Em atendimento'); the call panel shows it. */
  callIn: tenantProcedure
    .meta({ permission: 'callPatients' })
    .input(appointmentIdSchema)
    .mutation(async ({ ctx, input }) => ({ appointment: await callAppointment(ctx.em, deskActorOf(ctx), input.id) })),
  /** Today's waiting room: every member sees who waits (the professional calls from it). */
  waitingRoom: tenantProcedure
    .meta({ permission: 'agenda' })
    .query(async ({ ctx }) => ({ patients: await waitingRoom(ctx.em, actorOf(ctx)) })),
  /** The waiting-room TV: today's latest calls, read by any staff session. */
  callPanel: tenantProcedure
    .meta({ permission: 'agenda' })
    .query(async ({ ctx }) => ({ calls: await callPanel(ctx.em, actorOf(ctx)) })),
  /** The client's record: how often they missed (Faltou) or cancelled late (decision 054). */
  attendanceOf: tenantProcedure
    .meta({ permission: 'agenda' })
    .input(clientAttendanceSchema)
    .query(async ({ ctx, input }) => {
      await findClient(ctx.em, ctx.companyId, input.clientId);
      const today = nowInTimeZone(ctx.session.timeZone).date;
      return { attendance: await clientAttendance(ctx.em, ctx.companyId, input.clientId, today, ctx.session.timeZone) };
    }),
  clearUrgency: tenantProcedure
    .meta({ permission: 'agenda' })
    .input(appointmentIdSchema)
    .mutation(async ({ ctx, input }) => ({ appointment: await clearUrgency(ctx.em, actorOf(ctx), input.id) })),
});

export type CalendarRouter = typeof calendarRouter;
/** The shape the browser's calendar client sees (the router mounted under `calendar`). */
const mounted = (calendar: CalendarRouter) => router({ calendar });
export type CalendarApi = ReturnType<typeof mounted>;
