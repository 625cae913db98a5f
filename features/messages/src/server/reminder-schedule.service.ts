import { COMPANY_ZONE_SQL } from '@agenda/auth/server';
import { DEFAULT_TIME_ZONE, nowInTimeZone } from '@agenda/br';
import { appointmentsById } from '@agenda/calendar/server';
import { type Em, runSql, sql } from '@agenda/db';
import { randomUUID } from 'node:crypto';
import { instantIn, plannedReminders } from '../shared/reminder-schedule.ts';
import { messagingOf } from './message-settings.service.ts';

/**
 * The clinic's time zone and its messaging settings (clinicMessaging's answer) in one plain statement:
 * it runs inside every appointment change (decision 070).
 */
async function reminderSettings(tx: Em, companyId: string) {
  const [row] = await runSql<{
    time_zone: string | null;
    saved: boolean;
    reminder_hours: number[];
    quiet_start: string;
    quiet_end: string;
    whatsapp_phone_number_id: string | null;
    whatsapp_token: string | null;
    whatsapp_template: string;
    email_enabled: boolean;
  }>(
    tx,
    sql`select z.time_zone, m.company_id is not null as saved, m.reminder_hours, m.quiet_start, m.quiet_end,
               m.whatsapp_phone_number_id, m.whatsapp_token, m.whatsapp_template, m.email_enabled
          from (${COMPANY_ZONE_SQL}) z left join message_settings m on m.company_id = z.id
         where z.id = ${companyId}`,
    'messages_reminder_settings',
  );
  if (!row) return null;
  const settings = messagingOf(
    row.saved
      ? {
          reminderHours: row.reminder_hours,
          quietStart: row.quiet_start,
          quietEnd: row.quiet_end,
          whatsappPhoneNumberId: row.whatsapp_phone_number_id,
          whatsappToken: row.whatsapp_token,
          whatsappTemplate: row.whatsapp_template,
          emailEnabled: row.email_enabled,
        }
      : null,
  );
  return { timeZone: row.time_zone || DEFAULT_TIME_ZONE, settings };
}

/**
 * Calendar's appointment-change listener: brings the reminders of these appointments in line with
 * them, in the writing transaction. A reminder still waiting that is no longer due (cancelled,
 * completed, moved past its time, a kind the clinic turned off) goes; a planned one is added or moved.
 * One that went out stays as it was, unless the appointment moved to another slot: then it is due
 * again for the new one (same row, so still one per appointment and kind).
 */
export async function scheduleReminders(tx: Em, companyId: string, appointmentIds: readonly string[]): Promise<void> {
  if (appointmentIds.length === 0) return;
  const clinic = await reminderSettings(tx, companyId);
  if (!clinic) return;
  const appointments = await appointmentsById(tx, companyId, appointmentIds);
  const now = nowInTimeZone(clinic.timeZone);
  const { settings } = clinic;
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
