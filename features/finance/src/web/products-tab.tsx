import { Card, EmptyState, LoadingText } from '@agenda/ui';
import { useQuery } from '@tanstack/react-query';
import { marginPercent } from '../shared/figures.ts';
import { FINANCE_TEXTS as T } from '../shared/texts.ts';
import { trpc } from './api.ts';
import { BarsChart } from './lazy-charts.tsx';
import { brl } from './format.ts';
import { LoadError } from './load-error.tsx';
import { PeriodPicker, type PeriodValue } from './period-picker.tsx';
import { TableScroll } from './table-scroll.tsx';

/** Produtos: what the sales of the period brought, and the top sellers from real sales. */
export function ProductsTab({ period, onPeriod }: { period: PeriodValue; onPeriod: (p: PeriodValue) => void }) {
  const reports = useQuery(trpc.finance.reports.queryOptions(period));
  const products = reports.data?.produtos;
  const sum = (key: 'receita' | 'custo' | 'lucro' | 'quantidade') => (products ?? []).reduce((s, p) => s + p[key], 0);
  return (
    <div className="finance-tab">
      <PeriodPicker value={period} onChange={onPeriod} />
      {reports.isError ? (
        <LoadError onRetry={() => void reports.refetch()} retrying={reports.isFetching} />
      ) : !products ? (
        <LoadingText />
      ) : products.length === 0 ? (
        <EmptyState icon="📦" title={T.noSales} />
      ) : (
        <>
          <div className="finance-metrics">
            <div className="finance-metric finance-metric--blue">
              <span className="finance-metric__label">Unidades vendidas</span>
              <strong className="finance-metric__value">{sum('quantidade')}</strong>
            </div>
            <div className="finance-metric finance-metric--green">
              <span className="finance-metric__label">Receita de produtos</span>
              <strong className="finance-metric__value">{brl(sum('receita'))}</strong>
            </div>
            <div className="finance-metric finance-metric--grey">
              <span className="finance-metric__label">{T.cards.productCost}</span>
              <strong className="finance-metric__value">{brl(sum('custo'))}</strong>
            </div>
            <div className="finance-metric finance-metric--purple">
              <span className="finance-metric__label">Lucro</span>
              <strong className="finance-metric__value">{brl(sum('lucro'))}</strong>
              <span className="finance-metric__note">
                {T.cards.margin}:{' '}
                {marginPercent(Math.round(sum('lucro') * 100), Math.round(sum('receita') * 100)).toLocaleString('pt-BR')}%
              </span>
            </div>
          </div>
          <Card title="Produtos mais vendidos">
            <BarsChart
              testId="top-products-chart"
              data={products.slice(0, 5).map((p) => ({ produto: p.produto, quantidade: p.quantidade }))}
              label="produto"
              value="quantidade"
              name="Unidades"
              horizontal
              units
            />
            <TableScroll label="Produtos vendidos">
              <table className="ui-table finance-table">
                <thead>
                  <tr>
                    <th>Produto</th>
                    <th className="finance-num">Quantidade</th>
                    <th className="finance-num">Receita</th>
                    <th className="finance-num">Custo</th>
                    <th className="finance-num">Lucro</th>
                  </tr>
                </thead>
                <tbody>
                  {products.map((p) => (
                    <tr key={p.produto}>
                      <td>{p.produto}</td>
                      <td className="finance-num">{p.quantidade}</td>
                      <td className="finance-num">{brl(p.receita)}</td>
                      <td className="finance-num">{brl(p.custo)}</td>
                      <td className="finance-num">{brl(p.lucro)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroll>
          </Card>
        </>
      )}
    </div>
  );
}
