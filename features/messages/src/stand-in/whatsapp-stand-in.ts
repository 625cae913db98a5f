import { createHmac, randomBytes } from 'node:crypto';
import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

// A local stand-in for the WhatsApp Business Cloud API, for the tests and the demo: it takes
// template messages at `POST /{version}/{phone-number-id}/messages` as Meta does (the same checks of
// token and body, the same answers), and sends the webhooks back signed with the app secret
// (statuses, and the patient's replies when a script says so).

export interface StandInMessage {
  phoneNumberId: string;
  id: string;
  to: string;
  template: string;
  parameters: string[];
  at: Date;
}

export interface StandInOptions {
  /** Where the webhooks go (`…/api/webhooks/whatsapp`); none: nothing is sent back. */
  webhookUrl?: string;
  /** Or a function that delivers them (a server answering in-process); answers the HTTP status. */
  deliver?: (body: string, headers: Record<string, string>) => Promise<number>;
  appSecret: string;
  /** The token each phone-number id accepts; a number not listed accepts any non-empty token. */
  tokens?: Record<string, string>;
  /** Statuses sent back after each accepted message, in order ('sent', 'delivered', 'read'). */
  statuses?: readonly ('sent' | 'delivered' | 'read')[];
  /** The patient's reply to an accepted message, if any (the demo answers some '1', some 'Cancelar'). */
  reply?: (message: StandInMessage) => string | null;
  /** Milliseconds between the webhooks of one message. */
  delayMs?: number;
  port?: number;
}

export interface WhatsappStandIn {
  /** The Graph API base to configure (`WHATSAPP_API_URL`), version included. */
  baseUrl: string;
  messages: StandInMessage[];
  /** The next `n` sends answer 500 (a provider outage). */
  failNext(n: number): void;
  /** A signed status webhook for a message. */
  sendStatus(phoneNumberId: string, messageId: string, status: 'sent' | 'delivered' | 'read' | 'failed'): Promise<number>;
  /** A signed reply webhook, as the patient's text or button answer to `contextId`. */
  sendReply(
    phoneNumberId: string,
    from: string,
    text: string,
    options?: { contextId?: string; button?: boolean; id?: string },
  ): Promise<number>;
  close(): Promise<void>;
}

export const STAND_IN_VERSION = 'v21.0';

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

const graphError = (res: ServerResponse, status: number, code: number, message: string) =>
  json(res, status, { error: { message, type: 'OAuthException', code, fbtrace_id: randomBytes(8).toString('hex') } });

async function bodyOf(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** The `X-Hub-Signature-256` Meta sends: HMAC-SHA256 of the raw body with the app secret. */
export const hubSignature = (secret: string, body: string) => `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

const envelope = (phoneNumberId: string, value: Record<string, unknown>) => ({
  object: 'whatsapp_business_account',
  entry: [
    {
      id: 'stand-in-waba',
      changes: [
        {
          field: 'messages',
          value: {
            messaging_product: 'whatsapp',
            metadata: { display_phone_number: '5511900000000', phone_number_id: phoneNumberId },
            ...value,
          },
        },
      ],
    },
  ],
});

export async function startWhatsappStandIn(options: StandInOptions): Promise<WhatsappStandIn> {
  const messages: StandInMessage[] = [];
  let failures = 0;
  const timers = new Set<NodeJS.Timeout>();
  const now = () => String(Math.floor(Date.now() / 1000));

  const post = async (payload: unknown): Promise<number> => {
    const body = JSON.stringify(payload);
    const headers = { 'content-type': 'application/json', 'x-hub-signature-256': hubSignature(options.appSecret, body) };
    if (options.deliver) return options.deliver(body, headers);
    if (!options.webhookUrl) return 0;
    const res = await fetch(options.webhookUrl, { method: 'POST', headers, body }).catch(() => null);
    await res?.arrayBuffer().catch(() => undefined);
    return res?.status ?? 0;
  };

  const sendStatus: WhatsappStandIn['sendStatus'] = (phoneNumberId, messageId, status) => {
    const to = messages.find((m) => m.id === messageId)?.to ?? '';
    return post(
      envelope(phoneNumberId, {
        statuses: [
          {
            id: messageId,
            status,
            timestamp: now(),
            recipient_id: to,
            ...(status === 'failed' ? { errors: [{ code: 131026, title: 'Message undeliverable' }] } : {}),
          },
        ],
      }),
    );
  };

  const sendReply: WhatsappStandIn['sendReply'] = (phoneNumberId, from, text, o = {}) =>
    post(
      envelope(phoneNumberId, {
        contacts: [{ profile: { name: 'Paciente' }, wa_id: from }],
        messages: [
          {
            from,
            id: o.id ?? `wamid.in-${randomBytes(8).toString('hex')}`,
            timestamp: now(),
            ...(o.contextId ? { context: { from: '5511900000000', id: o.contextId } } : {}),
            ...(o.button ? { type: 'button', button: { text, payload: text } } : { type: 'text', text: { body: text } }),
          },
        ],
      }),
    );

  const later = (ms: number, work: () => Promise<unknown>) => {
    const t = setTimeout(() => {
      timers.delete(t);
      void work();
    }, ms);
    timers.add(t);
  };

  const server: Server = createServer(async (req, res) => {
    const match = /^\/(v\d+\.\d+)\/([^/]+)\/messages$/.exec(req.url ?? '');
    if (req.method !== 'POST' || !match) return graphError(res, 404, 803, 'Unknown path');
    const phoneNumberId = decodeURIComponent(match[2] as string);
    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    const expected = options.tokens?.[phoneNumberId];
    if (!token || (expected !== undefined && token !== expected))
      return graphError(res, 401, 190, 'Invalid OAuth access token - Cannot parse access token');
    let body: {
      messaging_product?: string;
      to?: string;
      type?: string;
      template?: { name?: string; language?: { code?: string }; components?: { parameters?: { text?: string }[] }[] };
    };
    try {
      body = JSON.parse(await bodyOf(req));
    } catch {
      return graphError(res, 400, 100, 'Invalid parameter');
    }
    if (
      body.messaging_product !== 'whatsapp' ||
      !/^\d{10,15}$/.test(body.to ?? '') ||
      body.type !== 'template' ||
      !body.template?.name ||
      !body.template.language?.code
    )
      return graphError(res, 400, 100, 'Invalid parameter');
    if (failures > 0) {
      failures--;
      return graphError(res, 500, 2, 'Service temporarily unavailable');
    }
    const message: StandInMessage = {
      phoneNumberId,
      id: `wamid.${randomBytes(12).toString('hex')}`,
      to: body.to as string,
      template: body.template.name,
      parameters: (body.template.components ?? []).flatMap((c) => (c.parameters ?? []).map((p) => p.text ?? '')),
      at: new Date(),
    };
    messages.push(message);
    json(res, 200, {
      messaging_product: 'whatsapp',
      contacts: [{ input: message.to, wa_id: message.to }],
      messages: [{ id: message.id }],
    });
    const delay = options.delayMs ?? 200;
    for (const [i, status] of (options.statuses ?? []).entries())
      later(delay * (i + 1), () => sendStatus(phoneNumberId, message.id, status));
    const reply = options.reply?.(message);
    if (reply)
      later(delay * ((options.statuses?.length ?? 0) + 1), () =>
        sendReply(phoneNumberId, message.to, reply, { contextId: message.id }),
      );
  });

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/${STAND_IN_VERSION}`,
    messages,
    failNext: (n) => {
      failures = n;
    },
    sendStatus,
    sendReply,
    close: async () => {
      for (const t of timers) clearTimeout(t);
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * The stand-in `npm start` runs when no provider is configured: every message is delivered and read,
 * and the patients of the first messages answer — one confirms ('1'), one asks something, one says
 * 'Cancelar' — so the demo clinic's 'Mensagens' shows answers coming in.
 */
export function startDemoProvider(webhookUrl: string, appSecret: string): Promise<WhatsappStandIn> {
  const script = ['1', 'Posso chegar 15 minutos mais tarde?', 'Cancelar'];
  let n = 0;
  return startWhatsappStandIn({
    webhookUrl,
    appSecret,
    statuses: ['sent', 'delivered', 'read'],
    delayMs: 1500,
    reply: () => script[n++] ?? null,
  });
}
