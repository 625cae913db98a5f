import { errorMessage } from '@agenda/api-client/trpc';
import { Button, Card, EmptyState, LoadingText, toast, useSlotFills } from '@agenda/ui';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, Suspense } from 'react';
import { METHOD_COLORS, methodCode } from '../shared/methods.ts';
import type { ReportKind } from '../shared/schemas.ts';
import { FINANCE_TEXTS as T } from '../shared/texts.ts';
import type { FinancialReports } from '../shared/wire.ts';
import { client, trpc } from './api.ts';
import { BarsChart } from './lazy-charts.tsx';
import { brl, downloadCsv, shortMonth } from './format.ts';
import { LoadError } from './load-error.tsx';
import { PeriodPicker, type PeriodValue } from './period-picker.tsx';
import { ProfessionalsCard } from './professionals-card.tsx';
import { AttendanceCards } from './attendance-cards.tsx';
import { financeReportsSlot } from './slots.ts';
import { TableScroll } from './table-scroll.tsx';

function Table({ head, rows, label }: { head: string[]; rows: ReactNode[][]; label: string }) {
  return (
    <TableScroll label={label}>
      <table className="ui-table finance-table">
        <thead>
          <tr>
            {head.map((h, i) => (
              <th key={h} className={i > 0 ? 'finance-num' : undefined}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r, i) => (
            <tr key={i}>
              {r.map((cell, j) => (
                <td key={j} className={j > 0 ? 'finance-num' : undefined}>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

const B = T.basis;
type Basis = keyof typeof B;

/** What a report counts, under its title: one basis per chart and table. */
function BasisNote({ basis }: { basis: Basis }) {
  return (
    <p className="finance-basis">
      <strong>{B[basis]}</strong>: {T.basisNote[basis]}
    </p>
  );
}

/** faturado − recebido = em aberto, on the payments registered in the period. */
function Reconciliation({ figures }: { figures: FinancialReports['conciliacao'] }) {
  const R = T.reconciliation;
  return (
    <Card title={R.title} className="finance-reconciliation">
      <p className="finance-reconciliation__line" data-testid="reconciliation">
        <span>
          {B.billedAll} <strong>{brl(figures.faturado)}</strong>
        </span>{' '}
        −{' '}
        <span>
          {R.received} <strong>{brl(figures.recebido)}</strong>
        </span>{' '}
        ={' '}
        <span>
          {R.open} <strong>{brl(figures.emAberto)}</strong>
        </span>
      </p>
      <p className="finance-basis">{R.note}</p>
    </Card>
  );
}

/**
 * Relatórios: money by month (12) and by payment method (received), by service (services billed) and by
 * professional (all billed); each names its basis and has a CSV, and one line reconciles billed and received.
 * Last, 'Profissionais': who attended, what their services billed and the 'repasse' due to them.
 */
export function ReportsTab({ period, onPeriod }: { period: PeriodValue; onPeriod: (p: PeriodValue) => void }) {
  const reports = useQuery(trpc.finance.reports.queryOptions(period));
  const sections = useSlotFills(financeReportsSlot);
  const r = reports.data;
  const csv = (report: ReportKind) => async () => {
    try {
      downloadCsv(await client.finance.reportsCsv.query({ ...period, report }));
    } catch (e) {
      toast.error(errorMessage(e, T.loadError));
    }
  };
  const csvButton = (report: ReportKind) => (
    <Button variant="secondary" size="sm" onClick={() => void csv(report)()}>
      ⬇ CSV
    </Button>
  );
  return (
    <div className="finance-tab">
      <PeriodPicker value={period} onChange={onPeriod} />
      {reports.isError ? (
        <LoadError onRetry={() => void reports.refetch()} retrying={reports.isFetching} />
      ) : !r ? (
        <LoadingText />
      ) : (
        <>
          <Reconciliation figures={r.conciliacao} />
          <div className="finance-reports">
            <Card title={`${B.received} por mês (últimos 12 meses)`} actions={csvButton('mes')}>
              <BasisNote basis="received" />
              <BarsChart
                testId="monthly-chart"
                data={r.porMes.map((m) => ({ mes: shortMonth(m.mes), receita: m.receita }))}
                label="mes"
                value="receita"
                name={B.received}
              />
              <Table
                label={`${B.received} por mês`}
                head={['Mês', B.received]}
                rows={r.porMes.map((m) => [shortMonth(m.mes), brl(m.receita)])}
              />
            </Card>
            <Card title={`${B.billedServices} por serviço`} actions={csvButton('servico')}>
              <BasisNote basis="billedServices" />
              {r.porServico.length === 0 ? (
                <EmptyState title="Nenhum atendimento no período" />
              ) : (
                <>
                  <BarsChart
                    data={r.porServico.slice(0, 10)}
                    label="servico"
                    value="receita"
                    name={B.billedServices}
                    horizontal
                  />
                  <Table
                    label={`${B.billedServices} por serviço`}
                    head={['Serviço', 'Quantidade', B.billedServices]}
                    rows={r.porServico.map((s) => [s.servico, s.quantidade, brl(s.receita)])}
                  />
                </>
              )}
            </Card>
            <Card title={`${B.received} por forma de pagamento`} actions={csvButton('forma')}>
              <BasisNote basis="received" />
              {r.porFormaPagamento.length === 0 ? (
                <EmptyState title="Nenhum recebimento no período" />
              ) : (
                <>
                  <BarsChart
                    data={r.porFormaPagamento}
                    label="method"
                    value="receita"
                    name={B.received}
                    horizontal
                    colorOf={(row) => METHOD_COLORS[methodCode(String(row.method)) ?? 'PIX']}
                  />
                  <Table
                    label={`${B.received} por forma de pagamento`}
                    head={['Forma de pagamento', B.received, 'Participação']}
                    rows={r.porFormaPagamento.map((m) => [m.method, brl(m.receita), `${m.share}%`])}
                  />
                </>
              )}
            </Card>
            <Card title={`${B.billedAll} por profissional`} actions={csvButton('profissional')}>
              <BasisNote basis="billedAll" />
              {r.porProfissional.length === 0 ? (
                <EmptyState title="Nenhum atendimento no período" />
              ) : (
                <>
                  <BarsChart data={r.porProfissional} label="profissional" value="receita" name={B.billedAll} horizontal />
                  <Table
                    label={`${B.billedAll} por profissional`}
                    head={['Profissional', 'Atendimentos', B.billedAll]}
                    rows={r.porProfissional.map((p) => [p.profissional, p.atendimentos, brl(p.receita)])}
                  />
                </>
              )}
            </Card>
            <AttendanceCards figures={r.comparecimento} />
          </div>
          <ProfessionalsCard period={period} />
          {sections.map(({ id, component: Section }) => (
            <Suspense key={id} fallback={<LoadingText />}>
              <Section period={period} />
            </Suspense>
          ))}
        </>
      )}
    </div>
  );
}
