import { addDays, nowInTimeZone, weekdayOf } from '@agenda/br';
import { type ClinicCard, clinicCard, userNames } from '@agenda/auth/server';
import { type PatientAppointment, dayReminders, patientAppointment } from '@agenda/calendar/server';
import { randomUUID } from 'node:crypto';
import { type Em, isUuid, runSql, sql } from '@agenda/db';
import { messageTemplates, blockedDaysBetween } from '@agenda/settings/server';
import { conflict, notFound } from '@agenda/trpc';
import { CONFIRMATIONS_TEXTS as T } from '../shared/texts.ts';
import { ReminderSentSchema } from './entities/reminder-sent.entity.ts';
import { confirmationMessage, instantIn, patientUrl, whatsappOf } from './links.ts';

export interface LinkBase {
  /** The app's public address (PUBLIC_URL, else the request's origin). */
  base: string;
  key: Buffer;
}

async function clinicOf(em: Em, companyId: string): Promise<ClinicCard> {
  const clinic = await clinicCard(em, companyId);
  if (!clinic) throw notFound(T.appointmentNotFound);
  return clinic;
}

/** The first day after today the clinic opens: a business day that is neither a holiday nor blocked. */
export async function nextWorkingDay(em: Em, companyId: string, clinic: ClinicCard): Promise<string> {
  const today = nowInTimeZone(clinic.timeZone).date;
  const blocked = await blockedDaysBetween(em, companyId, addDays(today, 1), addDays(today, 21));
  for (let n = 1; n <= 21; n++) {
    const date = addDays(today, n);
    if (clinic.businessDays.includes(weekdayOf(date)) && !blocked.days.some((d) => d.date === date)) return date;
  }
  return addDays(today, 1);
}

const hasEnded = (a: { date: string; endTime: string }, timeZone: string) => {
  const now = nowInTimeZone(timeZone);
  return `${now.date} ${now.time}` >= `${a.date} ${a.endTime}`;
};

/** `GET /api/appointments/{id}/patient-link`: the link, its WhatsApp message and when it stops working. */
export async function patientLink(em: Em, companyId: string, id: string, link: LinkBase) {
  const clinic = await clinicOf(em, companyId);
  const a = await patientAppointment(em, companyId, id, clinic.timeZone);
  if (!a) throw notFound(T.appointmentNotFound);
  if (!a.linkOpen || a.status === 'CANCELLED') throw conflict(T.linkGone);
  const url = patientUrl(link.base, link.key, companyId, a);
  const message = confirmationMessage((await messageTemplates(em, companyId)).CONFIRMATION, clinic, a, url);
  return { url, ...whatsappOf(a.clientPhone, message), expiresAt: instantIn(clinic.timeZone, a.date, a.endTime).toISOString() };
}

/** The sent marks of some appointments that still name their slot (after a reschedule, a new message is due). */
async function sentMarks(em: Em, companyId: string, rows: { appointmentId: string; date: string; startTime: string }[]) {
  const marks = rows.length
    ? await em.find(ReminderSentSchema, { companyId, appointmentId: { $in: rows.map((r) => r.appointmentId) } })
    : [];
  const names = await userNames(
    em,
    companyId,
    marks.flatMap((m) => (m.sentBy ? [m.sentBy] : [])),
  );
  const slotOf = new Map(rows.map((r) => [r.appointmentId, `${r.date} ${r.startTime}`]));
  return new Map(
    marks
      .filter((m) => slotOf.get(m.appointmentId) === `${m.slotDate} ${m.slotStartTime}`)
      .map((m) => [m.appointmentId, { sentAt: m.sentAt.toISOString(), sentBy: (m.sentBy && names.get(m.sentBy)) ?? null }]),
  );
}

/** `GET /api/reminders?date=`: the day's appointments with their link, WhatsApp message and sent mark. */
export async function reminders(em: Em, companyId: string, date: string | undefined, link: LinkBase) {
  const clinic = await clinicOf(em, companyId);
  const day = date ?? (await nextWorkingDay(em, companyId, clinic));
  const rows = await dayReminders(em, companyId, day);
  const template = (await messageTemplates(em, companyId)).CONFIRMATION;
  const sent = await sentMarks(em, companyId, rows);
  return {
    date: day,
    reminders: rows.map((r) => {
      // A closed appointment gets no link and no message: there is nothing left to confirm.
      const open = (r.status === 'PENDING' || r.status === 'CONFIRMED') && !hasEnded(r, clinic.timeZone);
      const url = open ? patientUrl(link.base, link.key, companyId, { id: r.appointmentId, ...r }) : null;
      const chat = url
        ? whatsappOf(r.phone, confirmationMessage(template, clinic, r, url))
        : { whatsappUrl: null, whatsappMissing: null };
      const mark = sent.get(r.appointmentId);
      return {
        appointmentId: r.appointmentId,
        clientName: r.clientName,
        phone: r.phone,
        startTime: r.startTime,
        endTime: r.endTime,
        professional: r.professionalName,
        service: r.serviceName,
        status: r.status,
        rescheduleRequested: r.rescheduleRequested,
        sentAt: mark?.sentAt ?? null,
        sentBy: mark?.sentBy ?? null,
        link: url,
        ...chat,
      };
    }),
  };
}

/**
 * 'Mensagem enviada': who and when, for the appointment's current slot. Marking again is no error
 * and keeps the first mark; after a reschedule the mark starts over for the new slot.
 */
export async function markSent(em: Em, companyId: string, appointmentId: string, userId: string | null) {
  const clinic = await clinicOf(em, companyId);
  const a: PatientAppointment | null = isUuid(appointmentId)
    ? await patientAppointment(em, companyId, appointmentId, clinic.timeZone)
    : null;
  if (!a) throw notFound(T.appointmentNotFound);
  // One statement: two clicks at once leave one mark; a mark of an older slot is replaced.
  await runSql(
    em,
    sql`insert into reminder_sent (id, company_id, appointment_id, slot_date, slot_start_time, sent_by, sent_at, created_at, updated_at)
        values (${randomUUID()}, ${companyId}, ${appointmentId}, ${a.date}::date, ${a.startTime}, ${userId}, now(), now(), now())
        on conflict (company_id, appointment_id) do update
          set slot_date = excluded.slot_date, slot_start_time = excluded.slot_start_time, sent_by = excluded.sent_by,
              sent_at = excluded.sent_at, updated_at = excluded.updated_at
        where reminder_sent.slot_date <> excluded.slot_date or reminder_sent.slot_start_time <> excluded.slot_start_time`,
  );
  const marks = await sentMarks(em, companyId, [{ appointmentId, date: a.date, startTime: a.startTime }]);
  const now = marks.get(appointmentId);
  return { sentAt: now?.sentAt ?? new Date().toISOString(), sentBy: now?.sentBy ?? null };
}
