import { formatBRL, reaisToCents } from '@agenda/br';
import { Button, Card, DateField, EmptyState, LoadingText } from '@agenda/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ProductAnalysis } from '../shared/completion.ts';
import { FINALIZE_TEXTS as T } from '../shared/texts.ts';
import { trpc } from './api.ts';
import './analysis.css';

const brl = (reais: number) => formatBRL(reaisToCents(reais));
const pct = (n: number) => `${n.toFixed(1).replace('.', ',')}%`;

/** §2.7 Análise Financeira, the tab finalize adds to /products: summary cards, the per-product table and the top-5 profit bars. */
export function AnalysisTab() {
  const [startDate, setStartDate] = useState('');
  const [endDate, setEndDate] = useState('');
  const analysis = useQuery(
    trpc.finalize.productAnalysis.queryOptions({ startDate: startDate || null, endDate: endDate || null }),
  );
  return (
    <div className="finalize-analysis">
      <div className="finalize-period">
        <DateField label={T.periodFrom} value={startDate} onChange={setStartDate} />
        <DateField label={T.periodTo} value={endDate} onChange={setEndDate} />
        {(startDate || endDate) && (
          <Button
            variant="ghost"
            onClick={() => {
              setStartDate('');
              setEndDate('');
            }}
          >
            {T.clearPeriod}
          </Button>
        )}
      </div>
      {analysis.isPending ? (
        <LoadingText />
      ) : !analysis.data || analysis.data.products.length === 0 ? (
        <Card>
          <EmptyState icon="📊" title={T.noSales} />
        </Card>
      ) : (
        <AnalysisBody data={analysis.data} />
      )}
    </div>
  );
}

function AnalysisBody({ data }: { data: ProductAnalysis }) {
  const { summary } = data;
  const top = data.products.slice(0, 5);
  const maxProfit = Math.max(...top.map((p) => p.profit), 0.01);
  return (
    <>
      <div className="finalize-cards">
        <SummaryCard label={T.totalRevenue} value={brl(summary.totalRevenue)} tone="blue" />
        <SummaryCard label={T.totalCost} value={brl(summary.totalCost)} tone="red" />
        <SummaryCard label={T.totalProfit} value={brl(summary.totalProfit)} tone="green" />
        <SummaryCard label={T.profitMargin} value={pct(summary.profitMargin)} tone="purple" />
      </div>
      <div className="finalize-analysis__grid">
        <Card title={T.topProfit}>
          <ol className="finalize-top">
            {top.map((p, i) => (
              <li key={p.id} className={`finalize-top__row${i < 3 ? ' finalize-top__row--podium' : ''}`}>
                <span className="finalize-top__name">
                  {i === 0 ? '🏆 ' : `${i + 1}. `}
                  {p.name}
                </span>
                <span className="finalize-top__bar" aria-hidden="true">
                  <span style={{ width: `${Math.max(2, (p.profit / maxProfit) * 100)}%` }} />
                </span>
                <span className="finalize-top__value">{brl(p.profit)}</span>
              </li>
            ))}
          </ol>
        </Card>
        <Card title={T.analysisTab}>
          {/* Scrolls sideways on a phone and holds nothing focusable: the keyboard must reach it (WCAG 2.1.1). */}
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard */}
          <div className="ui-table-wrap" role="region" aria-label={T.analysisTab} tabIndex={0}>
            <table className="ui-table finalize-table">
              <thead>
                <tr>
                  <th>{T.product}</th>
                  <th>{T.category}</th>
                  <th className="finalize-num">{T.quantitySold}</th>
                  <th className="finalize-num">{T.revenue}</th>
                  <th className="finalize-num">{T.cost}</th>
                  <th className="finalize-num">{T.profit}</th>
                </tr>
              </thead>
              <tbody>
                {data.products.map((p) => (
                  <tr key={p.id}>
                    <td>{p.name}</td>
                    <td>{p.category ?? '—'}</td>
                    <td className="finalize-num">{p.quantitySold}</td>
                    <td className="finalize-num">{brl(p.revenue)}</td>
                    <td className="finalize-num">{brl(p.cost)}</td>
                    <td className="finalize-num">{brl(p.profit)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </Card>
      </div>
    </>
  );
}

function SummaryCard({ label, value, tone }: { label: string; value: string; tone: string }) {
  return (
    <div className={`finalize-card finalize-card--${tone}`}>
      <span className="finalize-card__label">{label}</span>
      <strong className="finalize-card__value">{value}</strong>
    </div>
  );
}
