import { randomUUID } from 'node:crypto';
import { type Em, runSql, sql } from '@agenda/db';
import type { MessagesUpdate } from '../shared/message-template-rules.ts';
import { DEFAULT_MESSAGE_TEMPLATES, MESSAGE_KINDS, type MessageKind } from '../shared/message-templates.ts';

/**
 * The clinic's message templates, each kind falling back to its default until the clinic edits it.
 * A plain statement: every patient link and reminder reads them (decision 070).
 */
export async function messageTemplates(em: Em, companyId: string): Promise<Record<MessageKind, string>> {
  const stored = await runSql<{ kind: MessageKind; body: string }>(
    em,
    sql`select kind, body from message_template where company_id = ${companyId}`,
    'settings_message_templates',
  );
  const templates = { ...DEFAULT_MESSAGE_TEMPLATES };
  for (const row of stored) templates[row.kind] = row.body;
  return templates;
}

/**
 * Saves the kinds given (validated by `messagesUpdateSchema`), each in one statement, so two people
 * saving at once cannot collide on the (company, kind) key. A text equal to the default keeps no row:
 * after 'Restaurar padrão' the clinic follows the product's default wording if it ever improves.
 */
export async function updateMessageTemplates(
  em: Em,
  companyId: string,
  userId: string,
  { templates }: MessagesUpdate,
): Promise<Record<MessageKind, string>> {
  for (const kind of MESSAGE_KINDS) {
    const body = templates[kind];
    if (body === undefined) continue;
    if (body === DEFAULT_MESSAGE_TEMPLATES[kind]) {
      await runSql(em, sql`delete from message_template where company_id = ${companyId} and kind = ${kind}`);
    } else {
      await runSql(
        em,
        sql`insert into message_template (id, company_id, kind, body, updated_by, created_at, updated_at)
            values (${randomUUID()}, ${companyId}, ${kind}, ${body}, ${userId}, now(), now())
            on conflict (company_id, kind) do update
              set body = excluded.body, updated_by = excluded.updated_by, updated_at = excluded.updated_at`,
      );
    }
  }
  return messageTemplates(em, companyId);
}
