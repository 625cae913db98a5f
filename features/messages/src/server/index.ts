export { messagesServerFeature } from './feature.ts';
export { OutboxWorker } from './outbox-worker.ts';
export { emailChannel, smsNotConfigured } from './channels/outbox-channels.ts';
export { DEFAULT_WHATSAPP_API_URL, whatsappCloud } from './channels/whatsapp-cloud.ts';
export { scheduleReminders } from './reminder-schedule.service.ts';
/** Direct messages (a waitlist's offer): another feature's message, sent by this outbox. */
export { enqueueDirectMessage } from './direct-messages.ts';
