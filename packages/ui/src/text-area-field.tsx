import type { FocusEvent } from 'react';
import { type BaseFieldProps, describedBy, FieldShell, useFieldIds } from './field';

export interface TextAreaFieldProps extends BaseFieldProps {
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  /** When set, a "n/max" counter is shown next to the label. */
  maxLength?: number;
  /** Default 3. */
  rows?: number;
  onBlur?: (event: FocusEvent<HTMLTextAreaElement>) => void;
}

export function TextAreaField({
  label,
  value,
  onChange,
  placeholder,
  maxLength,
  rows = 3,
  required,
  error,
  hint,
  disabled,
  onBlur,
  name,
  id,
  className,
}: TextAreaFieldProps) {
  const ids = useFieldIds(id);
  return (
    <FieldShell
      ids={ids}
      label={label}
      required={required}
      hint={hint}
      error={error}
      className={className}
      aside={
        maxLength !== undefined ? (
          <span className="ui-counter">
            {value.length}/{maxLength}
          </span>
        ) : undefined
      }
    >
      <textarea
        id={ids.id}
        name={name}
        className="ui-input ui-textarea"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        rows={rows}
        required={required}
        placeholder={placeholder}
        maxLength={maxLength}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, hint, error)}
      />
    </FieldShell>
  );
}
