import { formatBRL, formatDatePtBR } from '@agenda/br';
import type { FinalizeCheckoutSlotProps } from '@agenda/finalize/manifest';
import { Badge } from '@agenda/ui';
import { useQuery } from '@tanstack/react-query';
import { QUOTES_UI as U } from '../shared/ui-texts.ts';
import { installmentsToOffer } from '../shared/checkout-offer.ts';
import { trpc } from './api.ts';
import './quotes.css';

/** 'Parcelas do orçamento' in the visit's checkout: ticked ones are paid with the visit, amounts from the plan. */
export function CheckoutInstallments({ clientId, selected, onChange }: FinalizeCheckoutSlotProps) {
  const plans = useQuery({ ...trpc.quotes.plans.queryOptions({ clientId }), refetchOnMount: 'always' });
  const offered = installmentsToOffer(plans.data?.plans ?? []);
  if (!offered.length) return null;
  const chosen = offered.filter((i) => selected.includes(i.id));
  const toggle = (id: string, on: boolean) => {
    const ids = on ? [...selected, id] : selected.filter((s) => s !== id);
    onChange(
      ids,
      offered.filter((i) => ids.includes(i.id)).reduce((s, i) => s + i.openCents, 0),
    );
  };
  return (
    <section className="finalize-section quotes-checkout" aria-labelledby="quotes-checkout-title">
      <h3 id="quotes-checkout-title" className="quotes-checkout__title">
        {U.checkoutTitle}
      </h3>
      <p className="ui-muted quotes-checkout__hint">{U.checkoutHint}</p>
      <ul className="quotes-checkout__list">
        {offered.map((i) => (
          <li key={i.id} className="quotes-checkout__row">
            <label className="quotes-checkout__label">
              <input
                type="checkbox"
                className="ui-checkbox__input"
                checked={selected.includes(i.id)}
                onChange={(e) => toggle(i.id, e.target.checked)}
              />
              <span className="quotes-checkout__name">{i.label}</span>
              <span className="quotes-checkout__due">{U.checkoutDue(formatDatePtBR(i.dueDate))}</span>
              <strong className="quotes-checkout__amount">{formatBRL(i.openCents)}</strong>
            </label>
            {i.status === 'VENCIDA' && <Badge tone="red">{U.planStatus.VENCIDA}</Badge>}
          </li>
        ))}
      </ul>
      {chosen.length > 0 && (
        <p className="quotes-checkout__sum" data-testid="quotes-checkout-sum">
          {U.checkoutChosen(chosen.length, formatBRL(chosen.reduce((s, i) => s + i.openCents, 0)))}
        </p>
      )}
    </section>
  );
}
