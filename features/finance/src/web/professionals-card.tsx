import { errorMessage } from '@agenda/api-client/trpc';
import { Button, Card, EmptyState, LoadingText, toast } from '@agenda/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FINANCE_TEXTS as T } from '../shared/texts.ts';
import type { CommissionRates, ProfessionalProduction } from '../shared/wire.ts';
import { client, trpc } from './api.ts';
import { CommissionForm } from './commission-form.tsx';
import { brl, downloadCsv, percentText } from './format.ts';
import { LoadError } from './load-error.tsx';
import type { PeriodValue } from './period-picker.tsx';
import { TableScroll } from './table-scroll.tsx';

const P = T.production;

/** '40%', and how many service types have a rate of their own. */
export function RateText({ rates }: { rates: CommissionRates }) {
  const typed = rates.byServiceType.length;
  return (
    <>
      {percentText(rates.percent)}
      {typed > 0 && <span className="finance-rate-note">{P.byTypeCount(typed)}</span>}
    </>
  );
}

const sum = (rows: readonly ProfessionalProduction[], key: 'appointments' | 'revenue' | 'commission') =>
  rows.reduce((total, r) => total + Math.round(r[key] * 100), 0) / 100;

/** 'Profissionais' in Relatórios: each professional's production and 'repasse', the rates editable here. */
export function ProfessionalsCard({ period }: { period: PeriodValue }) {
  const report = useQuery(trpc.finance.professionals.queryOptions(period));
  const [editing, setEditing] = useState<ProfessionalProduction | null>(null);
  const rows = report.data?.professionals;
  const csv = async () => {
    try {
      downloadCsv(await client.finance.professionalsCsv.query(period));
    } catch (e) {
      toast.error(errorMessage(e, T.loadError));
    }
  };
  return (
    <Card
      title={P.title}
      className="finance-professionals"
      actions={
        <Button variant="secondary" size="sm" onClick={() => void csv()}>
          ⬇ CSV
        </Button>
      }
    >
      <p className="finance-basis">
        <strong>{T.basis.billedServices}</strong>: {P.note}
      </p>
      {report.isError ? (
        <LoadError onRetry={() => void report.refetch()} retrying={report.isFetching} />
      ) : !rows ? (
        <LoadingText />
      ) : rows.length === 0 ? (
        <EmptyState title={P.empty} />
      ) : (
        <TableScroll label={P.title}>
          <table className="ui-table finance-table" data-testid="professionals-report">
            <thead>
              <tr>
                <th>{P.professional}</th>
                <th className="finance-num">{P.appointments}</th>
                <th className="finance-num">{T.basis.billedServices}</th>
                <th className="finance-num">{P.rate}</th>
                <th className="finance-num">{P.commission}</th>
                <th>
                  <span className="ui-sr-only">{P.actions}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.professionalId}>
                  <td>
                    <span className="finance-dot" style={{ background: r.color }} aria-hidden="true" /> {r.name}
                  </td>
                  <td className="finance-num">{r.appointments}</td>
                  <td className="finance-num">{brl(r.revenue)}</td>
                  <td className="finance-num">
                    <RateText rates={r.commissionRates} />
                  </td>
                  <td className="finance-num">
                    <strong>{brl(r.commission)}</strong>
                  </td>
                  <td className="finance-row-actions">
                    <Button variant="ghost" size="sm" aria-label={P.editLabel(r.name)} onClick={() => setEditing(r)}>
                      {P.edit}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
            {rows.length > 1 && (
              <tfoot>
                <tr>
                  <th scope="row">{P.total}</th>
                  <td className="finance-num">{sum(rows, 'appointments')}</td>
                  <td className="finance-num">{brl(sum(rows, 'revenue'))}</td>
                  <td />
                  <td className="finance-num">
                    <strong>{brl(sum(rows, 'commission'))}</strong>
                  </td>
                  <td />
                </tr>
              </tfoot>
            )}
          </table>
        </TableScroll>
      )}
      {editing && <CommissionForm row={editing} onClose={() => setEditing(null)} />}
    </Card>
  );
}
