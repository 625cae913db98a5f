import type { Em } from '@agenda/db';
import type { Extensions } from '@agenda/trpc';
import type { BlockCreate, BlockedPeriod, BridgeCreate, HolidayCreate } from '../shared/validation.ts';
import { periodAppointmentsPoint } from './points.ts';

export interface Canceller {
  companyId: string;
  userId: string | null;
  timeZone: string;
}

/** The days (and, for a block of some hours, the hours) a new holiday, bridge or block takes off the agenda. */
export const periodOfHoliday = (h: HolidayCreate): BlockedPeriod => ({ startDate: h.date, endDate: h.date });
export const periodOfBridge = (b: BridgeCreate): BlockedPeriod => ({ startDate: b.startDate, endDate: b.endDate });
export const periodOfBlock = (b: BlockCreate): BlockedPeriod => ({
  startDate: b.startDate,
  endDate: b.endDate,
  startTime: b.allDay ? null : b.startTime,
  endTime: b.allDay ? null : b.endTime,
});

/**
 * 'Cancelar agendamentos': cancels every active appointment the period covers, each logged like a
 * cancel from the detail, inside the caller's transaction — the one that saves the holiday, bridge
 * or block, so either both happen or neither does. Answers how many were cancelled.
 */
export async function cancelCoveredAppointments(
  em: Em,
  extensions: Extensions,
  actor: Canceller,
  period: BlockedPeriod,
): Promise<number> {
  let cancelled = 0;
  for (const point of extensions.get(periodAppointmentsPoint)) {
    const found = await point.list(em, actor.companyId, period);
    cancelled += await point.cancel(
      em,
      { ...actor, extensions },
      found.map((a) => a.id),
    );
  }
  return cancelled;
}
