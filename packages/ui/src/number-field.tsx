import type { FocusEvent, ReactNode } from 'react';
import { type BaseFieldProps, FieldFrame } from './field';
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

export function NumberField({ value, onChange, min, max, step = 1, placeholder, suffix, onBlur, ...field }: NumberFieldProps) {
  const draft = useNumericDraft(value, onChange, { min, max });
  return (
    <FieldFrame {...field}>
      {(control) => (
        <div className="ui-input-group">
          <input
            {...control}
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
          />
          {suffix != null && (
            <span className="ui-input-group__addon" aria-hidden="true">
              {suffix}
            </span>
          )}
        </div>
      )}
    </FieldFrame>
  );
}
