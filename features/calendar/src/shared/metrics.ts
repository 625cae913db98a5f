import type { AppointmentStatus } from './status.ts';

export interface DailyMetrics {
  /** 'Aprovados': confirmed appointments, and those whose patient arrived or is being seen. */
  approved: number;
  /** 'Pendentes'. */
  pending: number;
  /** 'Cancelados'. */
  cancelled: number;
  /** 'Remarcados': appointments of the day that were rescheduled (from the event log). */
  rescheduled: number;
  /** 'Total do dia': every appointment of the day, cancelled ones included. */
  total: number;
}

/** The side panel's numbers for `date`. */
export function dailyMetrics(
  appointments: readonly { date: string; status: AppointmentStatus | string; rescheduled: boolean }[],
  date: string,
): DailyMetrics {
  const metrics: DailyMetrics = { approved: 0, pending: 0, cancelled: 0, rescheduled: 0, total: 0 };
  for (const a of appointments) {
    if (a.date !== date) continue;
    metrics.total++;
    // A patient who arrived, or is being seen, was expected as confirmed (decision 054).
    if (a.status === 'CONFIRMED' || a.status === 'ARRIVED' || a.status === 'IN_SERVICE') metrics.approved++;
    else if (a.status === 'PENDING') metrics.pending++;
    else if (a.status === 'CANCELLED') metrics.cancelled++;
    if (a.rescheduled) metrics.rescheduled++;
  }
  return metrics;
}
