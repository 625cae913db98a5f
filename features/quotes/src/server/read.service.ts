import { clientsByIds, findClient } from '@agenda/clients/server';
import { addDays, formatDatePtBR, nowInTimeZone } from '@agenda/br';
import { type Em, isUuid } from '@agenda/db';
import { type InstallmentRow, installmentsOf } from '@agenda/finalize/server';
import { professionalsById } from '@agenda/team/server';
import { notFound } from '@agenda/trpc';
import type { ListQuotesInput } from '../shared/schemas.ts';
import { DESK_APPROVAL_METHOD_LABELS, QUOTES_TEXTS as T, type QuoteStatus, REJECT_REASON_LABELS } from '../shared/texts.ts';
import type { ApprovalData, InstallmentData, QuoteData, QuoteSummary } from '../shared/wire.ts';
import { alternativeData } from './content.ts';
import { type Quote, QuoteSchema } from './entities/quote.entity.ts';
import { type QuoteVersion, QuoteVersionSchema } from './entities/quote-version.entity.ts';

/** A sent quote past its validity is EXPIRADO: read, never written (no job needed). */
export const statusOf = (q: Pick<Quote, 'status' | 'validUntil'>, today: string): QuoteStatus =>
  q.status === 'ENVIADO' && q.validUntil < today ? 'EXPIRADO' : q.status;

/** 'dd/MM/yyyy HH:mm' in the clinic's time zone. */
export function dateTimePtBR(at: Date, timeZone: string): string {
  const { date, time } = nowInTimeZone(timeZone, at);
  return `${formatDatePtBR(date)} ${time}`;
}

export async function findQuote(em: Em, companyId: string, id: string): Promise<Quote> {
  const quote = isUuid(id) ? await em.findOne(QuoteSchema, { companyId, id }) : null;
  if (!quote) throw notFound(T.quoteNotFound);
  return quote;
}

export async function versionOf(em: Em, companyId: string, quote: Quote, version = quote.version): Promise<QuoteVersion> {
  const row = await em.findOne(QuoteVersionSchema, { companyId, quoteId: quote.id, version });
  if (!row) throw notFound(T.quoteNotFound);
  return row;
}

export function installmentData(
  rows: readonly Pick<InstallmentRow, 'id' | 'number' | 'dueDate' | 'amountCents' | 'paidCents' | 'status'>[],
  today: string,
): InstallmentData[] {
  return rows.map((r) => ({
    id: r.id,
    number: r.number,
    dueDate: r.dueDate,
    amountCents: r.amountCents,
    paidCents: r.paidCents,
    status: r.status === 'PAID' ? 'PAGO' : r.dueDate < today ? 'VENCIDO' : r.status === 'PARTIAL' ? 'PARCIAL' : 'PENDENTE',
  }));
}

function approvalOf(q: Quote, timeZone: string, registeredByName: string | null): ApprovalData | null {
  if (q.status !== 'APROVADO' || !q.approvedAt || q.approvedAlternative === null) return null;
  const at = dateTimePtBR(q.approvedAt, timeZone);
  const byLink = q.approvalChannel === 'LINK';
  return {
    at: q.approvedAt.toISOString(),
    channel: byLink ? 'LINK' : 'BALCAO',
    alternative: q.approvedAlternative,
    version: q.approvedVersion ?? q.version,
    approverName: q.approverName,
    method: q.approvalMethod,
    registeredBy: registeredByName,
    text: byLink
      ? T.approvedByPatient(at)
      : `${T.approvedAtDesk(at, q.approverName ?? '')}${q.approvalMethod ? ` (${DESK_APPROVAL_METHOD_LABELS[q.approvalMethod].toLowerCase()})` : ''}`,
    documentSha256: q.documentSha256,
  };
}

/** The day the plan's payments count from: the approval's day once approved, else today (the preview). */
export const planStart = (q: Pick<Quote, 'approvedAt'>, timeZone: string, today: string) =>
  q.approvedAt ? nowInTimeZone(timeZone, q.approvedAt).date : today;

/** A quote as `GET /api/quotes/{id}` answers it: the version asked for (the current one by default). */
export async function quoteData(em: Em, companyId: string, timeZone: string, quote: Quote, version?: number): Promise<QuoteData> {
  const today = nowInTimeZone(timeZone).date;
  const content = await versionOf(em, companyId, quote, version);
  const [client, professionals, versions, installments] = await Promise.all([
    findClient(em, companyId, quote.clientId),
    professionalsById(em, companyId, [quote.professionalId]),
    em.find(
      QuoteVersionSchema,
      { companyId, quoteId: quote.id },
      { fields: ['version', 'createdAt'], orderBy: { version: 'asc' } },
    ),
    quote.status === 'APROVADO' ? installmentsOf(em, companyId, [quote.id]) : Promise.resolve([]),
  ]);
  const start = planStart(quote, timeZone, today);
  return {
    id: quote.id,
    clientId: quote.clientId,
    clientName: client.fullName,
    professionalId: quote.professionalId,
    professionalName: professionals.get(quote.professionalId)?.name ?? '',
    professionalRegistration: professionals.get(quote.professionalId)?.registration ?? null,
    status: statusOf(quote, today),
    version: content.version,
    versions: versions.map((v) => ({ version: v.version, createdAt: v.createdAt.toISOString() })),
    validUntil: content.validUntil,
    notes: content.notes,
    createdOn: quote.createdOn,
    createdAt: quote.createdAt.toISOString(),
    sentAt: quote.sentAt?.toISOString() ?? null,
    alternatives: content.alternatives.map((alt, index) => alternativeData(alt, index, start)),
    approval: approvalOf(quote, timeZone, null),
    rejection:
      quote.status === 'RECUSADO' && quote.rejectedAt && quote.rejectReason
        ? {
            at: quote.rejectedAt.toISOString(),
            reason: quote.rejectReason,
            reasonLabel: REJECT_REASON_LABELS[quote.rejectReason],
            note: quote.rejectNote,
          }
        : null,
    installments: installmentData(installments, today),
  };
}

const MAX_LIST = 500;

/** `GET /api/quotes`: the clinic's quotes (a patient's, a status, made between from and to), newest first. */
export async function listQuotes(em: Em, companyId: string, timeZone: string, input: ListQuotesInput): Promise<QuoteSummary[]> {
  const today = nowInTimeZone(timeZone).date;
  if (input.clientId !== undefined && !isUuid(input.clientId)) return [];
  const where: Record<string, unknown> = { companyId };
  if (input.clientId) where.clientId = input.clientId;
  if (input.status === 'EXPIRADO') Object.assign(where, { status: 'ENVIADO', validUntil: { $lt: today } });
  else if (input.status === 'ENVIADO') Object.assign(where, { status: 'ENVIADO', validUntil: { $gte: today } });
  else if (input.status) where.status = input.status;
  const createdOn: Record<string, string> = {};
  if (input.from) createdOn.$gte = input.from;
  if (input.to) createdOn.$lte = input.to;
  if (input.from || input.to) where.createdOn = createdOn;
  const quotes = await em.find(QuoteSchema, where, {
    orderBy: { createdOn: 'desc', createdAt: 'desc', id: 'asc' },
    limit: MAX_LIST,
  });
  if (!quotes.length) return [];
  const [clients, professionals, versions] = await Promise.all([
    clientsByIds(
      em,
      companyId,
      quotes.map((q) => q.clientId),
    ),
    professionalsById(
      em,
      companyId,
      quotes.map((q) => q.professionalId),
    ),
    em.find(QuoteVersionSchema, { companyId, quoteId: { $in: quotes.map((q) => q.id) } }),
  ]);
  const currentVersion = new Map(quotes.map((q) => [q.id, q.version]));
  const current = new Map(versions.filter((v) => currentVersion.get(v.quoteId) === v.version).map((v) => [v.quoteId, v]));
  return quotes.map((q) => {
    const content = current.get(q.id);
    const first = content?.alternatives[0];
    const chosen = q.approvedAlternative !== null ? content?.alternatives[q.approvedAlternative] : first;
    return {
      id: q.id,
      clientId: q.clientId,
      clientName: clients.get(q.clientId)?.fullName ?? '',
      professionalName: professionals.get(q.professionalId)?.name ?? '',
      status: statusOf(q, today),
      version: q.version,
      validUntil: q.validUntil,
      createdOn: q.createdOn,
      totalCents: chosen ? alternativeData(chosen, 0, today).totalCents : 0,
      alternatives: content?.alternatives.length ?? 0,
    };
  });
}

/** The default validity: today + the days given. */
export const defaultValidUntil = (today: string, days: number) => addDays(today, days);
