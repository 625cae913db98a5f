export type { AppointmentInPeriod, BlockedPeriod } from './validation.ts';
export { DEFAULT_MESSAGE_TEMPLATES } from './message-templates.ts';
export type { ClinicPixKey } from './pix-key.ts';
