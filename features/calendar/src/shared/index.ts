export { weekOf } from './grid.ts';
export type { AppointmentData } from './model.ts';
export { statusLabel } from './status.ts';
export { ATTENDANCE_TEXTS, type AttendanceReport } from './attendance.ts';
