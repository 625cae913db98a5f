import { companyTimeZone } from '@agenda/auth/server';
import { addDays, minutesToTime, nowInTimeZone, timeToMinutes } from '@agenda/br';
import { type Em, TENANT_FILTER, make, withoutTenant } from '@agenda/db';
import { clientsByName } from '@agenda/clients/server';
import { bookableServices } from '@agenda/services/server';
import { blockedDaysBetween } from '@agenda/settings/server';
import { type Professional, activeProfessionals } from '@agenda/team/server';
import { weekOf } from '../shared/grid.ts';
import type { AppointmentStatus } from '../shared/status.ts';
import type { UrgencyLevel } from '../shared/urgency.ts';
import { type Appointment, AppointmentSchema } from './entities/appointment.entity.ts';
import { AppointmentEventSchema } from './entities/appointment-event.entity.ts';

const PLAN_NOTES = [
  'Convênio: Amil Dental - Carteirinha: 0012 3456 7890',
  'Convênio: OdontoPrev - Carteirinha: 884 120 553',
  'Convênio: Bradesco Dental - Carteirinha: 7781 0093',
  'Paciente prefere ser chamado pelo WhatsApp',
  'Trazer radiografia panorâmica',
  'Retorno de avaliação',
];

const URGENCIES: { level: UrgencyLevel; description: string; minutesAgo: number }[] = [
  { level: 'critical', description: 'Dor intensa e inchaço no rosto desde a madrugada', minutesAgo: 25 },
  { level: 'high', description: 'Sangramento persistente após extração', minutesAgo: 95 },
  { level: 'medium', description: 'Restauração provisória caiu', minutesAgo: 40 },
];

/** A tiny deterministic generator: the same week always gets the same agenda. */
function random(seed: string) {
  let state = [...seed].reduce((h, ch) => (h * 31 + ch.charCodeAt(0)) >>> 0, 7);
  return () => {
    state = (state * 1_103_515_245 + 12_345) >>> 0;
    return (state >>> 8) / 0x1000000;
  };
}

interface Planned {
  date: string;
  startTime: string;
  endTime: string;
  clientId: string;
  serviceId: string;
  professionalId: string;
  past: boolean;
}

/** One professional's open day, in minutes: when they start and when their last appointment may start. */
interface Shift {
  professionalId: string;
  start: number;
  end: number;
  /** How often a half hour stays free: the founder's chair is the busy one. */
  freeChance: number;
}

/**
 * Appointments of one professional's open day, one after the other with some free gaps, around
 * blocked ranges.
 */
function planDay(
  date: string,
  shift: Shift,
  blocked: { start: string; end: string }[],
  pick: () => number,
  clients: { id: string }[],
  services: { id: string; duration: number }[],
  now: { date: string; time: string },
): Planned[] {
  const planned: Planned[] = [];
  const dayEnd = shift.end;
  let minute = shift.start + (pick() < 0.3 ? 30 : 0);
  while (minute < dayEnd) {
    if (pick() < shift.freeChance) {
      minute += 30; // a free slot
      continue;
    }
    const service = services[Math.floor(pick() * services.length)] ?? services[0];
    const client = clients[Math.floor(pick() * clients.length)] ?? clients[0];
    if (!service || !client) break;
    const end = minute + Math.max(30, Math.ceil(service.duration / 30) * 30);
    const startTime = minutesToTime(minute);
    if (end > dayEnd + 30) break;
    if (blocked.some((b) => startTime < b.end && b.start < minutesToTime(end))) {
      minute = Math.max(...blocked.map((b) => timeToMinutes(b.end)));
      continue;
    }
    const past = date < now.date || (date === now.date && startTime < now.time);
    planned.push({
      date,
      startTime,
      endTime: minutesToTime(minute + service.duration),
      clientId: client.id,
      serviceId: service.id,
      professionalId: shift.professionalId,
      past,
    });
    minute = end;
  }
  return planned;
}

function statusFor(p: Planned, roll: number): AppointmentStatus {
  if (p.past) return roll < 0.72 ? 'COMPLETED' : roll < 0.82 ? 'NO_SHOW' : roll < 0.9 ? 'CANCELLED' : 'OVERDUE';
  return roll < 0.5 ? 'CONFIRMED' : roll < 0.9 ? 'PENDING' : 'CANCELLED';
}

const MINUTE = 60_000;

/**
 * The week's finished visits arrived a few minutes early and waited 3 to 25 minutes (the reports'
 * average wait). The demo clinic is in São Paulo, with no daylight saving time since 2019: -03:00.
 */
function pastWaits(created: { appointment: Appointment; planned: Planned }[], pick: () => number) {
  for (const { appointment, planned } of created) {
    if (!planned.past || appointment.status !== 'COMPLETED') continue;
    const start = Date.parse(`${planned.date}T${planned.startTime}:00-03:00`);
    const arrivedAt = new Date(start - Math.floor(pick() * 10) * MINUTE);
    Object.assign(appointment, { arrivedAt, calledAt: new Date(arrivedAt.getTime() + (3 + Math.floor(pick() * 23)) * MINUTE) });
  }
}

/**
 * Today at the front desk (decision 054): the patient of the hour is being seen, the next two are in
 * the waiting room, and the first of the day did not come. Nothing on a day without appointments.
 */
function frontDeskDay(created: { appointment: Appointment; planned: Planned }[], today: string) {
  const day = created
    .filter((c) => c.planned.date === today && c.appointment.status !== 'CANCELLED')
    .sort((a, b) => (a.planned.startTime < b.planned.startTime ? -1 : 1));
  if (day.length === 0) return;
  const next = day.findIndex((c) => !c.planned.past);
  const current = Math.max(0, (next === -1 ? day.length : next) - 1);
  const now = Date.now();
  const seen = day[current];
  if (seen) {
    Object.assign(seen.appointment, {
      status: 'IN_SERVICE',
      arrivedAt: new Date(now - 26 * MINUTE),
      calledAt: new Date(now - 9 * MINUTE),
    });
  }
  // Two other patients wait (one person is never in the chair and in the waiting room at once).
  const waiting = day.slice(current + 1).filter((c) => c.planned.clientId !== seen?.planned.clientId);
  waiting.slice(0, 2).forEach((c, i) => {
    Object.assign(c.appointment, { status: 'ARRIVED', arrivedAt: new Date(now - (14 - i * 9) * MINUTE), calledAt: null });
  });
  const first = day[0];
  if (first && current > 0 && first.planned.past) first.appointment.status = 'NO_SHOW';
}

/**
 * The day of each professional: their own hours that weekday (a profile that follows the clinic:
 * 08:00–19:30, Saturday mornings), with the services they perform.
 */
function shiftsOf(
  professionals: readonly Professional[],
  weekday: number,
  services: readonly { id: string; duration: number }[],
): { shift: Shift; services: { id: string; duration: number }[] }[] {
  return professionals.flatMap((p) => {
    const performs = p.serviceIds ? services.filter((s) => p.serviceIds?.includes(s.id)) : [...services];
    if (!p.workingHours) {
      const end = weekday === 6 ? 13 * 60 : 19 * 60 + 30;
      return [{ shift: { professionalId: p.id, start: 8 * 60, end, freeChance: 0.28 }, services: performs }];
    }
    const hours = p.workingHours.find((h) => h.weekday === weekday);
    if (!hours || performs.length === 0) return [];
    // The last appointment starts an hour before they leave.
    const shift = {
      professionalId: p.id,
      start: timeToMinutes(hours.start),
      end: timeToMinutes(hours.end) - 60,
      freeChance: 0.75,
    };
    return [{ shift, services: performs }];
  });
}

/**
 * A realistic week for the demo clinic: Monday to Saturday of the current week (company time zone),
 * each professional's day in their hours, mixed statuses, a few urgencies and rescheduled appointments.
 * Idempotent: a week that already has appointments is left alone, so each new week gets its own.
 */
export async function seedDemoAppointments(em: Em, companyId: string): Promise<number> {
  // The seeder's EntityManager is the demo company's, like a request's.
  em.setFilterParams(TENANT_FILTER, { companyId });
  const clients = await clientsByName(em, companyId, 12);
  const services = await bookableServices(em, companyId);
  const professionals = await activeProfessionals(em, companyId);
  if (clients.length === 0 || services.length === 0 || professionals.length === 0) return 0;
  const now = nowInTimeZone(await companyTimeZone(em, companyId));
  const week = weekOf(now.date);
  const existing = await em.count(
    AppointmentSchema,
    { companyId, date: { $gte: week.startDate, $lte: week.endDate } },
    withoutTenant,
  );
  if (existing > 0) return 0;

  const blocked = await blockedDaysBetween(em, companyId, week.startDate, week.endDate);
  const pick = random(`${companyId}:${week.startDate}`);
  const planned = week.dates.flatMap((date, index) =>
    blocked.days.some((d) => d.date === date)
      ? []
      : shiftsOf(professionals, index + 1, services).flatMap(({ shift, services: performed }) =>
          planDay(
            date,
            shift,
            blocked.ranges.filter((r) => r.date === date),
            pick,
            clients,
            performed,
            now,
          ),
        ),
  );

  await em.transactional(async (tx) => {
    const created: { appointment: Appointment; planned: Planned }[] = [];
    for (const p of planned) {
      const status = statusFor(p, pick());
      const appointment = make(tx, AppointmentSchema, {
        companyId,
        clientId: p.clientId,
        serviceId: p.serviceId,
        professionalId: p.professionalId,
        date: p.date,
        startTime: p.startTime,
        endTime: p.endTime,
        status,
        notes: pick() < 0.35 ? (PLAN_NOTES[Math.floor(pick() * PLAN_NOTES.length)] ?? null) : null,
        urgencyLevel: null,
        urgencyDescription: null,
        urgencyReportedAt: null,
      });
      created.push({ appointment, planned: p });
      const bookedAt = new Date(Date.now() - (3 + Math.floor(pick() * 10)) * 86_400_000);
      const event = (kind: 'created' | 'confirmed' | 'cancelled', at: Date, extra: Record<string, string | null> = {}) =>
        make(tx, AppointmentEventSchema, {
          companyId,
          appointmentId: appointment.id,
          kind,
          fromDate: null,
          fromStartTime: null,
          fromEndTime: null,
          toDate: p.date,
          toStartTime: p.startTime,
          toEndTime: p.endTime,
          fromStatus: null,
          toStatus: null,
          reason: null,
          userId: null,
          at,
          ...extra,
        });
      event('created', bookedAt);
      if (status === 'CONFIRMED' || status === 'COMPLETED') event('confirmed', new Date(bookedAt.getTime() + 86_400_000));
      if (status === 'CANCELLED') event('cancelled', new Date(bookedAt.getTime() + 2 * 86_400_000));
    }

    // Urgencies go to the open appointments closest to now; a few upcoming ones were rescheduled.
    const open = created.filter((c) => c.appointment.status === 'PENDING' || c.appointment.status === 'CONFIRMED');
    const upcoming = open.filter((c) => !c.planned.past);
    URGENCIES.forEach((u, i) => {
      const target = upcoming[i] ?? open[open.length - 1 - i];
      if (!target) return;
      target.appointment.urgencyLevel = u.level;
      target.appointment.urgencyDescription = u.description;
      target.appointment.urgencyReportedAt = new Date(Date.now() - u.minutesAgo * 60_000);
    });
    pastWaits(created, pick);
    frontDeskDay(created, now.date);
    for (const c of upcoming.slice(3).filter((_, i) => i % 5 === 1)) {
      const fromDate = addDays(c.planned.date, -1);
      make(tx, AppointmentEventSchema, {
        companyId,
        appointmentId: c.appointment.id,
        kind: 'rescheduled',
        fromDate,
        fromStartTime: c.planned.startTime,
        fromEndTime: c.planned.endTime,
        toDate: c.planned.date,
        toStartTime: c.planned.startTime,
        toEndTime: c.planned.endTime,
        fromStatus: c.appointment.status,
        toStatus: c.appointment.status,
        reason: 'Paciente pediu para remarcar',
        userId: null,
        at: new Date(Date.now() - 86_400_000),
      });
    }
  });
  return planned.length;
}
