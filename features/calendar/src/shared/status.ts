export const APPOINTMENT_STATUSES = [
  'PENDING',
  'CONFIRMED',
  'ARRIVED',
  'IN_SERVICE',
  'CANCELLED',
  'COMPLETED',
  'OVERDUE',
  'NO_SHOW',
] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

/** Open statuses: the appointment still waits to happen (urgencies, the blocks' cancel list, reassigning). */
export const ACTIVE_STATUSES = ['PENDING', 'CONFIRMED', 'OVERDUE'] as const satisfies readonly AppointmentStatus[];

/** No status control is shown and no transition is allowed once here. */
export const FINAL_STATUSES = ['COMPLETED', 'CANCELLED'] as const satisfies readonly AppointmentStatus[];

/**
 * The front desk's day (decision 054): the patient arrived ('Chegou', waiting room) and then was called
 * in ('Em atendimento'), between confirmed and completed. Arriving is open to the statuses of a patient
 * still expected (an overdue one arrived late); only an arrived patient is called.
 */
export const ARRIVABLE_STATUSES = ['PENDING', 'CONFIRMED', 'OVERDUE'] as const satisfies readonly AppointmentStatus[];
export const isArrivable = (status: string): boolean => (ARRIVABLE_STATUSES as readonly string[]).includes(status);

export const isActiveStatus = (status: string): boolean => (ACTIVE_STATUSES as readonly string[]).includes(status);

/**
 * The one status that gives the professional's time back. Every other one occupies it — an
 * appointment finished early, or missed, still held that time (decision 041): the exclusion
 * constraint, the free slots, the series preview, the reschedule and the client's one chair all ask
 * this. The SQL twin is `occupiesSql` (server/occupancy.ts); the constraint's predicate says the same.
 */
export const FREEING_STATUS = 'CANCELLED' as const satisfies AppointmentStatus;
export const occupiesProfessional = (status: string): boolean => status !== FREEING_STATUS;
export const isFinalStatus = (status: string): boolean => (FINAL_STATUSES as readonly string[]).includes(status);

/** Status labels as the spec writes them ('Atrasado' for OVERDUE is ours: the spec names no label). */
export const STATUS_LABELS: Record<AppointmentStatus, string> = {
  PENDING: 'Pendente',
  CONFIRMED: 'Confirmado',
  ARRIVED: 'Chegou',
  IN_SERVICE: 'Em atendimento',
  CANCELLED: 'Cancelado',
  COMPLETED: 'Concluído',
  OVERDUE: 'Atrasado',
  NO_SHOW: 'Faltou',
};

/** Calendar colours by status (§4): any status outside the list is light blue. */
export const STATUS_COLORS: Record<AppointmentStatus, string> = {
  CONFIRMED: '#16a34a',
  ARRIVED: '#0d9488',
  IN_SERVICE: '#2563eb',
  PENDING: '#f59e0b',
  CANCELLED: '#ef4444',
  COMPLETED: '#8b5cf6',
  NO_SHOW: '#9ca3af',
  OVERDUE: '#991b1b',
};
export const OTHER_STATUS_COLOR = '#93c5fd';

export function statusColor(status: string): string {
  return STATUS_COLORS[status as AppointmentStatus] ?? OTHER_STATUS_COLOR;
}

export function statusLabel(status: string): string {
  return STATUS_LABELS[status as AppointmentStatus] ?? status;
}
