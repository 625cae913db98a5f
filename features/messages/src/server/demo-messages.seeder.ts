import { clinicCard } from '@agenda/auth/server';
import { addDays, nowInTimeZone } from '@agenda/br';
import { dayReminders } from '@agenda/calendar/server';
import { type Em, TENANT_FILTER, runSql, sql } from '@agenda/db';
import { randomUUID } from 'node:crypto';
import { reminderKind } from '../shared/reminder-schedule.ts';
import { scheduleReminders } from './reminder-schedule.service.ts';

/** The demo clinic's WhatsApp number at the stand-in provider (any token is taken there). */
export const DEMO_WHATSAPP_PHONE_ID = '100000000000001';

/**
 * The demo clinic sends reminders through the stand-in: its settings name a number, the coming
 * week's appointments have their reminders, and those of the next two days' first appointments are
 * due at once, so the first start shows them going out (and the stand-in's answers coming back).
 * Idempotent: a reminder already sent stays as it is.
 */
export async function seedDemoMessages(seedEm: Em, companyId: string): Promise<void> {
  // The schedule reads through calendar's functions, which expect a request's scope.
  const em = seedEm.fork();
  em.setFilterParams(TENANT_FILTER, { companyId });
  const clinic = await clinicCard(em, companyId);
  if (!clinic) return;
  await runSql(
    em,
    sql`insert into message_settings (id, company_id, reminder_hours, quiet_start, quiet_end, whatsapp_phone_number_id,
          whatsapp_token, whatsapp_template, email_enabled, created_at, updated_at)
        values (${randomUUID()}, ${companyId}, '{24,2}', '20:00', '08:00', ${DEMO_WHATSAPP_PHONE_ID}, 'demo-token',
          'lembrete_consulta', true, now(), now())
        on conflict (company_id) do nothing`,
  );
  const today = nowInTimeZone(clinic.timeZone).date;
  const open = (r: { status: string }) => r.status === 'PENDING' || r.status === 'CONFIRMED';
  const week = [];
  for (let n = 0; n < 8; n++) week.push(...(await dayReminders(em, companyId, addDays(today, n))).filter(open));
  await scheduleReminders(
    em,
    companyId,
    week.map((r) => r.appointmentId),
  );
  const soon = [
    ...(await dayReminders(em, companyId, addDays(today, 1))),
    ...(await dayReminders(em, companyId, addDays(today, 2))),
  ]
    .filter(open)
    .slice(0, 6);
  for (const r of soon) {
    await runSql(
      em,
      sql`insert into outbound_message (id, company_id, appointment_id, kind, channel, slot_date, slot_start_time,
            scheduled_for, due_at, status, attempts, created_at, updated_at)
          values (${randomUUID()}, ${companyId}, ${r.appointmentId}, ${reminderKind(24)}, 'whatsapp', ${r.date}::date,
            ${r.startTime}, now(), now(), 'agendado', 0, now(), now())
          on conflict (company_id, appointment_id, kind) do update set scheduled_for = now(), due_at = now()
          where outbound_message.status = 'agendado'`,
    );
  }
}
