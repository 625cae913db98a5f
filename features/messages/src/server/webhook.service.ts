import { clinicCard } from '@agenda/auth/server';
import { answerAsPatient } from '@agenda/calendar/server';
import { type Em, runSql, sql } from '@agenda/db';
import type { Extensions } from '@agenda/trpc';
import { randomUUID } from 'node:crypto';
import { type ReplyAction, replyAction } from '../shared/replies.ts';

// What the WhatsApp webhook carries (the parts read here), as Meta documents it.
export interface WebhookValue {
  metadata?: { phone_number_id?: string };
  statuses?: { id?: string; status?: string; timestamp?: string }[];
  messages?: {
    id?: string;
    from?: string;
    timestamp?: string;
    type?: string;
    text?: { body?: string };
    button?: { text?: string; payload?: string };
    interactive?: { button_reply?: { title?: string } };
    context?: { id?: string };
  }[];
}

export interface WebhookBody {
  object?: string;
  entry?: { changes?: { field?: string; value?: WebhookValue }[] }[];
}

/** The provider's status in the clinic's words, and its rank: a status only moves forward (a late 'sent' never undoes 'read'). */
const STATUS: Record<string, { status: string; rank: number; column: string | null }> = {
  sent: { status: 'enviado', rank: 1, column: null },
  delivered: { status: 'entregue', rank: 2, column: 'delivered_at' },
  read: { status: 'lido', rank: 3, column: 'read_at' },
  failed: { status: 'falhou', rank: 4, column: null },
};
const RANK = sql.raw(
  `case status when 'enviado' then 1 when 'entregue' then 2 when 'lido' then 3 when 'falhou' then 4 else 0 end`,
);

export async function applyStatuses(tx: Em, companyId: string, statuses: NonNullable<WebhookValue['statuses']>) {
  for (const s of statuses) {
    const known = s.status ? STATUS[s.status] : undefined;
    if (!known || !s.id) continue;
    const stamp = sql.raw(known.column ? `, ${known.column} = coalesce(${known.column}, now())` : '');
    await runSql(
      tx,
      sql`update outbound_message set status = ${known.status}, updated_at = now() ${stamp}
           where company_id = ${companyId} and provider_message_id = ${String(s.id).slice(0, 200)}
             and ${RANK} < ${known.rank} and status <> 'agendado' and status <> 'enviando'`,
    );
  }
}

interface Replied {
  id: string;
  appointment_id: string;
  slot_date: string;
  slot_start_time: string;
}

/** The reminder a reply answers: the one it quotes (WhatsApp's context), else the latest sent to that number. */
async function answeredMessage(tx: Em, companyId: string, from: string, contextId: string | undefined) {
  const columns = sql.raw('id, appointment_id, slot_date::text as slot_date, slot_start_time');
  if (contextId) {
    const [quoted] = await runSql<Replied>(
      tx,
      sql`select ${columns} from outbound_message where company_id = ${companyId} and provider_message_id = ${contextId.slice(0, 200)}
           and appointment_id is not null`,
    );
    if (quoted) return quoted;
  }
  const [latest] = await runSql<Replied>(
    tx,
    sql`select ${columns} from outbound_message
         where company_id = ${companyId} and recipient = ${from} and sent_at is not null and appointment_id is not null
         order by sent_at desc limit 1`,
  );
  return latest ?? null;
}

/**
 * A patient's replies: each is kept (once, by the provider's id: a webhook delivered twice does
 * nothing more); '1'/'Confirmar' and '2'/'Cancelar' answer the appointment as the patient link does
 * (calendar's `answerAsPatient`, for the slot the reminder named); 'SAIR' records the opt-out. A
 * reply that cannot act (no reminder it answers, the appointment closed or moved) is left to read.
 */
export async function applyReplies(
  tx: Em,
  companyId: string,
  messages: NonNullable<WebhookValue['messages']>,
  extensions: Extensions,
) {
  const clinic = await clinicCard(tx, companyId);
  if (!clinic) return;
  for (const m of messages) {
    if (!m.id || !m.from) continue;
    const from = String(m.from).replace(/\D/g, '').slice(0, 20);
    const text = String(m.text?.body ?? m.button?.text ?? m.interactive?.button_reply?.title ?? '').slice(0, 2000);
    const replied = await answeredMessage(tx, companyId, from, m.context?.id);
    let action: ReplyAction = replyAction(text);
    const [inserted] = await runSql<{ id: string }>(
      tx,
      sql`insert into inbound_message (id, company_id, outbound_message_id, appointment_id, from_phone, text, action,
            provider_message_id, received_at, created_at, updated_at)
          values (${randomUUID()}, ${companyId}, ${replied?.id ?? null}, ${replied?.appointment_id ?? null}, ${from}, ${text},
            ${action}, ${String(m.id).slice(0, 200)}, now(), now(), now())
          on conflict (company_id, provider_message_id) do nothing
          returning id`,
    );
    if (!inserted) continue;
    if (action === 'sair') {
      await runSql(
        tx,
        sql`insert into message_opt_out (id, company_id, phone, source, opted_out_at, created_at, updated_at)
            values (${randomUUID()}, ${companyId}, ${from}, 'whatsapp', now(), now(), now())
            on conflict (company_id, phone) do nothing`,
      );
      continue;
    }
    if (action !== 'confirmou' && action !== 'cancelou') continue;
    const done = replied
      ? await answerAsPatient(
          tx,
          { companyId, timeZone: clinic.timeZone, extensions },
          replied.appointment_id,
          action === 'confirmou' ? 'confirm' : 'cancel',
          { valid: (slot) => slot.date === replied.slot_date && slot.startTime === replied.slot_start_time },
        ).then(
          () => true,
          () => false,
        )
      : false;
    if (!done) {
      action = 'ler';
      await runSql(tx, sql`update inbound_message set action = 'ler' where company_id = ${companyId} and id = ${inserted.id}`);
    }
  }
}
