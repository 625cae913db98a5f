import type { FocusEvent, ReactNode } from 'react';
import { type BaseFieldProps, describedBy, FieldShell, useFieldIds } from './field';
import { useNumericDraft } from './numeric-input';

export interface NumberFieldProps extends BaseFieldProps {
  value: number;
  /** Receives a number; empty or non-numeric input gives 0. Clamped to [min, max]. */
  onChange: (value: number) => void;
  min?: number;
  max?: number;
  /** Default 1. */
  step?: number;
  placeholder?: string;
  /** Unit shown after the input, e.g. 'min'. */
  suffix?: ReactNode;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
}

export function NumberField({
  label,
  value,
  onChange,
  min,
  max,
  step = 1,
  placeholder,
  suffix,
  required,
  error,
  hint,
  disabled,
  onBlur,
  name,
  id,
  className,
}: NumberFieldProps) {
  const ids = useFieldIds(id);
  const draft = useNumericDraft(value, onChange, { min, max });
  return (
    <FieldShell ids={ids} label={label} required={required} hint={hint} error={error} className={className}>
      <div className="ui-input-group">
        <input
          id={ids.id}
          name={name}
          className="ui-input"
          type="number"
          inputMode={Number.isInteger(step) ? 'numeric' : 'decimal'}
          value={draft.text}
          onChange={(event) => draft.change(event.target.value)}
          onBlur={(event) => {
            draft.blur();
            onBlur?.(event);
          }}
          min={min}
          max={max}
          step={step}
          placeholder={placeholder}
          required={required}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(ids, hint, error)}
        />
        {suffix != null && (
          <span className="ui-input-group__addon" aria-hidden="true">
            {suffix}
          </span>
        )}
      </div>
    </FieldShell>
  );
}
