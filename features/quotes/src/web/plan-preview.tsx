import { formatBRL, formatDatePtBR } from '@agenda/br';
import type { ScheduledPayment } from '../shared/quote-money.ts';
import { QUOTES_UI as U } from '../shared/ui-texts.ts';

/** A plan's payments as a table: the preview before sending, and the installments once approved. */
export function PaymentTable({
  payments,
  caption,
  status,
}: {
  payments: readonly ScheduledPayment[];
  caption: string;
  status?: (payment: ScheduledPayment) => string;
}) {
  const single = payments.length === 1 && payments[0]?.number === 0;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <div className="ui-table-wrap" role="region" aria-label={caption} tabIndex={0}>
      <table className="ui-table">
        <caption className="quotes-caption">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{U.payment}</th>
            <th scope="col">{U.dueDate}</th>
            <th scope="col">{U.value}</th>
            {status ? <th scope="col">{U.status}</th> : null}
          </tr>
        </thead>
        <tbody>
          {payments.map((p) => (
            <tr key={p.number}>
              <td>{single ? U.single : p.number === 0 ? U.entry : U.installment(p.number)}</td>
              <td>{formatDatePtBR(p.dueDate)}</td>
              <td>{formatBRL(p.amountCents)}</td>
              {status ? <td>{status(p)}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
