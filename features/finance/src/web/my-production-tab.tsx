import { errorMessage } from '@agenda/api-client/trpc';
import { EmptyState, LoadingText } from '@agenda/ui';
import { useQuery } from '@tanstack/react-query';
import { FINANCE_TEXTS as T } from '../shared/texts.ts';
import { trpc } from './api.ts';
import { brl, percentText } from './format.ts';
import { LoadError } from './load-error.tsx';
import { Metric } from './metric.tsx';
import { PeriodPicker, type PeriodValue } from './period-picker.tsx';

const P = T.production;
/** The server's 404: the member has no professional profile in this clinic (its message says so). */
const notFound = (error: unknown) => (error as { data?: { code?: string } } | null)?.data?.code === 'NOT_FOUND';

/** 'Minha produção': a professional's own figures of the period, the owner's 'Profissionais' row for them alone. */
export function MyProductionTab({ period, onPeriod }: { period: PeriodValue; onPeriod: (p: PeriodValue) => void }) {
  const mine = useQuery(trpc.finance.myProduction.queryOptions(period));
  const row = mine.data?.professional;
  return (
    <div className="finance-tab">
      <PeriodPicker value={period} onChange={onPeriod} />
      {notFound(mine.error) ? (
        <EmptyState title={errorMessage(mine.error, T.noProfessionalProfile)} />
      ) : mine.isError ? (
        <LoadError onRetry={() => void mine.refetch()} retrying={mine.isFetching} />
      ) : !row ? (
        <LoadingText />
      ) : (
        <>
          <p className="finance-basis">{P.myNote}</p>
          <div className="finance-metrics" data-testid="my-production">
            <Metric label={P.appointments} value={String(row.appointments)} tone="blue" />
            <Metric label={T.basis.billedServices} value={brl(row.revenue)} tone="green" />
            <Metric
              label={P.commission}
              value={brl(row.commission)}
              tone="purple"
              note={`${P.myRate(percentText(row.commissionRates.percent))}${
                row.commissionRates.byServiceType.length ? ` ${P.byTypeCount(row.commissionRates.byServiceType.length)}` : ''
              }`}
            />
          </div>
        </>
      )}
    </div>
  );
}
