import { clinicCard } from '@agenda/auth/server';
import { remindedAppointments } from '@agenda/calendar/server';
import { nowInTimeZone } from '@agenda/br';
import { type Em, isUuid, runSql, sql } from '@agenda/db';
import { notFound, conflict } from '@agenda/trpc';
import type { MessageListInput } from '../shared/schemas.ts';
import { MESSAGES_TEXTS as T } from '../shared/texts.ts';

export interface MessageRow {
  id: string;
  appointmentId: string;
  channel: string;
  kind: string;
  scheduledFor: string;
  status: string;
  sentAt: string | null;
  deliveredAt: string | null;
  readAt: string | null;
  attempts: number;
  lastError: string | null;
  slotDate: string;
  slotStartTime: string;
  /** The appointment it reminds of, as the page shows it. */
  clientName: string | null;
  startTime: string;
  professional: string | null;
  service: string | null;
  appointmentStatus: string | null;
  /** What the patient answered to it: confirmed, cancelled, opted out, or a text to read. */
  replies: { id: string; text: string; action: string; receivedAt: string }[];
}

interface Row {
  id: string;
  appointment_id: string;
  channel: string;
  kind: string;
  scheduled_for: Date;
  status: string;
  sent_at: Date | null;
  delivered_at: Date | null;
  read_at: Date | null;
  attempts: number;
  last_error: string | null;
  slot_date: string;
  slot_start_time: string;
}

type Base = Omit<MessageRow, 'replies' | 'clientName' | 'startTime' | 'professional' | 'service' | 'appointmentStatus'>;

const toMessage = (r: Row): Base => ({
  id: r.id,
  appointmentId: r.appointment_id,
  channel: r.channel,
  kind: r.kind,
  scheduledFor: new Date(r.scheduled_for).toISOString(),
  status: r.status,
  sentAt: r.sent_at ? new Date(r.sent_at).toISOString() : null,
  deliveredAt: r.delivered_at ? new Date(r.delivered_at).toISOString() : null,
  readAt: r.read_at ? new Date(r.read_at).toISOString() : null,
  attempts: r.attempts,
  lastError: r.last_error,
  slotDate: r.slot_date,
  slotStartTime: r.slot_start_time,
});

const COLUMNS = sql.raw(`id, appointment_id, channel, kind, scheduled_for, status, sent_at, delivered_at, read_at, attempts,
  last_error, slot_date::text as slot_date, slot_start_time`);

/** The messages with the replies that answer them. */
async function withReplies(em: Em, companyId: string, rows: Row[]): Promise<MessageRow[]> {
  const ids = rows.map((r) => r.id);
  const replies = ids.length
    ? await runSql<{ id: string; outbound_message_id: string; text: string; action: string; received_at: Date }>(
        em,
        sql`select id, outbound_message_id, text, action, received_at from inbound_message
             where company_id = ${companyId} and outbound_message_id = any(${ids}::uuid[]) order by received_at`,
      )
    : [];
  const appointments = await remindedAppointments(
    em,
    companyId,
    rows.map((r) => r.appointment_id),
  );
  return rows.map((r) => {
    const a = appointments.find((x) => x.appointmentId === r.appointment_id);
    return {
      ...toMessage(r),
      clientName: a?.clientName ?? null,
      startTime: a?.startTime ?? r.slot_start_time,
      professional: a?.professionalName ?? null,
      service: a?.serviceName ?? null,
      appointmentStatus: a?.status ?? null,
      replies: replies
        .filter((x) => x.outbound_message_id === r.id)
        .map((x) => ({ id: x.id, text: x.text, action: x.action, receivedAt: new Date(x.received_at).toISOString() })),
    };
  });
}

/**
 * `GET /api/messages`: the reminders of one appointment, or of a day's appointments (the day of the
 * appointment they remind of; the clinic's today by default), in the order they go out.
 */
export async function listMessages(em: Em, companyId: string, input: MessageListInput): Promise<MessageRow[]> {
  if (input.appointmentId !== undefined) {
    if (!isUuid(input.appointmentId)) return [];
    const rows = await runSql<Row>(
      em,
      sql`select ${COLUMNS} from outbound_message
           where company_id = ${companyId} and appointment_id = ${input.appointmentId} order by scheduled_for, kind`,
    );
    return withReplies(em, companyId, rows);
  }
  const clinic = await clinicCard(em, companyId);
  const date = input.date ?? nowInTimeZone(clinic?.timeZone).date;
  const rows = await runSql<Row>(
    em,
    sql`select ${COLUMNS} from outbound_message
         where company_id = ${companyId} and slot_date = ${date}::date and appointment_id is not null order by slot_start_time, scheduled_for, kind`,
  );
  return withReplies(em, companyId, rows);
}

/** 'Reenviar': a failed or cancelled-at-send message goes out again at once (its appointment is checked again then). */
export async function resendMessage(em: Em, companyId: string, id: string): Promise<MessageRow> {
  if (!isUuid(id)) throw notFound(T.messageNotFound);
  const [row] = await runSql<Row>(
    em,
    sql`update outbound_message
           set status = 'agendado', due_at = now(), attempts = 0, last_error = null, claimed_until = null, updated_at = now()
         where company_id = ${companyId} and id = ${id} and appointment_id is not null
           and status in ('falhou', 'cancelado', 'enviado', 'entregue', 'lido')
        returning ${COLUMNS}`,
  );
  if (row) return (await withReplies(em, companyId, [row]))[0] as MessageRow;
  const [exists] = await runSql<{ id: string }>(
    em,
    sql`select id from outbound_message where company_id = ${companyId} and id = ${id}`,
  );
  if (!exists) throw notFound(T.messageNotFound);
  throw conflict(T.notResendable);
}
