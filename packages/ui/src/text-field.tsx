import type { FocusEvent, HTMLInputAutoCompleteAttribute, HTMLAttributes } from 'react';
import { type BaseFieldProps, describedBy, FieldShell, useFieldIds } from './field';

export type TextFieldType = 'text' | 'email' | 'password' | 'tel' | 'url' | 'search';

export interface TextFieldProps extends BaseFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** Default `text`. */
  type?: TextFieldType;
  placeholder?: string;
  maxLength?: number;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  autoComplete?: HTMLInputAutoCompleteAttribute;
  autoFocus?: boolean;
  readOnly?: boolean;
}

export function TextField({
  label,
  value,
  onChange,
  type = 'text',
  required,
  placeholder,
  maxLength,
  error,
  hint,
  disabled,
  onBlur,
  inputMode,
  autoComplete,
  autoFocus,
  readOnly,
  name,
  id,
  className,
}: TextFieldProps) {
  const ids = useFieldIds(id);
  return (
    <FieldShell ids={ids} label={label} required={required} hint={hint} error={error} className={className}>
      <input
        id={ids.id}
        name={name}
        className="ui-input"
        type={type}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        required={required}
        placeholder={placeholder}
        maxLength={maxLength}
        disabled={disabled}
        readOnly={readOnly}
        inputMode={inputMode}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, hint, error)}
      />
    </FieldShell>
  );
}
