export { weekOf } from './grid.ts';
export type { AppointmentData } from './model.ts';
export { STATUS_LABELS, statusLabel } from './status.ts';
