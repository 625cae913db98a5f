import { randomUUID } from 'node:crypto';
import { type Em, runSql, sql } from '@agenda/db';
import type { DirectPayload } from './entities/outbound-message.entity.ts';
import { clinicMessaging } from './message-settings.service.ts';

/** A message to a patient about no appointment of theirs (yet): what another feature asks the outbox to send. */
export interface DirectMessage {
  /** What it is, as 'Mensagens' and the provider's template know it (e.g. 'waitlist-offer'). */
  kind: string;
  /** The asking feature's row: one message per source and kind, whatever the retries. */
  sourceId: string;
  /** The slot it is about, as the reminders name theirs. */
  slotDate: string;
  slotStartTime: string;
  /** When it may go out (now, for an offer). */
  sendAt: Date;
  content: DirectPayload;
}

/**
 * Puts a direct message in the outbox inside the caller's transaction (it stands or falls with the
 * caller's rows); the poller sends it as it sends reminders: WhatsApp when the clinic has it and the
 * patient a mobile, else e-mail, never to a number that opted out. A second call for the same source
 * and kind changes nothing.
 */
export async function enqueueDirectMessage(tx: Em, companyId: string, message: DirectMessage): Promise<void> {
  const channel = (await clinicMessaging(tx, companyId)).whatsapp ? 'whatsapp' : 'email';
  const at = message.sendAt.toISOString();
  await runSql(
    tx,
    sql`insert into outbound_message
          (id, company_id, appointment_id, source_id, payload, kind, channel, slot_date, slot_start_time, scheduled_for,
           due_at, status, attempts, created_at, updated_at)
        values (${randomUUID()}, ${companyId}, null, ${message.sourceId}, ${JSON.stringify(message.content)}::jsonb,
                ${message.kind}, ${channel}, ${message.slotDate}::date, ${message.slotStartTime}, ${at}::timestamptz,
                ${at}::timestamptz, 'agendado', 0, now(), now())
        on conflict (company_id, source_id, kind) where source_id is not null do nothing`,
  );
}
