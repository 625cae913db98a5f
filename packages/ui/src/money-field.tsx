import { parseReaisInput } from '@agenda/br';
import { type FocusEvent, useState } from 'react';
import { type BaseFieldProps, describedBy, FieldShell, useFieldIds } from './field';

export interface MoneyFieldProps extends BaseFieldProps {
  /** Amount in reais (e.g. 150.5). */
  value: number;
  /** Receives reais rounded to cents; empty, negative or non-numeric input gives 0. */
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

/**
 * Amount in reais with an 'R$' prefix, typed the Brazilian way ('250,50', '1.234,56') or with a
 * decimal point ('250.50'); shown as '1.234,56' once the field is left.
 */
export function MoneyField({
  label,
  value,
  onChange,
  min = 0,
  placeholder = '0,00',
  required,
  error,
  hint,
  disabled,
  onBlur,
  name,
  id,
  className,
}: MoneyFieldProps) {
  const ids = useFieldIds(id);
  const [draft, setDraft] = useState<string | null>(null);
  const parse = (text: string) => Math.max(parseReaisInput(text), min);
  const text = draft !== null && parse(draft) === value ? draft : formatAmount(value);
  return (
    <FieldShell ids={ids} label={label} required={required} hint={hint} error={error} className={className}>
      <div className="ui-input-group">
        <span className="ui-input-group__addon ui-input-group__addon--start" aria-hidden="true">
          R$
        </span>
        <input
          id={ids.id}
          name={name}
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
          required={required}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(ids, hint, error)}
        />
      </div>
    </FieldShell>
  );
}
