import { addDays, brazilianMobile, whatsappChatUrl } from '@agenda/br';
import { CLIENT_BRIEF_SQL } from '@agenda/clients/server';
import { type Em, runSql, sql } from '@agenda/db';
import { MONEY_IN_ROWS, installmentsOf } from '@agenda/finalize/server';
import { resolvePeriod } from '@agenda/finance/server';
import type { QuoteReportInput } from '../shared/schemas.ts';
import { QUOTES_TEXTS as T, REJECT_REASONS, REJECT_REASON_LABELS, type RejectReason } from '../shared/texts.ts';
import type { QuoteFollowUp, QuoteReport } from '../shared/wire.ts';
import { type LinkBase, quoteUrl } from './answers.service.ts';

/** How long a sent quote waits unanswered before the follow-up list shows it. */
const FOLLOW_UP_DAYS = 7;

interface Counted {
  id: string;
  status: string;
  sent_on: string | null;
  approved_on: string | null;
  rejected_on: string | null;
  reject_reason: RejectReason | null;
}

interface Waiting {
  id: string;
  client_id: string;
  full_name: string | null;
  phone: string | null;
  sent_on: string;
  valid_until: string;
  link_nonce: string | null;
}

const percent = (part: number, whole: number) => (whole ? Math.round((part / whole) * 1000) / 10 : null);

/**
 * Relatórios' 'Orçamentos': sent, approved (and their total), refused by reason, conversion, average
 * ticket, and what came in on approved quotes' installments, over a period of days in the clinic's
 * time zone; and the quotes sent 7 or more days ago still unanswered, each with a WhatsApp link.
 */
export async function quoteReport(
  em: Em,
  companyId: string,
  timeZone: string,
  input: QuoteReportInput,
  link: LinkBase,
): Promise<QuoteReport> {
  const { startDate, endDate, today } = resolvePeriod(input, timeZone);
  const day = (column: string) => sql`to_char(${sql.raw(column)} at time zone ${timeZone}, 'YYYY-MM-DD')`;
  const rows = await runSql<Counted>(
    em,
    sql`select id, status, ${day('sent_at')} as sent_on, ${day('approved_at')} as approved_on,
               ${day('rejected_at')} as rejected_on, reject_reason
          from quote where company_id = ${companyId} and (sent_at is not null or approved_at is not null or rejected_at is not null)`,
  );
  const within = (d: string | null) => d !== null && d >= startDate && d <= endDate;
  const sent = rows.filter((r) => within(r.sent_on));
  const approved = rows.filter((r) => r.status === 'APROVADO' && within(r.approved_on));
  const refused = rows.filter((r) => r.status === 'RECUSADO' && within(r.rejected_on));
  const everApproved = rows.filter((r) => r.status === 'APROVADO').map((r) => r.id);
  const installments = await installmentsOf(em, companyId, everApproved);
  const approvedIds = new Set(approved.map((r) => r.id));
  const approvedCents = installments.filter((i) => approvedIds.has(i.planId)).reduce((sum, i) => sum + i.amountCents, 0);
  const paymentIds = installments.map((i) => i.id);
  const [received] = paymentIds.length
    ? await runSql<{ cents: number }>(
        em,
        sql`select coalesce(sum(m.amount_cents), 0) as cents from (${MONEY_IN_ROWS}) m
             where m.company_id = ${companyId} and m.payment_id = any(${paymentIds}::uuid[])
               and m.received_on between ${startDate} and ${endDate}`,
      )
    : [];
  const byReason = REJECT_REASONS.map((reason) => ({
    reason,
    label: REJECT_REASON_LABELS[reason],
    count: refused.filter((r) => r.reject_reason === reason).length,
  })).sort((a, b) => b.count - a.count);
  return {
    startDate,
    endDate,
    sent: sent.length,
    approved: approved.length,
    approvedCents,
    refused: refused.length,
    refusedByReason: byReason,
    conversionPercent: percent(sent.filter((r) => r.status === 'APROVADO').length, sent.length),
    averageTicketCents: approved.length ? Math.round(approvedCents / approved.length) : null,
    receivedCents: Number(received?.cents ?? 0),
    followUp: await followUp(em, companyId, timeZone, today, link),
  };
}

async function followUp(em: Em, companyId: string, timeZone: string, today: string, link: LinkBase): Promise<QuoteFollowUp[]> {
  const before = addDays(today, -FOLLOW_UP_DAYS);
  const rows = await runSql<Waiting>(
    em,
    sql`select q.id, q.client_id, c.full_name, c.phone,
               to_char(q.sent_at at time zone ${timeZone}, 'YYYY-MM-DD') as sent_on,
               to_char(q.valid_until, 'YYYY-MM-DD') as valid_until, q.link_nonce
          from quote q left join (${CLIENT_BRIEF_SQL}) c on c.company_id = q.company_id and c.id = q.client_id
         where q.company_id = ${companyId} and q.status = 'ENVIADO'
           and (q.sent_at at time zone ${timeZone})::date <= ${before}::date
         order by q.sent_at, q.id`,
  );
  return rows.map((r) => {
    const mobile = brazilianMobile(r.phone);
    const firstName = (r.full_name ?? '').trim().split(/\s+/)[0] ?? '';
    const url = quoteUrl(link, companyId, r.id, r.link_nonce ?? '');
    return {
      id: r.id,
      clientId: r.client_id,
      clientName: r.full_name ?? '',
      sentOn: r.sent_on,
      daysWaiting: Math.round((Date.parse(today) - Date.parse(r.sent_on)) / 86_400_000),
      validUntil: r.valid_until,
      expired: r.valid_until < today,
      whatsappUrl: mobile ? whatsappChatUrl(mobile, T.followUpMessage(firstName, link.clinicName, url)) : null,
    };
  });
}
