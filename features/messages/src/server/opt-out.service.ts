import type { Em } from '@agenda/db';
import { scopedTo } from './scope.ts';
import { MessageOptOutSchema } from './entities/message-opt-out.entity.ts';

/** Whether the number (55 and digits) asked for no more reminders. */
export async function isOptedOut(em: Em, companyId: string, phone: string): Promise<boolean> {
  return (await em.count(MessageOptOutSchema, { companyId, phone }, scopedTo(companyId))) > 0;
}
