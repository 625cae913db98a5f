import type { WhatsappAccount } from '../message-settings.service.ts';
import { type ChannelAdapter, type OutgoingMessage, type SentMessage, smsNotConfigured } from './channel.ts';
import { randomUUID } from 'node:crypto';

/** Sends one plain-text e-mail (the invitations' SMTP mailer fits it). */
export interface Mailer {
  send(mail: { to: string; subject: string; text: string }): Promise<void>;
}

/** E-mail through the SMTP server `SMTP_URL` names (nodemailer, as the invitations use). */
export function emailChannel(mailer: Mailer): ChannelAdapter<null> {
  return {
    channel: 'email',
    async send(_account, message: OutgoingMessage): Promise<SentMessage> {
      await mailer.send({ to: message.to, subject: message.subject, text: message.text });
      return { providerMessageId: `email-${randomUUID()}` };
    },
  };
}

/** The channels a server sends through, and what the patient links in the messages point at. */
export interface OutboxChannels {
  whatsapp: ChannelAdapter<WhatsappAccount>;
  email: ChannelAdapter<null> | null;
  sms: ChannelAdapter<null>;
  /** `PUBLIC_URL` (else the loopback address of the server): where patients open their link. */
  publicUrl: string;
  /** The key patient links are signed with. */
  linkKey: Buffer;
}

export { smsNotConfigured };
