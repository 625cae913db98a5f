export type { AppointmentInPeriod, BlockedPeriod } from './validation.ts';
export { DEFAULT_MESSAGE_TEMPLATES } from './message-templates.ts';
