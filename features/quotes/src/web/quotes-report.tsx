import { formatBRL, formatDatePtBR } from '@agenda/br';
import type { ReportsPeriod } from '@agenda/finance/manifest';
import { Card, EmptyState, LoadingText } from '@agenda/ui';
import { useQuery } from '@tanstack/react-query';
import { QUOTES_UI as U } from '../shared/ui-texts.ts';
import { trpc } from './api.ts';
import './quotes.css';

const pct = (value: number | null) => (value === null ? '—' : `${value.toLocaleString('pt-BR')}%`);
const brl = (cents: number | null) => (cents === null ? '—' : formatBRL(cents));

/** Relatórios' 'Orçamentos' (a fill of finance's reports): the period's figures and the follow-up list. */
export function QuotesReport({ period }: { period: ReportsPeriod }) {
  const report = useQuery(trpc.quotes.report.queryOptions(period));
  const r = report.data;
  if (!r) return <LoadingText />;
  const figures: [string, string][] = [
    [U.reportSent, String(r.sent)],
    [U.reportApproved, String(r.approved)],
    [U.reportRefused, String(r.refused)],
    [U.reportConversion, pct(r.conversionPercent)],
    [U.reportTicket, brl(r.averageTicketCents)],
    [U.reportApprovedValue, brl(r.approvedCents)],
    [U.reportReceived, brl(r.receivedCents)],
  ];
  const reasons = r.refusedByReason.filter((x) => x.count > 0);
  return (
    <section className="quotes-report" aria-label={U.reportTitle}>
      <Card title={U.reportFigures}>
        <dl className="quotes-report__figures" data-testid="quotes-report-figures">
          {figures.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <p className="quotes-report__basis">{U.reportBasis}</p>
        {reasons.length ? (
          <table className="ui-table">
            <caption className="quotes-caption">{U.reportByReason}</caption>
            <thead>
              <tr>
                <th scope="col">{U.reportReason}</th>
                <th scope="col">{U.reportCount}</th>
              </tr>
            </thead>
            <tbody>
              {reasons.map((x) => (
                <tr key={x.reason}>
                  <td>{x.label}</td>
                  <td>{x.count}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}
      </Card>
      <Card title={U.followUpTitle}>
        {r.followUp.length === 0 ? (
          <EmptyState title={U.followUpEmpty} />
        ) : (
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
          <div className="ui-table-wrap" role="region" aria-label={U.followUpTitle} tabIndex={0}>
            <table className="ui-table">
              <thead>
                <tr>
                  <th scope="col">{U.followUpPatient}</th>
                  <th scope="col">{U.followUpSent}</th>
                  <th scope="col">{U.followUpDays}</th>
                  <th scope="col">{U.validUntil}</th>
                  <th scope="col">WhatsApp</th>
                </tr>
              </thead>
              <tbody>
                {r.followUp.map((f) => (
                  <tr key={f.id} data-testid="quote-follow-up">
                    <td>{f.clientName}</td>
                    <td>{formatDatePtBR(f.sentOn)}</td>
                    <td>{f.daysWaiting}</td>
                    <td>
                      {formatDatePtBR(f.validUntil)}
                      {f.expired ? ` (${U.followUpExpired})` : ''}
                    </td>
                    <td>
                      {f.whatsappUrl ? (
                        <a
                          className="ui-button ui-button--secondary ui-button--sm"
                          href={f.whatsappUrl}
                          target="_blank"
                          rel="noreferrer"
                          aria-label={U.followUpWhatsapp(f.clientName)}
                        >
                          WhatsApp
                        </a>
                      ) : (
                        U.followUpNoPhone
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Card>
    </section>
  );
}
