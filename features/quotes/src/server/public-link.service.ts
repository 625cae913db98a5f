import { type ClinicCard, clinicCard } from '@agenda/auth/server';
import { findClient } from '@agenda/clients/server';
import { nowInTimeZone } from '@agenda/br';
import { CompanyStatements, type Em } from '@agenda/db';
import { openReceivablesPix } from '@agenda/finance/server';
import { type BaseContext, type RateRule, TRPCError, byIp, conflict, inCompanyTransaction, notFound } from '@agenda/trpc';
import type { PublicApprovalInput } from '../shared/schemas.ts';
import { QUOTES_TEXTS as T } from '../shared/texts.ts';
import { type Actor, auditHotRead, withAudit } from './actor.ts';
import { approveLocked, rejectLocked } from './answers.service.ts';
import type { Quote } from './entities/quote.entity.ts';
import {
  type PublicQuoteAnswer,
  type QuotePageRow,
  answerOfRow,
  openInstallmentIds,
  pageTimeZone,
  readQuotePage,
} from './page-read.ts';
import { statusOf } from './read.service.ts';
import { lockQuote } from './quotes.service.ts';
import { readQuoteToken, tokenSigns } from './token.ts';

const MINUTE = 60;
/** Per address, and per link so that one leaked link cannot be hammered from many addresses. */
export const QUOTE_LINK_LIMITS: readonly RateRule[] = [
  { name: 'quote-link:ip', limit: 60, windowSeconds: 10 * MINUTE, key: byIp },
  {
    name: 'quote-link:token',
    limit: 40,
    windowSeconds: 10 * MINUTE,
    key: (_ctx, input) => String((input as { token?: unknown } | undefined)?.token ?? '').slice(0, 100) || null,
  },
];
export const MAX_WRONG_TRIES = 5;
const LOCK_MS = 60 * MINUTE * 1000;
/** Who the audit trail names for what the link does. */
const PATIENT = 'Paciente (link do orçamento)';

/** One body for every link that opens nothing: unknown, forged, another clinic's, a draft's or expired. */
const gone = () => notFound(T.linkNotFound);

/** Whether a link opens its quote: it signs the quote's nonce, and the quote was sent and has not expired. */
const opens = (ctx: BaseContext, mac: Buffer, companyId: string, quoteId: string, nonce: string | null, status: string) =>
  nonce !== null &&
  tokenSigns(ctx.services.quotes.linkKey, mac, companyId, quoteId, nonce) &&
  status !== 'RASCUNHO' &&
  status !== 'EXPIRADO';

interface OpenLink {
  clinic: ClinicCard;
  quote: Quote;
  actor: Actor;
  today: string;
}

/**
 * Runs an answer (approval, refusal) with the quote a patient's link opens, locked, in its clinic's
 * transaction (the token names the clinic: no sign-in); concurrent answers queue and see the first.
 * The link must sign the quote's nonce and the quote must have been sent and not expired (an answered
 * quote still opens, to show its answer); otherwise 404.
 */
function withQuoteLink<T>(ctx: BaseContext, token: string, work: (tx: Em, link: OpenLink) => Promise<T>): Promise<T> {
  const read = readQuoteToken(token);
  if (!read) throw gone();
  const { companyId, quoteId, mac } = read;
  return inCompanyTransaction(ctx, companyId, async (tx) => {
    const clinic = await clinicCard(tx, companyId);
    const quote = clinic ? await lockQuote(tx, companyId, quoteId).catch(() => null) : null;
    if (!clinic || !quote) throw gone();
    const today = nowInTimeZone(clinic.timeZone).date;
    if (!opens(ctx, mac, companyId, quoteId, quote.linkNonce, statusOf(quote, today))) throw gone();
    const actor = withAudit(companyId, null, PATIENT, clinic.timeZone, ctx.extensions);
    return work(tx, { clinic, quote, actor, today });
  });
}

/**
 * The page draws the QR of the next installment to pay only: a QR costs milliseconds of CPU and the
 * later ones, folded away, keep their copia e cola (a phone pays by pasting it; the carnê prints each QR).
 */
const PAGE_QRS = 1;

/** An answer's document as it stands in the answer's transaction (after its writes); no PIX. */
async function answerOf(tx: Em, link: OpenLink): Promise<PublicQuoteAnswer> {
  const row = await readQuotePage(tx, link.quote.companyId, link.quote.id);
  if (!row) throw gone();
  return answerOfRow(row, link.today);
}

/**
 * `GET /api/public/quotes/{token}` (and the page): the quote the link opens with the PIX of its open
 * installments. No transaction and no entity (the read patients repeat): the page's one statement
 * with the clinic set, then, at once, the PIX of the open installments and the view's row in the
 * patient's audit trail, which every view gets (the answer waits for it; should it fail, so does the view).
 */
export async function openedQuote(ctx: BaseContext, token: string): Promise<PublicQuoteAnswer> {
  const read = readQuoteToken(token);
  if (!read) throw gone();
  const { companyId, quoteId, mac } = read;
  const db = new CompanyStatements(ctx.tenantOrm, companyId);
  const row: QuotePageRow | null = await readQuotePage(db, companyId, quoteId);
  if (!row) throw gone();
  const today = nowInTimeZone(pageTimeZone(row)).date;
  if (!opens(ctx, mac, companyId, quoteId, row.link_nonce, statusOf({ status: row.status, validUntil: row.valid_until }, today)))
    throw gone();
  const answer = answerOfRow(row, today);
  const open = openInstallmentIds(answer.installments);
  const [pix] = await Promise.all([
    open.length ? openReceivablesPix(db, companyId, open, PAGE_QRS) : [],
    auditHotRead(db, ctx.extensions, {
      userId: null,
      userName: PATIENT,
      clientId: row.client_id,
      resource: 'quote',
      resourceId: quoteId,
      action: 'read',
      detail: `página do paciente (${ctx.clientIp})`,
    }),
  ]);
  return { ...answer, pix };
}

const normalName = (name: string) => name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();

const dateOnly = (value: unknown) =>
  value instanceof Date ? value.toISOString().slice(0, 10) : value ? String(value).slice(0, 10) : null;

type Attempt = { ok: true; answer: PublicQuoteAnswer } | { ok: false; error: TRPCError };

/**
 * `POST /api/public/quotes/{token}/approve`: the patient's name and date of birth must match the
 * record (5 wrong tries lock the link for an hour); the signature, time, address, user agent and the
 * hash of the document shown are kept. Approving again answers the approval already made.
 */
export async function approveByLink(ctx: BaseContext, input: PublicApprovalInput): Promise<PublicQuoteAnswer> {
  const attempt = await withQuoteLink<Attempt>(ctx, input.token, async (tx, link) => {
    const { quote } = link;
    if (quote.status === 'APROVADO') return { ok: true, answer: await answerOf(tx, link) };
    if (quote.lockedUntil && quote.lockedUntil > new Date()) {
      return { ok: false, error: new TRPCError({ code: 'TOO_MANY_REQUESTS', message: T.linkLocked }) };
    }
    const client = await findClient(tx, quote.companyId, quote.clientId);
    const birthDate = dateOnly(client.birthDate);
    if (!birthDate) return { ok: false, error: conflict(T.noBirthDate) };
    if (normalName(input.fullName) !== normalName(client.fullName) || input.birthDate !== birthDate) {
      // Kept even though the request fails: the count must survive the refusal.
      quote.failedAttempts += 1;
      if (quote.failedAttempts >= MAX_WRONG_TRIES) {
        quote.failedAttempts = 0;
        quote.lockedUntil = new Date(Date.now() + LOCK_MS);
      }
      await tx.flush();
      return {
        ok: false,
        error: quote.lockedUntil
          ? new TRPCError({ code: 'TOO_MANY_REQUESTS', message: T.linkLocked })
          : new TRPCError({ code: 'BAD_REQUEST', message: T.identityMismatch }),
      };
    }
    const doc = await answerOf(tx, link);
    if (input.documentSha256 && input.documentSha256 !== doc.documentSha256)
      return { ok: false, error: conflict(T.documentChanged) };
    quote.failedAttempts = 0;
    quote.lockedUntil = null;
    await approveLocked(tx, link.actor, quote, {
      channel: 'LINK',
      alternative: input.alternative ?? 0,
      approverName: input.fullName,
      method: null,
      approvedBy: null,
      ip: ctx.clientIp,
      userAgent: input.userAgent?.slice(0, 500) || null,
      signaturePng: input.signature,
      documentSha256: doc.documentSha256,
    });
    return { ok: true, answer: await answerOf(tx, link) };
  });
  if (!attempt.ok) throw attempt.error;
  return attempt.answer;
}

/** `POST /api/public/quotes/{token}/reject`: the patient refuses, with a reason. */
export function rejectByLink(
  ctx: BaseContext,
  input: { token: string; reason: Quote['rejectReason'] & string; note?: string | null },
) {
  return withQuoteLink(ctx, input.token, async (tx, link) => {
    await rejectLocked(tx, link.actor, link.quote, input);
    return answerOf(tx, link);
  });
}
