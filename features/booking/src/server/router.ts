import { publicProcedure, rateLimited, router, tenantProcedure } from '@agenda/trpc';
import { bookableServices } from '@agenda/services/server';
import { activeProfessionals } from '@agenda/team/server';
import * as v from 'valibot';
import { bookingSchema, pageSchema, pageViewSchema, slotsQuerySchema } from '../shared/public-schemas.ts';
import { bookingSettingsSchema } from '../shared/settings.ts';
import { bookOnline } from './book.service.ts';
import { BOOK_LIMIT, READ_LIMIT } from './limits.ts';
import { markSeen, typedData, unseenBookings } from './online-bookings.service.ts';
import { pageView } from './page-view.service.ts';
import { publicPage, withPage } from './public-page.service.ts';
import { bookingSettings, saveBookingSettings } from './settings.service.ts';
import { publicSlots } from './public-slots.ts';

const readLimits = rateLimited(READ_LIMIT);
const bookLimits = rateLimited(BOOK_LIMIT);

const publicRead = publicProcedure.meta({ permission: 'public' }).use(readLimits);
const appointmentIdSchema = v.object({ appointmentId: v.pipe(v.string(), v.maxLength(36)) });

export const bookingRouter = router({
  /** 'Agendamento online' in the agenda's settings (the owner). */
  settings: tenantProcedure
    .meta({ permission: 'settings' })
    .query(async ({ ctx }) => ({ settings: await bookingSettings(ctx.em, ctx.companyId) })),
  updateSettings: tenantProcedure
    .meta({ permission: 'settings' })
    .input(bookingSettingsSchema)
    .mutation(async ({ ctx, input }) => ({ settings: await saveBookingSettings(ctx.em, ctx.companyId, input) })),
  /** The tab's checklists: the clinic's bookable services and active professionals. */
  settingsChoices: tenantProcedure.meta({ permission: 'settings' }).query(async ({ ctx }) => {
    const [services, professionals] = await Promise.all([
      bookableServices(ctx.em, ctx.companyId),
      activeProfessionals(ctx.em, ctx.companyId),
    ]);
    return {
      services: services.map((s) => ({ id: s.id, name: s.name })),
      professionals: professionals.map((p) => ({ id: p.id, name: p.name })),
    };
  }),
  /** 'Novos agendamentos online': the ones no one has marked as seen. */
  onlineBookings: tenantProcedure
    .meta({ permission: 'agenda' })
    .query(async ({ ctx }) => ({ bookings: await unseenBookings(ctx.em, ctx.companyId) })),
  markSeen: tenantProcedure
    .meta({ permission: 'agenda' })
    .input(appointmentIdSchema)
    .mutation(({ ctx, input }) => markSeen(ctx.em, ctx.companyId, input.appointmentId, ctx.session.userId)),
  /** What a patient typed when booking this appointment online, and where it differs from the record. */
  typedData: tenantProcedure
    .meta({ permission: 'agenda' })
    .input(appointmentIdSchema)
    .query(({ ctx, input }) => typedData(ctx.em, ctx.companyId, input.appointmentId)),
  /** The public page's clinic, services and professionals. */
  page: publicRead
    .input(pageSchema)
    .query(({ ctx, input }) => withPage(ctx, input.slug, async (_tx, offer) => publicPage(offer))),
  /** Counts its read limit in the statement of its page's row (publicSlots): the hot public read. */
  slots: publicProcedure
    .meta({ permission: 'public' })
    .input(slotsQuerySchema)
    .query(async ({ ctx, input }) => ({ slots: await publicSlots(ctx, input) })),
  /** One step of the server-rendered page (/agendar/{slug}): everything it shows, in one read. */
  pageView: publicRead
    .input(pageViewSchema)
    .query(({ ctx, input }) => withPage(ctx, input.slug, (tx, offer) => pageView(tx, offer, input))),
  book: publicProcedure
    .meta({ permission: 'public' })
    .use(bookLimits)
    .input(bookingSchema)
    .mutation(({ ctx, input }) => bookOnline(ctx, input)),
});

export type BookingRouter = typeof bookingRouter;
const mounted = (booking: BookingRouter) => router({ booking });
export type BookingApi = ReturnType<typeof mounted>;
