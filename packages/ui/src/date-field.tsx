import type { FocusEvent } from 'react';
import { type BaseFieldProps, describedBy, FieldShell, useFieldIds } from './field';

export interface DateFieldProps extends BaseFieldProps {
  /** ISO date 'YYYY-MM-DD', or '' when empty. */
  value: string;
  onChange: (value: string) => void;
  /** ISO date 'YYYY-MM-DD'. */
  min?: string;
  /** ISO date 'YYYY-MM-DD'. */
  max?: string;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
}

/** Native date picker (shown in the browser's locale; the value is always ISO). */
export function DateField({
  label,
  value,
  onChange,
  min,
  max,
  required,
  error,
  hint,
  disabled,
  onBlur,
  name,
  id,
  className,
}: DateFieldProps) {
  const ids = useFieldIds(id);
  return (
    <FieldShell ids={ids} label={label} required={required} hint={hint} error={error} className={className}>
      <input
        id={ids.id}
        name={name}
        className="ui-input"
        type="date"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        min={min}
        max={max}
        required={required}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, hint, error)}
      />
    </FieldShell>
  );
}
