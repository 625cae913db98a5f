import { DateField, MoneyField, readableButtonBackground } from '@agenda/ui';
import {
  PAYMENT_METHOD_COLORS,
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATUSES,
  type PaymentMethodLabel,
  methodCode,
} from '../shared/payment.ts';
import { FINALIZE_TEXTS as T, PAYMENT_STATUS_LABELS } from '../shared/texts.ts';
import type { FinalizeDraft } from './finalize-form.ts';

type Set = <K extends keyof FinalizeDraft>(key: K, value: FinalizeDraft[K]) => void;

const colorOf = (label: PaymentMethodLabel) => PAYMENT_METHOD_COLORS[methodCode(label) ?? 'PIX'];
/**
 * The method's colour as its label's: the same hue darkened until it reads at 4.5:1 on white (the
 * pressed button's white label on it reads the same). PIX's own #10b981 on white is 2.5:1.
 */
const inkOf = (label: PaymentMethodLabel) => readableButtonBackground(colorOf(label)) ?? colorOf(label);

/** Payment status (PAID by default), method with its colour, and what PARTIAL and PENDING need. */
export function PaymentSection({ draft, set }: { draft: FinalizeDraft; set: Set }) {
  return (
    <section className="finalize-section">
      <fieldset className="ui-fieldset">
        <legend className="ui-fieldset__legend">{T.paymentStatus}</legend>
        <div className="ui-toggle-group">
          {PAYMENT_STATUSES.map((s) => (
            <button
              key={s}
              type="button"
              className={`ui-toggle${draft.status === s ? ' ui-toggle--pressed' : ''}`}
              aria-pressed={draft.status === s}
              onClick={() => set('status', s)}
            >
              {PAYMENT_STATUS_LABELS[s]}
            </button>
          ))}
        </div>
      </fieldset>
      {draft.status === 'PARTIAL' && (
        <div className="ui-grid-2">
          <MoneyField label={T.paidAmount} value={draft.paidAmount} onChange={(v) => set('paidAmount', v)} min={0} />
          <DateField label={T.balanceDueDate} value={draft.dueDate} onChange={(v) => set('dueDate', v)} />
        </div>
      )}
      {draft.status === 'PENDING' && <DateField label={T.dueDate} value={draft.dueDate} onChange={(v) => set('dueDate', v)} />}
      <fieldset className="ui-fieldset">
        <legend className="ui-fieldset__legend">{T.paymentMethod}</legend>
        <div className="finalize-methods">
          {PAYMENT_METHOD_LABELS.map((m) => {
            const pressed = draft.method === m;
            return (
              <button
                key={m}
                type="button"
                className={`finalize-method${pressed ? ' finalize-method--pressed' : ''}`}
                style={{
                  borderColor: colorOf(m),
                  ...(pressed ? { background: inkOf(m), color: '#fff' } : { color: inkOf(m) }),
                }}
                aria-pressed={pressed}
                onClick={() => set('method', m)}
              >
                {m}
              </button>
            );
          })}
        </div>
      </fieldset>
    </section>
  );
}
