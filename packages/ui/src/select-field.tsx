import type { FocusEvent } from 'react';
import { type BaseFieldProps, FieldFrame } from './field';

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

export function SelectField({ value, onChange, options, placeholder, onBlur, ...field }: SelectFieldProps) {
  return (
    <FieldFrame {...field}>
      {(control) => (
        <select
          {...control}
          className="ui-input ui-select"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
