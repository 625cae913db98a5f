import { FORBIDDEN_MESSAGE, type Role, mayActOn } from '@agenda/access';
import { nowInTimeZone } from '@agenda/br';
import type { Em } from '@agenda/db';
import { professionalsById } from '@agenda/team/server';
import { TRPCError, conflict } from '@agenda/trpc';
import {
  FRONT_DESK_TEXTS as FD,
  type PanelCall,
  type WaitingPatient,
  firstNameOf,
  minutesBetween,
} from '../shared/front-desk.ts';
import type { AppointmentData } from '../shared/model.ts';
import { isArrivable } from '../shared/status.ts';
import { urgencyOrder } from '../shared/urgency.ts';
import { getAppointment } from './appointments.service.ts';
import { type CalendarActor, lockAppointment, logEvent, refuseFinal } from './appointment-writes.ts';
import { type FrontDeskRow, calledRows, waitingRows } from './front-desk-rows.ts';

// The front desk's day (decision 054): reception records the arrival ('Chegou'), the professional
// calls the patient in ('Chamar': 'Em atendimento'), finalizing completes it as before.

/** Who acts at the front desk: a calendar actor with their role (calling is the professional's own). */
export interface FrontDeskActor extends CalendarActor {
  role: Role;
}

/**
 * PENDING, CONFIRMED or OVERDUE (late, but here) → ARRIVED with the arrival time, today only. Twice
 * is once (two clicks at the desk); any other status, or another day, is a 409.
 */
export async function arriveAppointment(em: Em, actor: CalendarActor, id: string): Promise<AppointmentData> {
  await em.transactional(async (tx) => {
    const appointment = await lockAppointment(tx, actor.companyId, id);
    if (appointment.status === 'ARRIVED') return;
    refuseFinal(appointment);
    if (appointment.date !== nowInTimeZone(actor.timeZone).date) throw conflict(FD.arriveOnlyToday);
    if (!isArrivable(appointment.status)) throw conflict(FD.cannotArrive);
    const fromStatus = appointment.status;
    appointment.status = 'ARRIVED';
    appointment.arrivedAt = new Date();
    logEvent(tx, actor, appointment, 'status_changed', { fromStatus, toStatus: 'ARRIVED' });
  });
  return getAppointment(em, actor.companyId, id);
}

/**
 * ARRIVED → IN_SERVICE, today only, by the appointment's own professional (or whoever may call any
 * patient: the owner); calling again an IN_SERVICE patient calls them again (the panel shows it anew).
 */
export async function callAppointment(em: Em, actor: FrontDeskActor, id: string): Promise<AppointmentData> {
  await em.transactional(async (tx) => {
    const appointment = await lockAppointment(tx, actor.companyId, id);
    const professional = (await professionalsById(tx, actor.companyId, [appointment.professionalId])).get(
      appointment.professionalId,
    );
    if (!mayActOn({ role: actor.role, userId: actor.userId ?? '' }, 'callPatients', professional?.memberId ?? null))
      throw new TRPCError({ code: 'FORBIDDEN', message: FORBIDDEN_MESSAGE });
    refuseFinal(appointment);
    if (appointment.date !== nowInTimeZone(actor.timeZone).date) throw conflict(FD.callOnlyToday);
    if (appointment.status !== 'ARRIVED' && appointment.status !== 'IN_SERVICE') throw conflict(FD.callOnlyArrived);
    const fromStatus = appointment.status;
    appointment.status = 'IN_SERVICE';
    appointment.calledAt = new Date();
    logEvent(tx, actor, appointment, 'status_changed', { fromStatus, toStatus: 'IN_SERVICE' });
  });
  return getAppointment(em, actor.companyId, id);
}

const urgencyOf = (row: FrontDeskRow) =>
  row.urgency_level && row.urgency_reported_at
    ? { level: row.urgency_level, description: row.urgency_description ?? '', reportedAt: row.urgency_reported_at }
    : null;

/** The waiting room: today's arrivals not yet called, urgencies first (by level), then by arrival. */
export async function waitingRoom(em: Em, actor: CalendarActor, now = new Date()): Promise<WaitingPatient[]> {
  const rows = await waitingRows(em, actor.companyId, nowInTimeZone(actor.timeZone).date);
  const items = rows.map((row) => ({ row, urgency: urgencyOf(row) }));
  const urgent = items.filter((i) => i.urgency !== null).sort((a, b) => urgencyOrder(a as never, b as never));
  const plain = items.filter((i) => i.urgency === null);
  return [...urgent, ...plain].map(({ row, urgency }) => ({
    appointmentId: row.id,
    firstName: firstNameOf(row.client_name),
    professional: row.professional_name,
    professionalId: row.professional_id,
    arrivedAt: row.arrived_at,
    waitingMinutes: minutesBetween(row.arrived_at, now),
    urgency: urgency ? { level: urgency.level, description: urgency.description } : null,
    startTime: row.start_time,
  }));
}

/** What the waiting-room TV shows: today's latest calls (the newest is the one called now). */
export async function callPanel(em: Em, actor: CalendarActor): Promise<PanelCall[]> {
  const rows = await calledRows(em, actor.companyId, nowInTimeZone(actor.timeZone).date, 5);
  return rows.map((row) => ({
    appointmentId: row.id,
    firstName: firstNameOf(row.client_name),
    professional: row.professional_name,
    room: row.professional_name,
    calledAt: row.called_at ?? row.arrived_at,
  }));
}
