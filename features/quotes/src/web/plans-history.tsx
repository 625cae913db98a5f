import { formatBRL, formatDatePtBR } from '@agenda/br';
import { Badge, type BadgeTone } from '@agenda/ui';
import { useQuery } from '@tanstack/react-query';
import { QUOTES_UI as U } from '../shared/ui-texts.ts';
import type { PatientPlanData } from '../shared/wire.ts';
import { trpc } from './api.ts';
import './quotes.css';

const TONES: Record<string, BadgeTone> = { PAGA: 'green', A_VENCER: 'blue', VENCIDA: 'red' };
const DASH = '—';

function PlanHistory({ plan }: { plan: PatientPlanData }) {
  const open = plan.installments.reduce((s, i) => s + i.openCents, 0);
  const title = U.historyPlan(plan.label, plan.items.join(', '));
  return (
    <li className="quotes-history__plan">
      <strong>{title}</strong>
      <p className="ui-muted quotes-history__meta">
        {U.historyApprovedOn(formatDatePtBR(plan.approvedOn), formatBRL(plan.totalCents))} ·{' '}
        {U.historyPaidSoFar(formatBRL(plan.totalCents - open), formatBRL(open))}
      </p>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a table that scrolls sideways at 390 px is reached by keyboard */}
      <div className="quotes-history__scroll" role="region" aria-label={U.historyInstallments(title)} tabIndex={0}>
        <table className="quotes-history__table">
          <thead>
            <tr>
              <th scope="col">{U.historyInstallment}</th>
              <th scope="col">{U.dueDate}</th>
              <th scope="col">{U.value}</th>
              <th scope="col">{U.historyStatus}</th>
              <th scope="col">{U.historyPaidOn}</th>
              <th scope="col">{U.historyMethod}</th>
            </tr>
          </thead>
          <tbody>
            {plan.installments.map((i) => (
              <tr key={i.id}>
                <th scope="row">{i.label}</th>
                <td data-label={U.dueDate}>{formatDatePtBR(i.dueDate)}</td>
                <td>{formatBRL(i.amountCents)}</td>
                <td>
                  <Badge tone={TONES[i.status] ?? 'grey'}>{U.planStatus[i.status]}</Badge>
                </td>
                <td data-label={U.historyPaidOn} className={i.paidOn ? undefined : 'quotes-history__none'}>
                  {i.paidOn ? formatDatePtBR(i.paidOn) : DASH}
                </td>
                <td data-label={U.historyMethod} className={i.paidMethod ? undefined : 'quotes-history__none'}>
                  {i.paidMethod ?? DASH}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </li>
  );
}

/** The patient's approved plans in 'Histórico': each installment paid, due or overdue, and when and how it was paid. */
export function PlansHistory({ clientId }: { clientId: string }) {
  const plans = useQuery({ ...trpc.quotes.plans.queryOptions({ clientId }), refetchOnMount: 'always' });
  const list = plans.data?.plans ?? [];
  if (!list.length) return null;
  return (
    <section className="quotes-history" aria-labelledby="quotes-history-title">
      <h3 id="quotes-history-title" className="quotes-history__title">
        {U.historyTitle}
      </h3>
      <ul className="quotes-history__plans">
        {list.map((plan) => (
          <PlanHistory key={plan.quoteId} plan={plan} />
        ))}
      </ul>
    </section>
  );
}
