import { clinicCard } from '@agenda/auth/server';
import { brazilianMobile, fillPlaceholders, formatDatePtBR, nowInTimeZone } from '@agenda/br';
import { remindedAppointments } from '@agenda/calendar/server';
import { type Em, runSql, sql } from '@agenda/db';
import { messageTemplates } from '@agenda/settings/server';
import { patientUrl } from '@agenda/confirmations/server';
import type { Channel } from '../shared/statuses.ts';
import { MESSAGES_TEXTS as T } from '../shared/texts.ts';
import { ChannelError, type OutgoingMessage, type SentMessage } from './channels/channel.ts';
import type { OutboxChannels } from './channels/outbox-channels.ts';
import { type DirectPayload, OutboundMessageSchema } from './entities/outbound-message.entity.ts';
import { type ClinicMessaging, clinicMessaging } from './message-settings.service.ts';
import { scopedTo } from './scope.ts';

export type PreparedMessage =
  | { kind: 'skip'; reason: string }
  | { kind: 'fail'; error: ChannelError }
  | { kind: 'send'; channel: Channel; recipient: string; send: () => Promise<SentMessage> };

/**
 * What a company's claimed messages become, read in one transaction of that company: nothing, when
 * the appointment is no longer open, has moved from the slot the message names or has begun (whatever
 * path changed it), or the number opted out; else the filled message on the clinic's channel. The
 * clinic, its settings and template are read once, the appointments once per day. The sends happen
 * after this transaction, which holds no connection while the provider answers.
 */
export async function prepareMessages(
  tx: Em,
  companyId: string,
  messageIds: readonly string[],
  channels: OutboxChannels,
): Promise<Map<string, PreparedMessage>> {
  const prepared = new Map<string, PreparedMessage>();
  const messages = await tx.find(OutboundMessageSchema, { companyId, id: { $in: [...messageIds] } }, scopedTo(companyId));
  const clinic = await clinicCard(tx, companyId);
  if (!clinic) {
    for (const id of messageIds) prepared.set(id, { kind: 'skip', reason: T.appointmentGone });
    return prepared;
  }
  const settings = await clinicMessaging(tx, companyId);
  const template = (await messageTemplates(tx, companyId)).CONFIRMATION;
  const appointments = await remindedAppointments(
    tx,
    companyId,
    messages.flatMap((m) => m.appointmentId ?? []),
  );
  const phones = [
    ...appointments.flatMap((a) => brazilianMobile(a.phone) ?? []),
    ...messages.flatMap((m) => brazilianMobile(m.payload?.phone ?? null) ?? []),
  ];
  const optedOut = new Set(
    phones.length
      ? (
          await runSql<{ phone: string }>(
            tx,
            sql`select phone from message_opt_out where company_id = ${companyId} and phone = any(${phones}::text[])`,
          )
        ).map((r) => r.phone)
      : [],
  );
  const now = nowInTimeZone(clinic.timeZone);
  for (const id of messageIds) {
    const message = messages.find((m) => m.id === id);
    if (message?.payload) {
      prepared.set(id, prepareDirect(message.payload, settings, channels, optedOut));
      continue;
    }
    const a = message && appointments.find((x) => x.appointmentId === message.appointmentId);
    if (!message) prepared.set(id, { kind: 'skip', reason: T.appointmentGone });
    else if (!a) prepared.set(id, { kind: 'skip', reason: T.appointmentGone });
    else if (a.status !== 'PENDING' && a.status !== 'CONFIRMED') prepared.set(id, { kind: 'skip', reason: T.appointmentClosed });
    else if (a.date !== message.slotDate || a.startTime !== message.slotStartTime)
      prepared.set(id, { kind: 'skip', reason: T.appointmentMoved });
    else if (`${now.date} ${now.time}` >= `${a.date} ${a.startTime}`)
      prepared.set(id, { kind: 'skip', reason: T.appointmentStarted });
    else {
      const values = {
        nome: a.clientName.trim().split(/\s+/)[0] ?? '',
        data: formatDatePtBR(a.date),
        hora: a.startTime,
        profissional: a.professionalName,
        clinica: clinic.name,
        link: patientUrl(channels.publicUrl, channels.linkKey, companyId, { id: a.appointmentId, ...a }),
      };
      const mobile = brazilianMobile(a.phone);
      const whatsapp = settings.whatsapp;
      const text = fillPlaceholders(template, values);
      const subject = T.reminderSubject(clinic.name);
      if (whatsapp && mobile) {
        if (optedOut.has(mobile)) prepared.set(id, { kind: 'skip', reason: T.optedOut });
        else {
          const outgoing: OutgoingMessage = {
            to: mobile,
            text,
            subject,
            template: {
              name: whatsapp.template,
              language: 'pt_BR',
              parameters: [values.nome, values.data, values.hora, values.profissional, values.clinica, values.link],
            },
          };
          prepared.set(id, {
            kind: 'send',
            channel: 'whatsapp',
            recipient: mobile,
            send: () => channels.whatsapp.send(whatsapp, outgoing),
          });
        }
      } else if (settings.emailEnabled && channels.email && a.email) {
        // No WhatsApp route to this patient: the clinic's message by e-mail (SMTP_URL).
        const email = channels.email;
        const to = a.email;
        const outgoing: OutgoingMessage = { to, text, subject, template: { name: '', language: 'pt_BR', parameters: [] } };
        prepared.set(id, { kind: 'send', channel: 'email', recipient: to, send: () => email.send(null, outgoing) });
      } else {
        // No channel reaches this patient: trying again would not change that.
        prepared.set(id, { kind: 'fail', error: new ChannelError(whatsapp ? T.notAMobile : T.noChannel, true) });
      }
    }
  }
  return prepared;
}

/**
 * A direct message (another feature's, e.g. a waitlist offer): its content was filled when it was
 * asked for; here it gets the patient's address on the clinic's channel and the public link.
 */
function prepareDirect(
  payload: DirectPayload,
  settings: ClinicMessaging,
  channels: OutboxChannels,
  optedOut: ReadonlySet<string>,
): PreparedMessage {
  const link = `${channels.publicUrl.replace(/\/$/, '')}${payload.linkPath}`;
  const withLink = (text: string) => text.replaceAll('{link}', link);
  const text = withLink(payload.text);
  const mobile = brazilianMobile(payload.phone);
  const whatsapp = settings.whatsapp;
  if (whatsapp && mobile) {
    if (optedOut.has(mobile)) return { kind: 'skip', reason: T.optedOut };
    const outgoing: OutgoingMessage = {
      to: mobile,
      text,
      subject: payload.subject,
      template: { name: payload.template, language: 'pt_BR', parameters: payload.parameters.map(withLink) },
    };
    return { kind: 'send', channel: 'whatsapp', recipient: mobile, send: () => channels.whatsapp.send(whatsapp, outgoing) };
  }
  if (settings.emailEnabled && channels.email && payload.email) {
    const email = channels.email;
    const to = payload.email;
    const outgoing: OutgoingMessage = {
      to,
      text,
      subject: payload.subject,
      template: { name: '', language: 'pt_BR', parameters: [] },
    };
    return { kind: 'send', channel: 'email', recipient: to, send: () => email.send(null, outgoing) };
  }
  return { kind: 'fail', error: new ChannelError(whatsapp ? T.notAMobile : T.noChannel, true) };
}
