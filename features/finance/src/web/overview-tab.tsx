import { Card, EmptyState, LoadingText } from '@agenda/ui';
import { useQuery } from '@tanstack/react-query';
import { FINANCE_TEXTS as T } from '../shared/texts.ts';
import { trpc } from './api.ts';
import { CashFlowChart, MethodShareChart } from './lazy-charts.tsx';
import { brl, dayMonth } from './format.ts';
import { LoadError } from './load-error.tsx';
import { Metric } from './metric.tsx';
import { PeriodPicker, type PeriodValue } from './period-picker.tsx';

const signed = (n: number | null) => (n === null ? '—' : `${n > 0 ? '+' : ''}${n.toLocaleString('pt-BR')}%`);

/** Visão Geral: the four cards of the spec's mapping, the method shares and the weekly cash flow. */
export function OverviewTab({ period, onPeriod }: { period: PeriodValue; onPeriod: (p: PeriodValue) => void }) {
  const summary = useQuery(trpc.finance.summary.queryOptions(period));
  const s = summary.data;
  return (
    <div className="finance-tab">
      <PeriodPicker value={period} onChange={onPeriod} />
      {summary.isError ? (
        <LoadError onRetry={() => void summary.refetch()} retrying={summary.isFetching} />
      ) : !s ? (
        <LoadingText />
      ) : (
        <>
          <div className="finance-metrics">
            <Metric
              label={T.cards.received}
              value={brl(s.receitasRealizadas)}
              tone="green"
              note={`${T.cards.growth}: ${signed(s.crescimento)}`}
            />
            <Metric label={T.cards.future} value={brl(s.receitasFuturas)} tone="blue" />
            <Metric label={T.cards.overdue} value={brl(s.atrasados)} tone="red" />
            <Metric
              label={T.cards.profit}
              value={brl(s.lucroTotal)}
              tone={s.lucroTotal < 0 ? 'red' : 'purple'}
              note={`${T.cards.margin}: ${s.margem.toLocaleString('pt-BR')}%`}
            />
          </div>
          <div className="finance-metrics finance-metrics--small">
            <Metric label={T.cards.productCost} value={brl(s.custoProdutos)} tone="grey" />
            <Metric label={T.cards.expenses} value={brl(s.despesas)} tone="grey" />
          </div>
          <div className="finance-grid">
            <Card title="Formas de pagamento">
              {s.paymentMethods.length === 0 ? (
                <EmptyState title="Nenhum recebimento no período" />
              ) : (
                <MethodShareChart data={s.paymentMethods} />
              )}
            </Card>
            <Card title="Fluxo de caixa semanal">
              <CashFlowChart data={s.cashFlow.map((w) => ({ ...w, label: dayMonth(w.weekStart) }))} />
            </Card>
          </div>
        </>
      )}
    </div>
  );
}
