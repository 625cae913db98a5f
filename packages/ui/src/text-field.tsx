import type { FocusEvent, HTMLInputAutoCompleteAttribute, HTMLAttributes } from 'react';
import { type BaseFieldProps, FieldFrame } from './field';

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

export function TextField(props: TextFieldProps) {
  const {
    value,
    onChange,
    type = 'text',
    placeholder,
    maxLength,
    onBlur,
    inputMode,
    autoComplete,
    autoFocus,
    readOnly,
    ...field
  } = props;
  return (
    <FieldFrame {...field}>
      {(control) => (
        <input
          {...control}
          className="ui-input"
          type={type}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
          placeholder={placeholder}
          maxLength={maxLength}
          readOnly={readOnly}
          inputMode={inputMode}
          autoComplete={autoComplete}
          autoFocus={autoFocus}
        />
      )}
    </FieldFrame>
  );
}
