import { router, tenantProcedure } from '@agenda/trpc';
import { messageIdSchema, messageListSchema, messageSettingsSchema } from '../shared/schemas.ts';
import { messageSettings, saveMessageSettings } from './message-settings.service.ts';
import { listMessages, resendMessage } from './messages.service.ts';

export const messagesRouter = router({
  /** `{ messages }`: a day's reminders (or one appointment's), with where each stands. */
  list: tenantProcedure
    .meta({ permission: 'messages' })
    .input(messageListSchema)
    .query(async ({ ctx, input }) => ({ messages: await listMessages(ctx.em, ctx.companyId, input) })),
  /** 'Reenviar': due again at once. */
  resend: tenantProcedure
    .meta({ permission: 'messages' })
    .input(messageIdSchema)
    .mutation(async ({ ctx, input }) => ({ message: await resendMessage(ctx.em, ctx.companyId, input.id) })),
  /** The clinic's reminders (which, quiet hours) and channels: the owner's. */
  settings: tenantProcedure.meta({ permission: 'settings' }).query(({ ctx }) => messageSettings(ctx.em, ctx.companyId)),
  saveSettings: tenantProcedure
    .meta({ permission: 'settings' })
    .input(messageSettingsSchema)
    .mutation(({ ctx, input }) => saveMessageSettings(ctx.em, ctx.companyId, input)),
});

export type MessagesRouter = typeof messagesRouter;
const mounted = (messages: MessagesRouter) => router({ messages });
export type MessagesApi = ReturnType<typeof mounted>;
