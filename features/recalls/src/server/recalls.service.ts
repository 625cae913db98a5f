import { firstName } from '@agenda/auth/shared';
import { companyFacts } from '@agenda/auth/server';
import {
  NOT_A_MOBILE_MESSAGE,
  brazilianMobile,
  fillPlaceholders,
  formatDatePtBR,
  nowInTimeZone,
  whatsappChatUrl,
} from '@agenda/br';
import { findClient } from '@agenda/clients/server';
import { type Em, make, pgErrorCode } from '@agenda/db';
import { servicesById } from '@agenda/services/server';
import { messageTemplates } from '@agenda/settings/server';
import { notFound } from '@agenda/trpc';
import type * as v from 'valibot';
import { defaultUntil, recallsIn } from '../shared/recall-rule.ts';
import type { RecallData, recallDismissSchema, recallListSchema } from '../shared/recall.ts';
import { RECALLS_TEXTS as T } from '../shared/texts.ts';
import { RecallDismissalSchema } from './entities/recall-dismissal.entity.ts';
import { type RecallRow, recallFacts } from './recall-facts.ts';

type ListInput = v.InferOutput<typeof recallListSchema>;
type DismissInput = v.InferOutput<typeof recallDismissSchema>;

/** The clinic's RECALL message for one row, as a wa.me link; null (with why) when the phone is not a mobile. */
function whatsappFor(row: RecallRow & { dueDate: string }, template: string, clinic: string) {
  const mobile = brazilianMobile(row.phone);
  if (!mobile) return { whatsappUrl: null, whatsappUnavailable: NOT_A_MOBILE_MESSAGE };
  const text = fillPlaceholders(template, {
    nome: firstName(row.clientName),
    servico: row.serviceName,
    data: formatDatePtBR(row.dueDate),
    clinica: clinic,
  });
  return { whatsappUrl: whatsappChatUrl(mobile, text), whatsappUnavailable: null };
}

/**
 * Who is due back ('due': on or before today, the most overdue first) or soon ('upcoming': after
 * today up to `until`, 30 days by default), in the clinic's time zone. Recalls closed by a booking
 * come only when asked (`includeBooked`); dismissed ones never.
 */
export async function listRecalls(
  em: Em,
  companyId: string,
  timeZone: string,
  input: ListInput,
): Promise<{ today: string; recalls: RecallData[] }> {
  const today = nowInTimeZone(timeZone).date;
  const until = input.status === 'due' ? today : (input.until ?? defaultUntil(today));
  const facts = await recallFacts(em, companyId, { dueBy: until });
  const open = recallsIn(facts, { status: input.status, today, until, includeBooked: input.includeBooked });
  if (!open.length) return { today, recalls: [] };
  const [templates, company] = await Promise.all([messageTemplates(em, companyId), companyFacts(em, companyId)]);
  const recalls = open.map((row) => ({
    clientId: row.clientId,
    clientName: row.clientName,
    phone: row.phone,
    serviceId: row.serviceId,
    serviceName: row.serviceName,
    lastVisit: row.lastVisit,
    dueDate: row.dueDate,
    ...whatsappFor(row, templates.RECALL, company?.name ?? ''),
    booked: row.booked,
  }));
  return { today, recalls };
}

const PG_UNIQUE_VIOLATION = '23505';

/**
 * Takes the client's current recall of the service off the list, with why and who. It names the
 * last completed visit: a later one opens a new recall. Dismissing the same recall again is a no-op.
 */
export async function dismissRecall(em: Em, companyId: string, userId: string, input: DismissInput): Promise<void> {
  await findClient(em, companyId, input.clientId);
  if (!(await servicesById(em, companyId, [input.serviceId])).has(input.serviceId)) throw notFound(T.serviceNotFound);
  const [fact] = await recallFacts(em, companyId, { clientId: input.clientId, serviceId: input.serviceId });
  if (!fact) throw notFound(T.noRecall);
  const key = { companyId, clientId: input.clientId, serviceId: input.serviceId, lastVisit: fact.lastVisit };
  if (await em.findOne(RecallDismissalSchema, key)) return;
  make(em, RecallDismissalSchema, { ...key, reason: input.reason, dismissedBy: userId });
  try {
    await em.transactional((tx) => tx.flush());
  } catch (error) {
    // The same dismissal sent twice at once: the first one stands.
    if (pgErrorCode(error) !== PG_UNIQUE_VIOLATION) throw error;
  }
}
