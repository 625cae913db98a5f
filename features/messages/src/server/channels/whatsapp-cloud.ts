import type { WhatsappAccount } from '../message-settings.service.ts';
import { type ChannelAdapter, ChannelError, type OutgoingMessage, type SentMessage } from './channel.ts';

/** Meta's Graph API base with its version; `WHATSAPP_API_URL` points elsewhere (the stand-in). */
export const DEFAULT_WHATSAPP_API_URL = 'https://graph.facebook.com/v21.0';

/** The request body of a template message, as the Cloud API documents it. */
export function templateRequest(message: OutgoingMessage) {
  return {
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    to: message.to,
    type: 'template',
    template: {
      name: message.template.name,
      language: { code: message.template.language },
      components: [{ type: 'body', parameters: message.template.parameters.map((text) => ({ type: 'text', text })) }],
    },
  };
}

interface GraphAnswer {
  messages?: { id?: string }[];
  error?: { message?: string; code?: number };
}

/**
 * The WhatsApp Business Cloud API: `POST {base}/{phone-number-id}/messages` with the clinic's token.
 * 4xx answers other than 429 are permanent (a bad token, a number not on WhatsApp); the rest retry.
 */
export function whatsappCloud(options: { baseUrl: string; timeoutMs?: number }): ChannelAdapter<WhatsappAccount> {
  const base = options.baseUrl.replace(/\/+$/, '');
  return {
    channel: 'whatsapp',
    async send(account, message): Promise<SentMessage> {
      let res: Response;
      try {
        res = await fetch(`${base}/${encodeURIComponent(account.phoneNumberId)}/messages`, {
          method: 'POST',
          headers: { authorization: `Bearer ${account.token}`, 'content-type': 'application/json' },
          body: JSON.stringify(templateRequest(message)),
          signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
        });
      } catch (error) {
        throw new ChannelError(`WhatsApp inacessível: ${(error as Error).message}`, false);
      }
      const body = (await res.json().catch(() => ({}))) as GraphAnswer;
      const id = body.messages?.[0]?.id;
      if (res.ok && id) return { providerMessageId: id };
      const why = body.error?.message ?? `HTTP ${res.status}`;
      throw new ChannelError(`WhatsApp recusou: ${why}`, res.status >= 400 && res.status < 500 && res.status !== 429);
    },
  };
}
