export { MESSAGE_STATUS_LABELS, MESSAGE_STATUSES, type MessageStatus } from './statuses.ts';
export { MESSAGES_TEXTS } from './texts.ts';
