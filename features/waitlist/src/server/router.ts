import { publicProcedure, rateLimited, router, tenantProcedure } from '@agenda/trpc';
import { entryIdSchema, offerTokenSchema, waitlistEntrySchema, waitlistSettingsSchema } from '../shared/schemas.ts';
import { OFFER_LINK_LIMITS, acceptOffer, openOffer } from './accept.service.ts';
import { saveWaitlistSettings, waitlistSettings } from './settings.service.ts';
import { addEntry, formProfessionals, listEntries, removeEntry } from './waitlist.service.ts';

const actorOf = (ctx: { companyId: string; session: { userId: string; timeZone: string } }) => ({
  companyId: ctx.companyId,
  userId: ctx.session.userId,
  timeZone: ctx.session.timeZone,
});

const patient = publicProcedure.meta({ permission: 'public' }).use(rateLimited(...OFFER_LINK_LIMITS));

export const waitlistRouter = router({
  /** 'Lista de espera': the active entries, oldest first, with their open offers. */
  list: tenantProcedure
    .meta({ permission: 'waitlist' })
    .query(async ({ ctx }) => ({ entries: await listEntries(ctx.em, actorOf(ctx)) })),
  add: tenantProcedure
    .meta({ permission: 'waitlist' })
    .input(waitlistEntrySchema)
    .mutation(async ({ ctx, input }) => ({ entry: await addEntry(ctx.em, actorOf(ctx), input) })),
  remove: tenantProcedure
    .meta({ permission: 'waitlist' })
    .input(entryIdSchema)
    .mutation(async ({ ctx, input }) => {
      await removeEntry(ctx.em, ctx.companyId, input.id);
      return { ok: true as const };
    }),
  /** What the form offers: the clinic's active professionals. */
  options: tenantProcedure
    .meta({ permission: 'waitlist' })
    .query(async ({ ctx }) => ({ professionals: await formProfessionals(ctx.em, ctx.companyId) })),
  settings: tenantProcedure
    .meta({ permission: 'waitlist' })
    .query(async ({ ctx }) => ({ settings: await waitlistSettings(ctx.em, ctx.companyId) })),
  saveSettings: tenantProcedure
    .meta({ permission: 'settings' })
    .input(waitlistSettingsSchema)
    .mutation(async ({ ctx, input }) => ({ settings: await saveWaitlistSettings(ctx.em, ctx.companyId, input) })),
  /** The patient's page: the slot an offer's link holds. */
  offer: patient.input(offerTokenSchema).query(({ ctx, input }) => openOffer(ctx, input.token)),
  /** 'Quero este horário': the first accept of a slot books it; the others are told it was taken. */
  accept: patient.input(offerTokenSchema).mutation(({ ctx, input }) => acceptOffer(ctx, input.token)),
});

export type WaitlistRouter = typeof waitlistRouter;
/** The shape the browser's waitlist client sees (the router mounted under `waitlist`). */
const mounted = (waitlist: WaitlistRouter) => router({ waitlist });
export type WaitlistApi = ReturnType<typeof mounted>;
