import type { FocusEvent } from 'react';
import { type BaseFieldProps, describedBy, FieldShell, useFieldIds } from './field';
import { useNumericDraft } from './numeric-input';

export interface MoneyFieldProps extends BaseFieldProps {
  /** Amount in reais (e.g. 150.5). */
  value: number;
  /** Receives reais rounded to cents; empty, negative or non-numeric input gives 0. */
  onChange: (value: number) => void;
  /** Default 0. */
  min?: number;
  max?: number;
  placeholder?: string;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
}

/** Amount in reais with an 'R$' prefix (step 0.01, min 0). */
export function MoneyField({
  label,
  value,
  onChange,
  min = 0,
  max,
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
  const draft = useNumericDraft(value, onChange, { min, max, decimals: 2 });
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
          type="number"
          inputMode="decimal"
          step={0.01}
          min={min}
          max={max}
          value={draft.text}
          onChange={(event) => draft.change(event.target.value)}
          onBlur={(event) => {
            draft.blur();
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
