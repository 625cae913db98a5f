import type { FocusEvent } from 'react';
import { type BaseFieldProps, describedBy, FieldShell, useFieldIds } from './field';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectFieldProps extends BaseFieldProps {
  /** Selected value; '' selects the placeholder. */
  value: string;
  onChange: (value: string) => void;
  options: readonly SelectOption[];
  /** Text of an empty first option (value ''), e.g. 'Selecione...'. */
  placeholder?: string;
  onBlur?: (event: FocusEvent<HTMLSelectElement>) => void;
}

export function SelectField({
  label,
  value,
  onChange,
  options,
  placeholder,
  required,
  error,
  hint,
  disabled,
  onBlur,
  name,
  id,
  className,
}: SelectFieldProps) {
  const ids = useFieldIds(id);
  return (
    <FieldShell ids={ids} label={label} required={required} hint={hint} error={error} className={className}>
      <select
        id={ids.id}
        name={name}
        className="ui-input ui-select"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        required={required}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, hint, error)}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}
