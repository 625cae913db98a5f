import type { Em } from '@agenda/db';
import type { AppointmentInPeriod, BlockedPeriod } from '@agenda/settings/shared';
import { overlaps } from '../shared/grid.ts';
import { isActiveStatus } from '../shared/status.ts';
import { appointmentRowsBetween, toAppointmentData } from './appointment-rows.ts';
import { type CalendarActor, cancelAppointment } from './appointments.service.ts';

/** The active appointments inside a period about to be blocked (whole days, or a time range on each). */
export async function appointmentsInPeriod(em: Em, companyId: string, period: BlockedPeriod): Promise<AppointmentInPeriod[]> {
  const rows = await appointmentRowsBetween(em, companyId, period.startDate, period.endDate);
  const { startTime, endTime } = period;
  return rows
    .map(toAppointmentData)
    .filter((a) => isActiveStatus(a.status))
    .filter((a) => !startTime || !endTime || overlaps(a.startTime, a.endTime, startTime, endTime))
    .map((a) => ({
      id: a.id,
      date: a.date,
      startTime: a.startTime,
      endTime: a.endTime,
      clientName: a.client.fullName,
      serviceName: a.service.name,
    }));
}

/**
 * Cancels them one by one, each logged and announced like a cancel from the detail (the reminders go,
 * the slot is offered only if the block leaves it bookable); answers how many.
 */
export async function cancelAppointmentsInPeriod(em: Em, actor: CalendarActor, ids: string[]): Promise<number> {
  for (const id of ids) await cancelAppointment(em, actor, { id });
  return ids.length;
}
