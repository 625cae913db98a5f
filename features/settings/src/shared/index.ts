export type { AppointmentInPeriod, BlockedPeriod } from './validation.ts';
