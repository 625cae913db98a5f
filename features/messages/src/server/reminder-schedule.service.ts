import { clinicCard } from '@agenda/auth/server';
import { nowInTimeZone } from '@agenda/br';
import { appointmentsById } from '@agenda/calendar/server';
import { type Em, runSql, sql } from '@agenda/db';
import { randomUUID } from 'node:crypto';
import { instantIn, plannedReminders } from '../shared/reminder-schedule.ts';
import { clinicMessaging } from './message-settings.service.ts';

/**
 * Calendar's appointment-change listener: brings the reminders of these appointments in line with
 * them, in the writing transaction. A reminder still waiting that is no longer due (cancelled,
 * completed, moved past its time, a kind the clinic turned off) goes; a planned one is added or moved.
 * One that went out stays as it was, unless the appointment moved to another slot: then it is due
 * again for the new one (same row, so still one per appointment and kind).
 */
export async function scheduleReminders(tx: Em, companyId: string, appointmentIds: readonly string[]): Promise<void> {
  const clinic = await clinicCard(tx, companyId);
  if (!clinic || appointmentIds.length === 0) return;
  // One after the other: the transaction has one connection.
  const settings = await clinicMessaging(tx, companyId);
  const appointments = await appointmentsById(tx, companyId, appointmentIds);
  const now = nowInTimeZone(clinic.timeZone);
  const channel = settings.whatsapp ? 'whatsapp' : 'email';
  const rows = [...appointments.values()].flatMap((a) =>
    plannedReminders(a, settings.rules, now).map((r) => ({
      id: randomUUID(),
      appointmentId: a.id,
      kind: r.kind,
      slotDate: a.date,
      slotStartTime: a.startTime,
      at: instantIn(clinic.timeZone, r.at).toISOString(),
    })),
  );
  const ids = [...appointments.keys()];
  const planned = rows.map((r) => `${r.appointmentId} ${r.kind}`);
  await runSql(
    tx,
    sql`delete from outbound_message
         where company_id = ${companyId} and appointment_id = any(${ids}::uuid[]) and status = 'agendado'
           and not (appointment_id::text || ' ' || kind = any(${planned}::text[]))`,
  );
  if (rows.length === 0) return;
  await runSql(
    tx,
    sql`insert into outbound_message
          (id, company_id, appointment_id, kind, channel, slot_date, slot_start_time, scheduled_for, due_at, status,
           attempts, created_at, updated_at)
        select r.id, ${companyId}, r.appointment_id, r.kind, ${channel}, r.slot_date, r.slot_start_time, r.at, r.at,
               'agendado', 0, now(), now()
          from unnest(${rows.map((r) => r.id)}::uuid[], ${rows.map((r) => r.appointmentId)}::uuid[],
                      ${rows.map((r) => r.kind)}::text[], ${rows.map((r) => r.slotDate)}::date[],
                      ${rows.map((r) => r.slotStartTime)}::text[], ${rows.map((r) => r.at)}::timestamptz[])
               as r(id, appointment_id, kind, slot_date, slot_start_time, at)
        on conflict (company_id, appointment_id, kind) do update
          set scheduled_for = excluded.scheduled_for, due_at = excluded.due_at, channel = excluded.channel,
              slot_date = excluded.slot_date, slot_start_time = excluded.slot_start_time, status = 'agendado',
              attempts = 0, claimed_until = null, last_error = null, sent_at = null, delivered_at = null,
              read_at = null, provider_message_id = null, updated_at = now()
        where (outbound_message.status = 'agendado' and outbound_message.scheduled_for <> excluded.scheduled_for)
           or outbound_message.slot_date <> excluded.slot_date
           or outbound_message.slot_start_time <> excluded.slot_start_time`,
  );
}
