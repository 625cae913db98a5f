export type { AppointmentInPeriod, BlockedPeriod } from './validation.ts';
export {
  DEFAULT_MESSAGE_TEMPLATES,
  MESSAGE_KINDS,
  MESSAGE_KIND_LABELS,
  MESSAGE_PLACEHOLDERS,
  type MessageKind,
} from './message-templates.ts';
