import { addDays, formatDatePtBR, nowInTimeZone } from '@agenda/br';
import { type Em, runSql, sql } from '@agenda/db';
import { servicesById } from '@agenda/services/server';
import type { Professional } from '@agenda/team/server';
import { conflict } from '@agenda/trpc';
import { serviceWindow } from '../shared/opening-rules.ts';
import { isFinalStatus } from '../shared/status.ts';
import { CALENDAR_TEXTS as T } from '../shared/texts.ts';
import { durationBetween, rescheduledEndTime } from '../shared/time-rules.ts';
import { type CalendarActor, guardSlot, lockAppointment, logEvent, queueForDays, refuseFinal } from './appointment-writes.ts';
import { type SlotRefusal, slotRefusals } from './availability.ts';
import { clientBusyAt, queueForClient } from './client-chair.ts';
import { type FreedSlot, announceChanges, slotOf } from './points.ts';
import { type Appointment, AppointmentSchema } from './entities/appointment.entity.ts';

// 'Este e os seguintes': a series member and the open members after it change together, in one
// transaction; the earlier members are never touched.

const DAY_MS = 86_400_000;
const daysBetween = (a: string, b: string) => Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / DAY_MS);

/** The member, locked, and the open members of its series after it (by date and time), locked too. */
async function lockFollowing(tx: Em, companyId: string, id: string): Promise<Appointment[]> {
  const member = await lockAppointment(tx, companyId, id);
  refuseFinal(member);
  if (!member.seriesId) return [member];
  const rows = await runSql<{ id: string }>(
    tx,
    sql`select id from appointment
         where company_id = ${companyId} and series_id = ${member.seriesId} and id <> ${member.id}
           and (date > ${member.date}::date or (date = ${member.date}::date and start_time > ${member.startTime}))
           and status not in ('COMPLETED', 'CANCELLED')
         order by date, start_time
           for update`,
  );
  if (rows.length === 0) return [member];
  const later = await tx.find(AppointmentSchema, { companyId, id: { $in: rows.map((r) => r.id) } }, { refresh: true });
  return [member, ...later.filter((a) => !isFinalStatus(a.status)).sort((a, b) => (a.date < b.date ? -1 : 1))];
}

/** Cancels the member and the later open members of its series. */
export async function cancelFollowing(em: Em, actor: CalendarActor, id: string): Promise<void> {
  await em.transactional(async (tx) => {
    const cancelled = await lockFollowing(tx, actor.companyId, id);
    for (const appointment of cancelled) {
      const fromStatus = appointment.status;
      appointment.status = 'CANCELLED';
      logEvent(tx, actor, appointment, 'cancelled', { fromStatus, toStatus: 'CANCELLED' });
    }
    await tx.flush();
    await announceChanges(
      tx,
      actor,
      cancelled.map((a) => a.id),
      cancelled.map(slotOf),
    );
  });
}

interface Move {
  date: string;
  startTime: string;
  endTime: string;
  reason: string | null;
  notes: string | null;
  allowClientOverlap: boolean;
}

/**
 * Moves the member to `to` and each later open member by the same number of days, to the same start
 * time and professional, keeping its own duration. Refused as a whole (409, naming the first date
 * that cannot be booked) when any one cannot.
 */
export async function rescheduleFollowing(
  em: Em,
  actor: CalendarActor,
  current: Appointment,
  to: Move,
  professional: Professional,
): Promise<void> {
  const { companyId } = actor;
  const offset = daysBetween(current.date, to.date);
  const today = nowInTimeZone(actor.timeZone).date;
  await guardSlot(() =>
    em.transactional(async (tx) => {
      await queueForClient(tx, companyId, current.clientId);
      const members = await lockFollowing(tx, companyId, current.id);
      const plan = members.map((m) => ({
        member: m,
        date: addDays(m.date, offset),
        startTime: to.startTime,
        endTime: m.id === current.id ? to.endTime : rescheduledEndTime(to.startTime, durationBetween(m.startTime, m.endTime)),
      }));
      await queueForDays(
        tx,
        companyId,
        professional.id,
        plan.map((p) => p.date),
      );
      const services = await servicesById(tx, companyId, [...new Set(members.map((m) => m.serviceId))]);
      const ignoreIds = members.map((m) => m.id);
      const refusals = new Map<string, SlotRefusal>();
      for (const serviceId of new Set(members.map((m) => m.serviceId))) {
        const own = plan.filter((p) => p.member.serviceId === serviceId && p.endTime !== null);
        const service = services.get(serviceId);
        const found = await slotRefusals(
          tx,
          companyId,
          own.map((p) => ({ date: p.date, startTime: p.startTime, endTime: p.endTime ?? p.startTime })),
          { service: service ? { ...serviceWindow(service), id: service.id } : null, professional, ignoreIds },
        );
        own.forEach((p, i) => {
          const refusal = found[i];
          if (refusal) refusals.set(p.member.id, refusal);
        });
      }
      for (const p of plan) {
        const reason =
          p.date < today ? T.dateBeforeToday : p.endTime === null ? T.pastMidnight : refusals.get(p.member.id)?.message;
        if (reason) throw conflict(T.seriesDateRefused(formatDatePtBR(p.member.date), formatDatePtBR(p.date), reason));
      }
      if (!to.allowClientOverlap) {
        const slots = plan.map((p) => ({ date: p.date, startTime: p.startTime, endTime: p.endTime ?? p.startTime }));
        const busy = await clientBusyAt(tx, companyId, current.clientId, slots, ignoreIds);
        const i = busy.findIndex((b) => b !== null);
        const found = busy[i];
        const p = plan[i];
        if (found && p) {
          const reason = T.clientBusy(found.startTime, found.professionalName);
          throw conflict(T.seriesDateRefused(formatDatePtBR(p.member.date), formatDatePtBR(p.date), reason));
        }
      }
      // One at a time, the farthest first in the direction of the move: a member never lands on a
      // sibling's slot that has not moved yet (the exclusion constraint checks each row at once).
      const ordered = offset > 0 ? [...plan].reverse() : plan;
      const freed: FreedSlot[] = [];
      for (const p of ordered) {
        const a = p.member;
        freed.push(slotOf(a));
        const from = { fromDate: a.date, fromStartTime: a.startTime, fromEndTime: a.endTime, fromStatus: a.status };
        Object.assign(a, { date: p.date, startTime: p.startTime, endTime: p.endTime, professionalId: professional.id });
        if (a.status === 'OVERDUE' || a.status === 'NO_SHOW') a.status = 'PENDING';
        logEvent(tx, actor, a, 'rescheduled', {
          ...from,
          toDate: a.date,
          toStartTime: a.startTime,
          toEndTime: a.endTime,
          toStatus: a.status,
          reason: to.reason ?? to.notes ?? T.defaultRescheduleReason,
        });
        await tx.flush();
      }
      await announceChanges(
        tx,
        actor,
        plan.map((p) => p.member.id),
        freed,
      );
    }),
  );
}
