import { type BaseContext, publicProcedure, rateLimited, router, tenantProcedure } from '@agenda/trpc';
import {
  answerWithReasonSchema,
  appointmentIdSchema,
  patientLinkPolicySchema,
  patientRescheduleSchema,
  patientSlotsSchema,
  remindersSchema,
  sentSchema,
  tokenSchema,
} from '../shared/schemas.ts';
import { PATIENT_LINK_LIMITS, answer, openedAppointment, rescheduleForPatient, slotsForPatient } from './patient-link.service.ts';
import { patientLinkPolicy, setPatientLinkPolicy } from './policy.service.ts';
import { markSent, patientLink, reminders } from './reminders.service.ts';
import './services.ts';

const linkBase = (ctx: BaseContext) => ({
  base: ctx.services.confirmations.publicUrl ?? ctx.origin,
  key: ctx.services.confirmations.linkKey,
});

const patient = publicProcedure.meta({ permission: 'public' }).use(rateLimited(...PATIENT_LINK_LIMITS));

export const confirmationsRouter = router({
  /** The link the clinic sends a patient, with its WhatsApp message. */
  patientLink: tenantProcedure
    .meta({ permission: 'agenda' })
    .input(appointmentIdSchema)
    .query(({ ctx, input }) => patientLink(ctx.em, ctx.companyId, input.id, linkBase(ctx))),
  /** 'Confirmações': a day's appointments (default: the next working day) to remind by WhatsApp. */
  reminders: tenantProcedure
    .meta({ permission: 'agenda' })
    .input(remindersSchema)
    .query(({ ctx, input }) => reminders(ctx.em, ctx.companyId, input.date, linkBase(ctx))),
  /** 'Mensagem enviada', with who and when. */
  markSent: tenantProcedure
    .meta({ permission: 'agenda' })
    .input(sentSchema)
    .mutation(({ ctx, input }) => markSent(ctx.em, ctx.companyId, input.appointmentId, ctx.session.userId)),
  /** The patient's page: the appointment a link opens. */
  appointment: patient.input(tokenSchema).query(({ ctx, input }) => openedAppointment(ctx, input.token)),
  confirm: patient.input(tokenSchema).mutation(({ ctx, input }) => answer(ctx, input.token, 'confirm')),
  cancel: patient.input(answerWithReasonSchema).mutation(({ ctx, input }) => answer(ctx, input.token, 'cancel', input.reason)),
  requestReschedule: patient
    .input(answerWithReasonSchema)
    .mutation(({ ctx, input }) => answer(ctx, input.token, 'reschedule_request', input.reason)),
  /** 'Remarcar' (decision 054): the free slots of the same service and professional, within the policy. */
  slots: patient.input(patientSlotsSchema).query(({ ctx, input }) => slotsForPatient(ctx, input.token, input)),
  /** 'Remarcar': the chosen slot, booked in one transaction; the answer carries the new link. */
  reschedule: patient
    .input(patientRescheduleSchema)
    .mutation(({ ctx, input }) => rescheduleForPatient(ctx, input.token, { date: input.date, startTime: input.startTime })),
  /** Until how many hours before the appointment the patient may reschedule through the link. */
  policy: tenantProcedure
    .meta({ permission: 'agenda' })
    .query(async ({ ctx }) => ({ policy: await patientLinkPolicy(ctx.em, ctx.companyId) })),
  setPolicy: tenantProcedure
    .meta({ permission: 'settings' })
    .input(patientLinkPolicySchema)
    .mutation(async ({ ctx, input }) => ({ policy: await setPatientLinkPolicy(ctx.em, ctx.companyId, input) })),
});

export type ConfirmationsRouter = typeof confirmationsRouter;
const mounted = (confirmations: ConfirmationsRouter) => router({ confirmations });
export type ConfirmationsApi = ReturnType<typeof mounted>;
