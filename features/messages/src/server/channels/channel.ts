import type { Channel } from '../../shared/statuses.ts';

/** What every channel sends: the filled text, and the template's name and parameters where a provider wants them. */
export interface OutgoingMessage {
  /** The patient's address on the channel: a WhatsApp number (55…), an e-mail, a mobile. */
  to: string;
  /** The clinic's template filled in (e-mail and SMS send it; WhatsApp sends the approved template). */
  text: string;
  subject: string;
  /** An approved WhatsApp template and its body parameters, in order. */
  template: { name: string; language: string; parameters: string[] };
}

/** What the provider said it took: its id for the message, which its status webhooks name. */
export interface SentMessage {
  providerMessageId: string;
}

/**
 * A failed send: `permanent` when trying again cannot help (a refused number, a bad token), else it is
 * retried with backoff.
 */
export class ChannelError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
  }
}

/** One interface per channel; `account` is the clinic's own credentials for it, when it has any. */
export interface ChannelAdapter<Account = unknown> {
  readonly channel: Channel;
  send(account: Account, message: OutgoingMessage): Promise<SentMessage>;
}

/** SMS: the interface a provider will fill; until then the message fails, visibly. */
export const smsNotConfigured: ChannelAdapter<null> = {
  channel: 'sms',
  send: async () => {
    throw new ChannelError('SMS ainda não configurado', true);
  },
};
