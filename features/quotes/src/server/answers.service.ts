import { approveChartItems } from '@agenda/clinical/server';
import { findClient } from '@agenda/clients/server';
import { brazilianMobile, nowInTimeZone, whatsappChatUrl } from '@agenda/br';
import type { Em } from '@agenda/db';
import { recordInstallments } from '@agenda/finalize/server';
import { badRequest, conflict } from '@agenda/trpc';
import type { DeskApprovalInput, RejectInput } from '../shared/schemas.ts';
import { PAYMENT_KIND_LABELS, QUOTES_TEXTS as T } from '../shared/texts.ts';
import type { InstallmentData, QuoteData } from '../shared/wire.ts';
import type { Actor } from './actor.ts';
import { alternativeData } from './content.ts';
import type { Quote } from './entities/quote.entity.ts';
import { findQuote, installmentData, quoteData, versionOf } from './read.service.ts';
import { lockQuote, refuseUnlessOpen } from './quotes.service.ts';
import { newLinkNonce, signQuoteToken } from './token.ts';

export interface LinkBase {
  base: string;
  key: Buffer;
  clinicName: string;
}

/** The patient's page of a quote: `/orcamento/{token}`. */
export const quoteUrl = (link: Pick<LinkBase, 'base' | 'key'>, companyId: string, quoteId: string, nonce: string) =>
  `${link.base}/orcamento/${signQuoteToken(link.key, companyId, quoteId, nonce)}`;

/**
 * `POST /api/quotes/{id}/send`: the draft becomes ENVIADO and gets its link (sending again hands out
 * the same link); the WhatsApp link carries the message, null when the phone is not a mobile.
 */
export async function sendQuote(
  em: Em,
  actor: Actor,
  id: string,
  link: LinkBase,
): Promise<{ url: string; whatsappUrl: string | null }> {
  const found = await findQuote(em, actor.companyId, id);
  const today = nowInTimeZone(actor.timeZone).date;
  const quote = await em.transactional(async (tx) => {
    const quote = await lockQuote(tx, actor.companyId, found.id);
    refuseUnlessOpen(quote, today);
    if (quote.status === 'RASCUNHO') {
      quote.status = 'ENVIADO';
      quote.sentAt = new Date();
    }
    quote.linkNonce ??= newLinkNonce();
    await tx.flush();
    await actor.audit(tx, quote.clientId, 'update', quote.id, 'enviado');
    return quote;
  });
  const client = await findClient(em, actor.companyId, quote.clientId);
  const url = quoteUrl(link, actor.companyId, quote.id, quote.linkNonce ?? '');
  const mobile = brazilianMobile(client.phone);
  const firstName = client.fullName.trim().split(/\s+/)[0] ?? '';
  return { url, whatsappUrl: mobile ? whatsappChatUrl(mobile, T.whatsappMessage(firstName, link.clinicName, url)) : null };
}

/** What an approval records beyond the alternative: where it came from and its evidence. */
export interface ApprovalFacts {
  channel: 'LINK' | 'BALCAO';
  alternative: number;
  approverName: string | null;
  method: Quote['approvalMethod'];
  approvedBy: string | null;
  ip: string | null;
  userAgent: string | null;
  signaturePng: string | null;
  documentSha256: string | null;
  /** A back-dated approval ('yyyy-MM-dd'): the demo clinic's history only; today otherwise. */
  approvedOn?: string;
}

/**
 * The one approval, at the desk or by the link, in the caller's transaction with the quote locked:
 * the chosen alternative's planned items become APPROVED on the chart and its plan becomes the
 * patient's receivables (entry and installments, dated from today), linked to the quote. A quote
 * already approved is not approved again (the lock makes concurrent tries queue and see it).
 */
export async function approveLocked(tx: Em, actor: Actor, quote: Quote, facts: ApprovalFacts): Promise<InstallmentData[]> {
  const today = facts.approvedOn ?? nowInTimeZone(actor.timeZone).date;
  refuseUnlessOpen(quote, today);
  const content = await versionOf(tx, actor.companyId, quote);
  const chosen = content.alternatives[facts.alternative];
  if (!chosen) throw badRequest(T.invalidAlternative);
  const alternative = alternativeData(chosen, facts.alternative, today);
  await approveChartItems(
    tx,
    actor.companyId,
    quote.clientId,
    chosen.items.flatMap((i) => (i.toothTreatmentId ? [i.toothTreatmentId] : [])),
    actor.userId ?? quote.createdBy,
  );
  const seller = actor.userId ?? quote.createdBy;
  if (!seller) throw conflict(T.noSeller);
  const payments = alternative.schedule.payments;
  const last = payments.at(-1)?.number ?? 0;
  const rows = await recordInstallments(tx, actor.companyId, {
    planId: quote.id,
    clientId: quote.clientId,
    userId: seller,
    method: chosen.paymentPlan.kind === 'CARTAO' ? 'CARTAO' : 'PIX',
    registeredOn: today,
    describe: (i) =>
      i.number === 0
        ? `Orçamento — ${chosen.paymentPlan.kind === 'ENTRADA_PARCELAS' ? 'entrada' : PAYMENT_KIND_LABELS[chosen.paymentPlan.kind].toLowerCase()}`
        : `Orçamento — parcela ${i.number}/${last}`,
    installments: payments,
  });
  Object.assign(quote, {
    status: 'APROVADO',
    approvedAt: facts.approvedOn ? new Date(`${facts.approvedOn}T13:30:00Z`) : new Date(),
    approvalChannel: facts.channel,
    approvedAlternative: facts.alternative,
    approvedVersion: quote.version,
    approverName: facts.approverName,
    approvalMethod: facts.method,
    approvedBy: facts.approvedBy,
    approvalIp: facts.ip,
    approvalUserAgent: facts.userAgent,
    signaturePng: facts.signaturePng,
    documentSha256: facts.documentSha256,
  } satisfies Partial<Quote>);
  await tx.flush();
  await actor.audit(
    tx,
    quote.clientId,
    'update',
    quote.id,
    facts.channel === 'LINK' ? 'aprovado pelo paciente' : 'aprovado no balcão',
  );
  return installmentData(rows, nowInTimeZone(actor.timeZone).date);
}

/** `POST /api/quotes/{id}/approve`: staff register the patient's yes (who and how); approving twice is a 409. */
export async function approveAtDesk(em: Em, actor: Actor, input: DeskApprovalInput): Promise<QuoteData> {
  const found = await findQuote(em, actor.companyId, input.id);
  const quote = await em.transactional(async (tx) => {
    const quote = await lockQuote(tx, actor.companyId, found.id);
    await approveLocked(tx, actor, quote, {
      channel: 'BALCAO',
      alternative: input.alternative ?? 0,
      approverName: input.approverName || null,
      method: input.method,
      approvedBy: actor.userId,
      ip: null,
      userAgent: null,
      signaturePng: null,
      documentSha256: null,
    });
    return quote;
  });
  return quoteData(em, actor.companyId, actor.timeZone, quote);
}

/** Refusal, at the desk or by the link: a reason from the list and a free text. */
export async function rejectLocked(
  tx: Em,
  actor: Actor,
  quote: Quote,
  reason: Pick<RejectInput, 'reason' | 'note'>,
): Promise<void> {
  refuseUnlessOpen(quote, nowInTimeZone(actor.timeZone).date);
  quote.status = 'RECUSADO';
  quote.rejectedAt = new Date();
  quote.rejectReason = reason.reason;
  quote.rejectNote = reason.note || null;
  await tx.flush();
  await actor.audit(tx, quote.clientId, 'update', quote.id, actor.userId ? 'recusado no balcão' : 'recusado pelo paciente');
}

export async function rejectAtDesk(em: Em, actor: Actor, input: RejectInput): Promise<QuoteData> {
  const found = await findQuote(em, actor.companyId, input.id);
  const quote = await em.transactional(async (tx) => {
    const quote = await lockQuote(tx, actor.companyId, found.id);
    await rejectLocked(tx, actor, quote, input);
    return quote;
  });
  return quoteData(em, actor.companyId, actor.timeZone, quote);
}
