export { weekOf } from './grid.ts';
export type { AppointmentData } from './model.ts';
