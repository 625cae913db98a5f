import { errorMessage } from '@agenda/trpc/client';
import { Button, Card, EmptyState, LoadingText, toast } from '@agenda/ui';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { METHOD_COLORS, methodCode } from '../shared/methods.ts';
import type { ReportKind } from '../shared/schemas.ts';
import { FINANCE_TEXTS as T } from '../shared/texts.ts';
import { client, trpc } from './api.ts';
import { BarsChart } from './lazy-charts.tsx';
import { brl, downloadCsv, shortMonth } from './format.ts';
import { LoadError } from './load-error.tsx';
import { PeriodPicker, type PeriodValue } from './period-picker.tsx';

function Table({ head, rows }: { head: string[]; rows: ReactNode[][] }) {
  return (
    <div className="ui-table-wrap">
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
    </div>
  );
}

/** Relatórios: revenue by month (12), by service, by payment method and by professional; each with a CSV. */
export function ReportsTab({ period, onPeriod }: { period: PeriodValue; onPeriod: (p: PeriodValue) => void }) {
  const reports = useQuery(trpc.finance.reports.queryOptions(period));
  if (reports.isError) return <LoadError onRetry={() => void reports.refetch()} />;
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
      {!r ? (
        <LoadingText />
      ) : (
        <div className="finance-reports">
          <Card title="Receita por mês (últimos 12 meses)" actions={csvButton('mes')}>
            <BarsChart
              testId="monthly-chart"
              data={r.porMes.map((m) => ({ mes: shortMonth(m.mes), receita: m.receita }))}
              label="mes"
              value="receita"
              name="Receita"
            />
            <Table head={['Mês', 'Receita']} rows={r.porMes.map((m) => [shortMonth(m.mes), brl(m.receita)])} />
          </Card>
          <Card title="Receita por serviço" actions={csvButton('servico')}>
            {r.porServico.length === 0 ? (
              <EmptyState title="Nenhum atendimento no período" />
            ) : (
              <>
                <BarsChart data={r.porServico.slice(0, 10)} label="servico" value="receita" name="Receita" horizontal />
                <Table
                  head={['Serviço', 'Quantidade', 'Receita']}
                  rows={r.porServico.map((s) => [s.servico, s.quantidade, brl(s.receita)])}
                />
              </>
            )}
          </Card>
          <Card title="Receita por forma de pagamento" actions={csvButton('forma')}>
            {r.porFormaPagamento.length === 0 ? (
              <EmptyState title="Nenhum recebimento no período" />
            ) : (
              <>
                <BarsChart
                  data={r.porFormaPagamento}
                  label="method"
                  value="receita"
                  name="Receita"
                  horizontal
                  colorOf={(row) => METHOD_COLORS[methodCode(String(row.method)) ?? 'PIX']}
                />
                <Table
                  head={['Forma de pagamento', 'Receita', 'Participação']}
                  rows={r.porFormaPagamento.map((m) => [m.method, brl(m.receita), `${m.share}%`])}
                />
              </>
            )}
          </Card>
          <Card title="Receita por profissional" actions={csvButton('profissional')}>
            {r.porProfissional.length === 0 ? (
              <EmptyState title="Nenhum atendimento no período" />
            ) : (
              <>
                <BarsChart data={r.porProfissional} label="profissional" value="receita" name="Receita" horizontal />
                <Table
                  head={['Profissional', 'Atendimentos', 'Receita']}
                  rows={r.porProfissional.map((p) => [p.profissional, p.atendimentos, brl(p.receita)])}
                />
              </>
            )}
          </Card>
        </div>
      )}
    </div>
  );
}
