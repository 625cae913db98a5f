import type { Em } from '@agenda/db';
import { type Extensions, router, tenantProcedure } from '@agenda/trpc';
import {
  type BlockedPeriod,
  blockCreateSchema,
  blockUpdateSchema,
  blockedPeriodSchema,
  bridgeCreateSchema,
  bridgeUpdateSchema,
  dateRangeSchema,
  holidayCreateSchema,
  holidayUpdateSchema,
  idSchema,
  settingsPatchSchema,
  unblockCreateSchema,
  unblockUpdateSchema,
  yearSchema,
} from '../shared/validation.ts';
import { blockedDaysBetween, currentYear, holidaysForYear, locationHolidays } from './blocking.service.ts';
import { cancelCoveredAppointments, periodOfBlock, periodOfBridge, periodOfHoliday } from './covered-appointments.ts';
import { periodAppointmentsPoint } from './points.ts';
import * as S from './settings.service.ts';
import { messageTemplates, updateMessageTemplates } from './message-templates.service.ts';
import { messagesUpdateSchema } from '../shared/message-template-rules.ts';
import { pixKeyInputSchema } from '../shared/pix-key.ts';
import { clinicPixKey, saveClinicPixKey } from './pix-key.service.ts';

interface CancellingContext {
  em: Em;
  companyId: string;
  extensions: Extensions;
  session: { userId: string; timeZone: string };
}

/** Inside the procedure's transaction: a failure after the item is saved undoes the cancels too, and the other way round. */
const cancelCovered = (ctx: CancellingContext, period: BlockedPeriod) =>
  cancelCoveredAppointments(
    ctx.em,
    ctx.extensions,
    { companyId: ctx.companyId, userId: ctx.session.userId, timeZone: ctx.session.timeZone },
    period,
  );

const holidays = router({
  list: tenantProcedure.meta({ permission: 'agenda' }).query(async ({ ctx }) => ({ holidays: await S.listHolidays(ctx.em) })),
  create: tenantProcedure
    .meta({ permission: 'settings' })
    .input(holidayCreateSchema)
    .mutation(async ({ ctx, input: { cancelAppointments, ...input } }) => {
      const holiday = await S.createHoliday(ctx.em, ctx.companyId, input);
      return { holiday, cancelled: cancelAppointments ? await cancelCovered(ctx, periodOfHoliday(input)) : 0 };
    }),
  update: tenantProcedure
    .meta({ permission: 'settings' })
    .input(holidayUpdateSchema)
    .mutation(async ({ ctx, input }) => ({ holiday: await S.updateHoliday(ctx.em, input) })),
  remove: tenantProcedure
    .meta({ permission: 'settings' })
    .input(idSchema)
    .mutation(({ ctx, input }) => S.removeHoliday(ctx.em, input.id)),
});

const bridges = router({
  list: tenantProcedure.meta({ permission: 'agenda' }).query(async ({ ctx }) => ({ bridges: await S.listBridges(ctx.em) })),
  create: tenantProcedure
    .meta({ permission: 'settings' })
    .input(bridgeCreateSchema)
    .mutation(async ({ ctx, input: { cancelAppointments, ...input } }) => {
      const bridge = await S.createBridge(ctx.em, ctx.companyId, input);
      return { bridge, cancelled: cancelAppointments ? await cancelCovered(ctx, periodOfBridge(input)) : 0 };
    }),
  update: tenantProcedure
    .meta({ permission: 'settings' })
    .input(bridgeUpdateSchema)
    .mutation(async ({ ctx, input }) => ({ bridge: await S.updateBridge(ctx.em, input) })),
  remove: tenantProcedure
    .meta({ permission: 'settings' })
    .input(idSchema)
    .mutation(({ ctx, input }) => S.removeBridge(ctx.em, input.id)),
});

const blocks = router({
  list: tenantProcedure.meta({ permission: 'agenda' }).query(async ({ ctx }) => ({ blocks: await S.listBlocks(ctx.em) })),
  create: tenantProcedure
    .meta({ permission: 'dayBlocking' })
    .input(blockCreateSchema)
    .mutation(async ({ ctx, input: { cancelAppointments, ...input } }) => {
      const block = await S.createBlock(ctx.em, ctx.companyId, input);
      return { block, cancelled: cancelAppointments ? await cancelCovered(ctx, periodOfBlock(input)) : 0 };
    }),
  update: tenantProcedure
    .meta({ permission: 'dayBlocking' })
    .input(blockUpdateSchema)
    .mutation(async ({ ctx, input }) => ({ block: await S.updateBlock(ctx.em, input) })),
  remove: tenantProcedure
    .meta({ permission: 'dayBlocking' })
    .input(idSchema)
    .mutation(({ ctx, input }) => S.removeBlock(ctx.em, input.id)),
});

const unblocks = router({
  list: tenantProcedure.meta({ permission: 'agenda' }).query(async ({ ctx }) => ({ unblocks: await S.listUnblocks(ctx.em) })),
  create: tenantProcedure
    .meta({ permission: 'dayBlocking' })
    .input(unblockCreateSchema)
    .mutation(async ({ ctx, input }) => ({ unblock: await S.createUnblock(ctx.em, ctx.companyId, input) })),
  update: tenantProcedure
    .meta({ permission: 'dayBlocking' })
    .input(unblockUpdateSchema)
    .mutation(async ({ ctx, input }) => ({ unblock: await S.updateUnblock(ctx.em, input) })),
  remove: tenantProcedure
    .meta({ permission: 'dayBlocking' })
    .input(idSchema)
    .mutation(({ ctx, input }) => S.removeUnblock(ctx.em, input.id)),
});

export const settingsRouter = router({
  get: tenantProcedure
    .meta({ permission: 'agenda' })
    .query(async ({ ctx }) => ({ settings: await S.getSettings(ctx.em, ctx.companyId) })),
  update: tenantProcedure
    .meta({ permission: 'settings' })
    .input(settingsPatchSchema)
    .mutation(async ({ ctx, input }) => ({ settings: await S.updateSettings(ctx.em, ctx.companyId, input) })),
  all: tenantProcedure.meta({ permission: 'agenda' }).query(({ ctx }) => S.allSettings(ctx.em, ctx.companyId)),
  holidays,
  bridges,
  blocks,
  unblocks,
  /** 'Mensagens': the WhatsApp texts staff send patients, the defaults until the clinic edits them. */
  messages: tenantProcedure
    .meta({ permission: 'settings' })
    .query(async ({ ctx }) => ({ templates: await messageTemplates(ctx.em, ctx.companyId) })),
  updateMessages: tenantProcedure
    .meta({ permission: 'settings' })
    .input(messagesUpdateSchema)
    .mutation(async ({ ctx, input }) => ({
      templates: await updateMessageTemplates(ctx.em, ctx.companyId, ctx.session.userId, input),
    })),
  /** 'PIX': the clinic's key and the name and city its BR Codes carry; the owner's, like the company's data. */
  pixKey: tenantProcedure
    .meta({ permission: 'company' })
    .query(async ({ ctx }) => ({ pixKey: await clinicPixKey(ctx.em, ctx.companyId) })),
  updatePixKey: tenantProcedure
    .meta({ permission: 'company' })
    .input(pixKeyInputSchema)
    .mutation(async ({ ctx, input }) => ({
      pixKey: await saveClinicPixKey(ctx.em, ctx.companyId, ctx.session.userId, input),
    })),
  /** The year's holidays that block the agenda (per toggles, plus custom ones). */
  holidaysOfYear: tenantProcedure
    .meta({ permission: 'agenda' })
    .input(yearSchema)
    .query(async ({ ctx, input }) => {
      const year = input.year ?? (await currentYear(ctx.em, ctx.companyId));
      return { holidays: await holidaysForYear(ctx.em, ctx.companyId, year) };
    }),
  /** The location's whole holiday calendar for the year, whatever the toggles (shown in 'Feriados'). */
  locationHolidays: tenantProcedure
    .meta({ permission: 'settings' })
    .input(yearSchema)
    .query(async ({ ctx, input }) => {
      const year = input.year ?? (await currentYear(ctx.em, ctx.companyId));
      return { year, ...(await locationHolidays(ctx.em, ctx.companyId, year)) };
    }),
  /** The active appointments a new holiday, bridge or block would cover: the dialog warns first. */
  appointmentsInPeriod: tenantProcedure
    .meta({ permission: 'agenda' })
    .input(blockedPeriodSchema)
    .query(async ({ ctx, input }) => {
      const lists = await Promise.all(
        ctx.extensions.get(periodAppointmentsPoint).map((p) => p.list(ctx.em, ctx.companyId, input)),
      );
      return { appointments: lists.flat() };
    }),
  blockedDays: tenantProcedure
    .meta({ permission: 'agenda' })
    .input(dateRangeSchema)
    .query(({ ctx, input }) => blockedDaysBetween(ctx.em, ctx.companyId, input.startDate, input.endDate)),
});

export type SettingsRouter = typeof settingsRouter;
/** The shape the browser's settings client sees (the router mounted under `settings`). */
const mounted = (settings: SettingsRouter) => router({ settings });
export type SettingsApi = ReturnType<typeof mounted>;
