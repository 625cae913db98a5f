import { chartItemsOf } from '@agenda/clinical/server';
import { findClient } from '@agenda/clients/server';
import { nowInTimeZone } from '@agenda/br';
import { type Em, isUuid, make, runSql, sql } from '@agenda/db';
import { servicesById } from '@agenda/services/server';
import { professionalsById } from '@agenda/team/server';
import { badRequest, conflict, notFound } from '@agenda/trpc';
import { DEFAULT_VALIDITY_DAYS } from '../shared/quote-money.ts';
import type { CreateQuoteInput, QuoteContentInput, UpdateQuoteInput } from '../shared/schemas.ts';
import { QUOTE_STATUS_LABELS, QUOTES_TEXTS as T } from '../shared/texts.ts';
import type { QuoteData } from '../shared/wire.ts';
import type { Actor } from './actor.ts';
import { type StoredAlternative, storedAlternatives } from './content.ts';
import { type Quote, QuoteSchema } from './entities/quote.entity.ts';
import { QuoteVersionSchema } from './entities/quote-version.entity.ts';
import { defaultValidUntil, findQuote, quoteData, statusOf, versionOf } from './read.service.ts';

interface CheckedContent {
  professionalId: string;
  validUntil: string;
  notes: string | null;
  alternatives: StoredAlternative[];
}

/**
 * The content checked against the clinic's records: the professional, every planned item (the
 * patient's own chart) and every service must exist (404 otherwise), the validity not be past.
 */
async function checkedContent(em: Em, actor: Actor, clientId: string, input: QuoteContentInput): Promise<CheckedContent> {
  const today = nowInTimeZone(actor.timeZone).date;
  const validUntil = input.validUntil ?? defaultValidUntil(today, DEFAULT_VALIDITY_DAYS);
  if (validUntil < today) throw badRequest(T.validUntilPast);
  const alternatives = storedAlternatives(input);
  const items = alternatives.flatMap((a) => a.items);
  const chartIds = [...new Set(items.flatMap((i) => (i.toothTreatmentId ? [i.toothTreatmentId] : [])))];
  const serviceIds = [...new Set(items.flatMap((i) => (i.serviceId ? [i.serviceId] : [])))];
  const [professionals, chart, services] = await Promise.all([
    professionalsById(em, actor.companyId, [input.professionalId]),
    chartIds.length ? chartItemsOf(em, actor.companyId, clientId, chartIds) : Promise.resolve([]),
    servicesById(em, actor.companyId, serviceIds),
  ]);
  if (!professionals.has(input.professionalId)) throw notFound(T.professionalNotFound);
  if (chart.length !== chartIds.length) throw notFound(T.toothTreatmentNotFound);
  if (serviceIds.some((id) => !services.has(id))) throw notFound(T.serviceNotFound);
  return { professionalId: input.professionalId, validUntil, notes: input.notes ?? null, alternatives };
}

/** `POST /api/quotes`: a draft (RASCUNHO), version 1. */
export async function createQuote(em: Em, actor: Actor, input: CreateQuoteInput): Promise<QuoteData> {
  const client = await findClient(em, actor.companyId, input.clientId);
  const content = await checkedContent(em, actor, client.id, input);
  const quote = await em.transactional(async (tx) => {
    const quote = make(tx, QuoteSchema, {
      companyId: actor.companyId,
      clientId: client.id,
      professionalId: content.professionalId,
      status: 'RASCUNHO',
      version: 1,
      validUntil: content.validUntil,
      createdOn: nowInTimeZone(actor.timeZone).date,
      createdBy: actor.userId,
      sentAt: null,
      linkNonce: null,
      approvedAt: null,
      approvalChannel: null,
      approvedAlternative: null,
      approvedVersion: null,
      approverName: null,
      approvalMethod: null,
      approvedBy: null,
      approvalIp: null,
      approvalUserAgent: null,
      signaturePng: null,
      documentSha256: null,
      rejectedAt: null,
      rejectReason: null,
      rejectNote: null,
      failedAttempts: 0,
      lockedUntil: null,
    });
    writeVersion(tx, actor, quote, content);
    await tx.flush();
    await actor.audit(tx, client.id, 'create', quote.id);
    return quote;
  });
  return quoteData(em, actor.companyId, actor.timeZone, quote);
}

function writeVersion(tx: Em, actor: Actor, quote: Quote, content: CheckedContent) {
  return make(tx, QuoteVersionSchema, {
    companyId: actor.companyId,
    quoteId: quote.id,
    version: quote.version,
    validUntil: content.validUntil,
    notes: content.notes,
    alternatives: content.alternatives,
    createdBy: actor.userId,
  });
}

/**
 * `PUT /api/quotes/{id}`: a draft is rewritten in place; a sent (or expired) quote gets a new version,
 * the old ones kept as they were shown. An answered quote (approved, refused) cannot change: 409.
 */
export async function updateQuote(em: Em, actor: Actor, input: UpdateQuoteInput): Promise<QuoteData> {
  const found = await findQuote(em, actor.companyId, input.id);
  const content = await checkedContent(em, actor, found.clientId, input);
  const quote = await em.transactional(async (tx) => {
    const quote = await lockQuote(tx, actor.companyId, found.id);
    if (quote.status === 'APROVADO' || quote.status === 'RECUSADO') {
      throw conflict(T.notEditable(QUOTE_STATUS_LABELS[quote.status]));
    }
    if (quote.status === 'RASCUNHO') {
      const current = await versionOf(tx, actor.companyId, quote);
      Object.assign(current, { validUntil: content.validUntil, notes: content.notes, alternatives: content.alternatives });
    } else {
      quote.version += 1;
      writeVersion(tx, actor, quote, content);
    }
    quote.professionalId = content.professionalId;
    quote.validUntil = content.validUntil;
    await tx.flush();
    await actor.audit(tx, quote.clientId, 'update', quote.id, `versão ${quote.version}`);
    return quote;
  });
  return quoteData(em, actor.companyId, actor.timeZone, quote);
}

/** The quote read fresh and locked until the transaction ends: concurrent answers queue up behind it. */
export async function lockQuote(tx: Em, companyId: string, id: string): Promise<Quote> {
  if (!isUuid(id)) throw notFound(T.quoteNotFound);
  await runSql(tx, sql`select 1 from quote where company_id = ${companyId} and id = ${id} for update`);
  const quote = await tx.findOne(QuoteSchema, { companyId, id }, { refresh: true });
  if (!quote) throw notFound(T.quoteNotFound);
  return quote;
}

/** Refuses an answer (send, approve, refuse) to a quote already answered or past its validity: 409. */
export function refuseUnlessOpen(quote: Quote, today: string): void {
  const status = statusOf(quote, today);
  if (status === 'EXPIRADO') throw conflict(T.expired);
  if (status === 'APROVADO' || status === 'RECUSADO') throw conflict(T.notAnswerable(QUOTE_STATUS_LABELS[status]));
}
