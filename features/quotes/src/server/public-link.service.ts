import { createHash } from 'node:crypto';
import { type ClinicCard, clinicCard } from '@agenda/auth/server';
import { findClient } from '@agenda/clients/server';
import { nowInTimeZone } from '@agenda/br';
import type { Em } from '@agenda/db';
import { installmentsOf } from '@agenda/finalize/server';
import { type OpenReceivablePix, openReceivablesPix } from '@agenda/finance/server';
import { professionalsById } from '@agenda/team/server';
import { type BaseContext, type RateRule, TRPCError, byIp, conflict, inCompanyTransaction, notFound } from '@agenda/trpc';
import type { PublicApprovalInput } from '../shared/schemas.ts';
import { QUOTES_TEXTS as T } from '../shared/texts.ts';
import type { AlternativeData, InstallmentData, QuoteItemData } from '../shared/wire.ts';
import { type Actor, withAudit } from './actor.ts';
import { approveLocked, rejectLocked } from './answers.service.ts';
import { alternativeData } from './content.ts';
import { type Quote, QuoteSchema } from './entities/quote.entity.ts';
import { dateTimePtBR, installmentData, planStart, statusOf, versionOf } from './read.service.ts';
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

/** One body for every link that opens nothing: unknown, forged, another clinic's, a draft's or expired. */
const gone = () => notFound(T.linkNotFound);

interface OpenLink {
  clinic: ClinicCard;
  quote: Quote;
  actor: Actor;
  today: string;
}

/**
 * Runs `work` with the quote a patient's link opens, in its clinic's transaction (the token names the
 * clinic: no sign-in). The link must sign the quote's nonce and the quote must have been sent and not
 * expired (an answered quote still opens, to show its answer); otherwise 404.
 */
function withQuoteLink<T>(
  ctx: BaseContext,
  token: string,
  work: (tx: Em, link: OpenLink) => Promise<T>,
  lock = true,
): Promise<T> {
  const read = readQuoteToken(token);
  if (!read) throw gone();
  const { companyId, quoteId, mac } = read;
  return inCompanyTransaction(ctx, companyId, async (tx) => {
    const clinic = await clinicCard(tx, companyId);
    // An answer locks the quote (concurrent answers queue and see the first); a view only reads it.
    const quote = !clinic
      ? null
      : lock
        ? await lockQuote(tx, companyId, quoteId).catch(() => null)
        : await tx.findOne(QuoteSchema, { companyId, id: quoteId });
    if (!clinic || !quote?.linkNonce || !tokenSigns(ctx.services.quotes.linkKey, mac, companyId, quoteId, quote.linkNonce))
      throw gone();
    const today = nowInTimeZone(clinic.timeZone).date;
    const status = statusOf(quote, today);
    if (status === 'RASCUNHO' || status === 'EXPIRADO') throw gone();
    const actor = withAudit(companyId, null, 'Paciente (link do orçamento)', clinic.timeZone, ctx.extensions);
    return work(tx, { clinic, quote, actor, today });
  });
}

/** What the patient's page shows, and nothing else: no CPF, address or other patients' data. */
export interface PublicQuote {
  clinicName: string;
  clinicAddress: string;
  firstName: string;
  professionalName: string;
  version: number;
  validUntil: string;
  notes: string | null;
  alternatives: PublicAlternative[];
}
export type PublicAlternative = Omit<AlternativeData, 'items'> & {
  items: Omit<QuoteItemData, 'toothTreatmentId' | 'serviceId'>[];
};

async function documentOf(tx: Em, link: OpenLink): Promise<PublicQuote> {
  const { quote, clinic, today } = link;
  const [content, client, professionals] = await Promise.all([
    versionOf(tx, quote.companyId, quote),
    findClient(tx, quote.companyId, quote.clientId),
    professionalsById(tx, quote.companyId, [quote.professionalId]),
  ]);
  const start = planStart(quote, clinic.timeZone, today);
  return {
    clinicName: clinic.name,
    clinicAddress: clinic.address,
    firstName: client.fullName.trim().split(/\s+/)[0] ?? '',
    professionalName: professionals.get(quote.professionalId)?.name ?? '',
    version: content.version,
    validUntil: content.validUntil,
    notes: content.notes,
    alternatives: content.alternatives.map((alt, index) => {
      const data = alternativeData(alt, index, start);
      return { ...data, items: data.items.map(({ toothTreatmentId: _t, serviceId: _s, ...item }) => item) };
    }),
  };
}

/** The SHA-256 (hex) of the document as shown: its canonical JSON, the same bytes for the same offer. */
export const documentHash = (doc: PublicQuote) => createHash('sha256').update(JSON.stringify(doc)).digest('hex');

export interface PublicQuoteAnswer {
  quote: PublicQuote;
  documentSha256: string;
  status: ReturnType<typeof statusOf>;
  /** 'Aprovado pelo paciente em 27/11/2026 14:32', once approved. */
  answer: string | null;
  approvedAlternative: number | null;
  installments: InstallmentData[];
  /** The static PIX of each open installment (the entry first); empty when the clinic has no PIX key. */
  pix: OpenReceivablePix[];
}

/**
 * The page draws the QR of the next installment to pay only: a QR costs milliseconds of CPU and the
 * later ones, folded away, keep their copia e cola (a phone pays by pasting it; the carnê prints each QR).
 */
const PAGE_QRS = 1;

/** `withPix`: the page's view builds each open installment's code; an approval's answer does not need them. */
async function answerOf(tx: Em, link: OpenLink, withPix = false): Promise<PublicQuoteAnswer> {
  const { quote, clinic, today } = link;
  const doc = await documentOf(tx, link);
  const installments =
    quote.status === 'APROVADO' ? installmentData(await installmentsOf(tx, quote.companyId, [quote.id]), today) : [];
  const open = installments.filter((i) => i.status !== 'PAGO').sort((a, b) => a.number - b.number);
  const pix =
    withPix && open.length
      ? await openReceivablesPix(
          tx,
          quote.companyId,
          open.map((i) => i.id),
          PAGE_QRS,
        )
      : [];
  const at = quote.approvedAt ?? quote.rejectedAt;
  return {
    quote: doc,
    documentSha256: documentHash(doc),
    status: statusOf(quote, today),
    answer: at ? `${quote.status === 'APROVADO' ? 'Aprovado' : 'Recusado'} em ${dateTimePtBR(at, clinic.timeZone)}` : null,
    approvedAlternative: quote.approvedAlternative,
    installments,
    pix,
  };
}

/** `GET /api/public/quotes/{token}`: the page's document; every view goes to the patient's audit trail. */
export function openedQuote(ctx: BaseContext, token: string): Promise<PublicQuoteAnswer> {
  return withQuoteLink(
    ctx,
    token,
    async (tx, link) => {
      const answer = await answerOf(tx, link, true);
      await link.actor.audit(tx, link.quote.clientId, 'read', link.quote.id, `página do paciente (${ctx.clientIp})`);
      return answer;
    },
    false,
  );
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
