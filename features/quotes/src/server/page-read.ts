import { createHash } from 'node:crypto';
import { CLINIC_CARD_SQL, clinicAddress } from '@agenda/auth/server';
import { CLIENT_BRIEF_SQL } from '@agenda/clients/server';
import { DEFAULT_TIME_ZONE } from '@agenda/br';
import { type SqlTarget, runSql, sql } from '@agenda/db';
import { INSTALLMENT_ROWS } from '@agenda/finalize/server';
import type { OpenReceivablePix } from '@agenda/finance/server';
import { PROFESSIONAL_BRIEF_SQL } from '@agenda/team/server';
import { notFound } from '@agenda/trpc';
import { QUOTES_TEXTS as T } from '../shared/texts.ts';
import type { AlternativeData, InstallmentData, QuoteItemData } from '../shared/wire.ts';
import { type StoredAlternative, alternativeData } from './content.ts';
import type { StoredQuoteStatus } from './entities/quote.entity.ts';
import { dateTimePtBR, installmentData, planStart, statusOf } from './read.service.ts';

// What the patient's link shows, read in one statement: the quote, its current version, the clinic's
// card, the patient's and the professional's names and, once approved, the plan's installments —
// through the other features' row sources, no entity loaded (the page is the one read patients
// repeat: issue 38's budget). The view and the answers of an approval or refusal build the document
// from this same row, so the hash a page carries is the one its approval checks.

/** The page's row: the quote's state, its version, its clinic and the names it shows. */
export interface QuotePageRow {
  client_id: string;
  status: StoredQuoteStatus;
  /** 'yyyy-MM-dd'. */
  valid_until: string;
  link_nonce: string | null;
  /** ISO 8601 (as JSON has it: the same on every connection). */
  approved_at: string | null;
  rejected_at: string | null;
  approved_alternative: number | null;
  /** Null only should the current version be missing. */
  content_version: number | null;
  content_valid_until: string | null;
  notes: string | null;
  alternatives: StoredAlternative[] | null;
  clinic_name: string;
  street: string;
  number: string;
  complement: string | null;
  neighborhood: string;
  city: string;
  state: string;
  time_zone: string | null;
  full_name: string | null;
  professional_name: string | null;
  /** Once approved: the plan's installments by number (as `installmentsOf` answers them), else null. */
  installments: { id: string; number: number; dueDate: string; amountCents: number; paidCents: number; status: string }[] | null;
}

const pageSql = (companyId: string, quoteId: string) =>
  sql`select q.client_id, q.status, to_char(q.valid_until, 'YYYY-MM-DD') as valid_until, q.link_nonce,
             to_json(q.approved_at) as approved_at, to_json(q.rejected_at) as rejected_at, q.approved_alternative,
             v.version as content_version, to_char(v.valid_until, 'YYYY-MM-DD') as content_valid_until, v.notes, v.alternatives,
             k.name as clinic_name, k.street, k.number, k.complement, k.neighborhood, k.city, k.state, k.time_zone,
             c.full_name, p.name as professional_name,
             case when q.status = 'APROVADO' then coalesce((
               select json_agg(json_build_object('id', i.id, 'number', i.number, 'dueDate', i.due_date,
                                 'amountCents', i.amount_cents, 'paidCents', i.paid_cents, 'status', i.status) order by i.number)
                 from (${INSTALLMENT_ROWS}) i where i.company_id = q.company_id and i.plan_id = q.id), '[]') end as installments
        from quote q
        join (${CLINIC_CARD_SQL}) k on k.id = q.company_id
        left join quote_version v on v.company_id = q.company_id and v.quote_id = q.id and v.version = q.version
        left join (${CLIENT_BRIEF_SQL}) c on c.company_id = q.company_id and c.id = q.client_id
        left join (${PROFESSIONAL_BRIEF_SQL}) p on p.company_id = q.company_id and p.id = q.professional_id
       where q.company_id = ${companyId} and q.id = ${quoteId}`;

/** The page's row of a quote, or null when the company or the quote is not there (one statement). */
export async function readQuotePage(db: SqlTarget, companyId: string, quoteId: string): Promise<QuotePageRow | null> {
  const [row] = await runSql<QuotePageRow>(db, pageSql(companyId, quoteId), 'quotes_public_page');
  return row ?? null;
}

/** The clinic's clock: its day decides expiry, its time zone the plan's dates and the answer's time. */
export const pageTimeZone = (row: QuotePageRow) => row.time_zone || DEFAULT_TIME_ZONE;

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

/** The quote as the row holds it, for the rules that read a quote (status, plan start). */
const quoteOf = (row: QuotePageRow) => ({
  status: row.status,
  validUntil: row.valid_until,
  approvedAt: row.approved_at === null ? null : new Date(row.approved_at),
});

function documentOf(row: QuotePageRow, today: string): PublicQuote {
  if (row.content_version === null || row.alternatives === null || row.content_valid_until === null)
    throw notFound(T.quoteNotFound);
  const start = planStart(quoteOf(row), pageTimeZone(row), today);
  return {
    clinicName: row.clinic_name,
    clinicAddress: clinicAddress(row),
    firstName: (row.full_name ?? '').trim().split(/\s+/)[0] ?? '',
    professionalName: row.professional_name ?? '',
    version: row.content_version,
    validUntil: row.content_valid_until,
    notes: row.notes,
    alternatives: row.alternatives.map((alt, index) => {
      const data = alternativeData(alt, index, start);
      return { ...data, items: data.items.map(({ toothTreatmentId: _t, serviceId: _s, ...item }) => item) };
    }),
  };
}

/** The SHA-256 (hex) of the document as shown: its canonical JSON, the same bytes for the same offer. */
const documentHash = (doc: PublicQuote) => createHash('sha256').update(JSON.stringify(doc)).digest('hex');

/** The answer the link gives, without its PIX: the document, its hash, the status, the answer and the installments. */
export function answerOfRow(row: QuotePageRow, today: string): PublicQuoteAnswer {
  const doc = documentOf(row, today);
  const at = row.approved_at ?? row.rejected_at;
  return {
    quote: doc,
    documentSha256: documentHash(doc),
    status: statusOf(quoteOf(row), today),
    answer: at
      ? `${row.status === 'APROVADO' ? 'Aprovado' : 'Recusado'} em ${dateTimePtBR(new Date(at), pageTimeZone(row))}`
      : null,
    approvedAlternative: row.approved_alternative,
    installments: row.status === 'APROVADO' ? installmentData(row.installments ?? [], today) : [],
    pix: [],
  };
}

/** The installments still open, the entry first: the ones the page offers PIX for. */
export const openInstallmentIds = (installments: readonly InstallmentData[]) =>
  installments
    .filter((i) => i.status !== 'PAGO')
    .sort((a, b) => a.number - b.number)
    .map((i) => i.id);
