import { MONEY_DECIMALS_MESSAGE, isWholeCentavos, readReaisInput } from '@agenda/br';
import { type FocusEvent, useState } from 'react';
import { type BaseFieldProps, FieldFrame } from './field';

export interface MoneyFieldProps extends BaseFieldProps {
  /** Amount in reais (e.g. 150.5). */
  value: number;
  /** Receives reais as typed; empty, negative or non-numeric input gives 0. A third decimal is passed on
   * (and said under the field), never rounded away: every endpoint that takes money refuses it with the same message. */
  onChange: (value: number) => void;
  /** Default 0. No maximum on purpose: a value above what the form allows is the form's message
   * to give (e.g. 'O valor excede o saldo'), never a silent clamp. */
  min?: number;
  placeholder?: string;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
}

const AMOUNT = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** '1.234,56': the amount as a Brazilian reads it, next to the field's 'R$'. */
export const formatAmount = (reais: number): string => AMOUNT.format(reais);
/** A third decimal stays on screen next to its message, not rounded away by the display. */
const shown = (reais: number) =>
  isWholeCentavos(reais) ? formatAmount(reais) : reais.toLocaleString('pt-BR', { maximumFractionDigits: 6 });

/**
 * Amount in reais with an 'R$' prefix, typed the Brazilian way ('250,50', '1.234,56') or with a
 * decimal point ('250.50'); shown as '1.234,56' once the field is left.
 */
export function MoneyField({ value, onChange, min = 0, placeholder = '0,00', onBlur, error, ...field }: MoneyFieldProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const parse = (text: string) => Math.max(readReaisInput(text), min);
  const message = error ?? (isWholeCentavos(value) ? undefined : MONEY_DECIMALS_MESSAGE);
  const text = draft !== null && parse(draft) === value ? draft : shown(value);
  return (
    <FieldFrame {...field} error={message}>
      {(control) => (
        <div className="ui-input-group">
          <span className="ui-input-group__addon ui-input-group__addon--start" aria-hidden="true">
            R$
          </span>
          <input
            {...control}
            className="ui-input"
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={text}
            onChange={(event) => {
              setDraft(event.target.value);
              onChange(parse(event.target.value));
            }}
            onFocus={(event) => event.target.select()}
            onBlur={(event) => {
              setDraft(null);
              onBlur?.(event);
            }}
            placeholder={placeholder}
          />
        </div>
      )}
    </FieldFrame>
  );
}
