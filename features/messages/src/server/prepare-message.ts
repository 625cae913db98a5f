import { clinicCard } from '@agenda/auth/server';
import { brazilianMobile, fillPlaceholders, formatDatePtBR, nowInTimeZone } from '@agenda/br';
import { patientAppointment } from '@agenda/calendar/server';
import { patientUrl } from '@agenda/confirmations/server';
import type { Em } from '@agenda/db';
import { messageTemplates } from '@agenda/settings/server';
import { MESSAGES_TEXTS as T } from '../shared/texts.ts';
import type { Channel } from '../shared/statuses.ts';
import { ChannelError, type OutgoingMessage, type SentMessage } from './channels/channel.ts';
import type { OutboxChannels } from './channels/outbox-channels.ts';
import { OutboundMessageSchema } from './entities/outbound-message.entity.ts';
import { clinicMessaging } from './message-settings.service.ts';
import { scopedTo } from './scope.ts';
import { isOptedOut } from './opt-out.service.ts';

export type PreparedMessage =
  | { kind: 'skip'; reason: string }
  | { kind: 'send'; channel: Channel; recipient: string; send: () => Promise<SentMessage> };

/**
 * What a claimed message becomes, read in its company's transaction: nothing, when its appointment is
 * no longer open, has moved from the slot it names or has begun (whatever path changed it), or the
 * number opted out; else the filled message on the clinic's channel. The send itself happens after
 * this transaction, which holds no connection while the provider answers.
 */
export async function prepareMessage(
  tx: Em,
  companyId: string,
  messageId: string,
  channels: OutboxChannels,
): Promise<PreparedMessage> {
  const message = await tx.findOne(OutboundMessageSchema, { companyId, id: messageId }, scopedTo(companyId));
  const clinic = await clinicCard(tx, companyId);
  if (!message || !clinic) return { kind: 'skip', reason: T.appointmentGone };
  const a = await patientAppointment(tx, companyId, message.appointmentId, clinic.timeZone);
  if (!a || (a.status !== 'PENDING' && a.status !== 'CONFIRMED')) return { kind: 'skip', reason: T.appointmentClosed };
  if (a.date !== message.slotDate || a.startTime !== message.slotStartTime) return { kind: 'skip', reason: T.appointmentMoved };
  const now = nowInTimeZone(clinic.timeZone);
  if (`${now.date} ${now.time}` >= `${a.date} ${a.startTime}`) return { kind: 'skip', reason: T.appointmentStarted };

  const settings = await clinicMessaging(tx, companyId);
  const link = patientUrl(channels.publicUrl, channels.linkKey, companyId, a);
  const values = {
    nome: a.clientName.trim().split(/\s+/)[0] ?? '',
    data: formatDatePtBR(a.date),
    hora: a.startTime,
    profissional: a.professionalName,
    clinica: clinic.name,
    link,
  };
  const text = fillPlaceholders((await messageTemplates(tx, companyId)).CONFIRMATION, values);
  const mobile = brazilianMobile(a.clientPhone);
  const whatsapp = settings.whatsapp;
  if (whatsapp && mobile) {
    if (await isOptedOut(tx, companyId, mobile)) return { kind: 'skip', reason: T.optedOut };
    const outgoing: OutgoingMessage = {
      to: mobile,
      text,
      subject: T.reminderSubject(clinic.name),
      template: {
        name: whatsapp.template,
        language: 'pt_BR',
        parameters: [values.nome, values.data, values.hora, values.profissional, values.clinica, values.link],
      },
    };
    return { kind: 'send', channel: 'whatsapp', recipient: mobile, send: () => channels.whatsapp.send(whatsapp, outgoing) };
  }
  // No channel reaches this patient: trying again would not change that.
  throw new ChannelError(whatsapp ? T.notAMobile : T.noChannel, true);
}
