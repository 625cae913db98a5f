import { runSql, sql } from '@agenda/db';
import { type BaseContext, inCompanyTransaction } from '@agenda/trpc';
import type { PageRoute, RestContext } from '@agenda/trpc/rest';
import { MESSAGES_TEXTS as T } from '../shared/texts.ts';
import { genuineSignature } from './webhook-signature.ts';
import { type WebhookBody, applyReplies, applyStatuses } from './webhook.service.ts';

export const WEBHOOK_PATH = '/api/webhooks/whatsapp';

/** The clinic a WhatsApp number belongs to, looked up before any company is known (`whatsapp_company`, 053). */
async function clinicOfNumber(ctx: BaseContext, phoneNumberId: string): Promise<string | null> {
  const [row] = await runSql<{ company_id: string | null }>(
    ctx.tenantOrm.em.fork(),
    sql`select whatsapp_company(${phoneNumberId.slice(0, 64)}) as company_id`,
  );
  return row?.company_id ?? null;
}

/**
 * Meta's webhook: every POST must carry `X-Hub-Signature-256` over its raw body (else 401, nothing
 * read); then statuses and replies are applied per clinic (the clinic whose number it is, in its own
 * transaction as the tenant role). Anything else in a genuine body is ignored with 200, so the
 * provider does not retry it forever.
 */
async function receive(c: RestContext, ctx: BaseContext): Promise<Response> {
  const raw = await c.req.text();
  if (!genuineSignature(ctx.services.messages.appSecret, raw, c.req.header('x-hub-signature-256')))
    return c.json({ error: T.badSignature }, 401);
  let body: WebhookBody;
  try {
    body = JSON.parse(raw) as WebhookBody;
  } catch {
    return c.json({ error: T.badWebhook }, 400);
  }
  for (const entry of Array.isArray(body.entry) ? body.entry : []) {
    for (const change of Array.isArray(entry.changes) ? entry.changes : []) {
      const value = change.value;
      const phoneNumberId = value?.metadata?.phone_number_id;
      if (!value || typeof phoneNumberId !== 'string') continue;
      const companyId = await clinicOfNumber(ctx, phoneNumberId);
      if (!companyId) continue;
      await inCompanyTransaction(ctx, companyId, async (tx) => {
        if (Array.isArray(value.statuses)) await applyStatuses(tx, companyId, value.statuses);
        if (Array.isArray(value.messages)) await applyReplies(tx, companyId, value.messages, ctx.extensions);
      });
    }
  }
  return c.json({ ok: true });
}

/** The subscription handshake: `hub.challenge` back when `hub.verify_token` is ours. */
async function verify(c: RestContext, ctx: BaseContext): Promise<Response> {
  const token = ctx.services.messages.verifyToken;
  const given = c.req.query('hub.verify_token');
  if (c.req.query('hub.mode') !== 'subscribe' || !token || given !== token) return c.json({ error: T.verifyRefused }, 403);
  return c.text(c.req.query('hub.challenge') ?? '');
}

export const messagesPages: PageRoute[] = [
  { method: 'post', path: WEBHOOK_PATH, handle: receive },
  { method: 'get', path: WEBHOOK_PATH, handle: verify },
];
