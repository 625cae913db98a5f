import type { FocusEvent } from 'react';
import { type BaseFieldProps, describedBy, FieldShell, useFieldIds } from './field';

export interface TimeFieldProps extends BaseFieldProps {
  /** 'HH:MM' (24h), or '' when empty. */
  value: string;
  onChange: (value: string) => void;
  /** 'HH:MM'. */
  min?: string;
  /** 'HH:MM'. */
  max?: string;
  /** Step in seconds (e.g. 900 for 15-minute slots). Default 60. */
  step?: number;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
}

export function TimeField({
  label,
  value,
  onChange,
  min,
  max,
  step = 60,
  required,
  error,
  hint,
  disabled,
  onBlur,
  name,
  id,
  className,
}: TimeFieldProps) {
  const ids = useFieldIds(id);
  return (
    <FieldShell ids={ids} label={label} required={required} hint={hint} error={error} className={className}>
      <input
        id={ids.id}
        name={name}
        className="ui-input"
        type="time"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        min={min}
        max={max}
        step={step}
        required={required}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, hint, error)}
      />
    </FieldShell>
  );
}
