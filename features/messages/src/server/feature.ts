import { appointmentChangesPoint } from '@agenda/calendar/server';
import { type ServerFeature, contribute } from '@agenda/trpc';
import type {} from './services.ts';
import { seedDemoMessages } from './demo-messages.seeder.ts';
import { InboundMessageSchema } from './entities/inbound-message.entity.ts';
import { MessageOptOutSchema } from './entities/message-opt-out.entity.ts';
import { MessageSettingsSchema } from './entities/message-settings.entity.ts';
import { OutboundMessageSchema } from './entities/outbound-message.entity.ts';
import { Migration20261215000100_messages } from './migrations/Migration20261215000100_messages.ts';
import { Migration20261220000100_direct_messages } from './migrations/Migration20261220000100_direct_messages.ts';
import { scheduleReminders } from './reminder-schedule.service.ts';
import { messagesRest } from './rest.ts';
import { messagesPages } from './webhook.ts';
import { messagesRouter } from './router.ts';

export const messagesServerFeature = {
  key: 'messages',
  router: messagesRouter,
  entities: [MessageSettingsSchema, OutboundMessageSchema, MessageOptOutSchema, InboundMessageSchema],
  migrations: [
    { name: 'Migration20261215000100_messages', class: Migration20261215000100_messages },
    { name: 'Migration20261220000100_direct_messages', class: Migration20261220000100_direct_messages },
  ],
  rest: messagesRest,
  // The provider's webhook needs the raw body (its signature), so it is a route of its own.
  pages: messagesPages,
  seedDemo: seedDemoMessages,
  contributions: [contribute(appointmentChangesPoint, scheduleReminders)],
} satisfies ServerFeature<'messages'>;
