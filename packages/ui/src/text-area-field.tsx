import type { FocusEvent } from 'react';
import { type BaseFieldProps, FieldFrame } from './field';

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

export function TextAreaField({ value, onChange, placeholder, maxLength, rows = 3, onBlur, ...field }: TextAreaFieldProps) {
  const counter =
    maxLength !== undefined ? (
      <span className="ui-counter">
        {value.length}/{maxLength}
      </span>
    ) : undefined;
  return (
    <FieldFrame {...field} aside={counter}>
      {(control) => (
        <textarea
          {...control}
          className="ui-input ui-textarea"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
          rows={rows}
          placeholder={placeholder}
          maxLength={maxLength}
        />
      )}
    </FieldFrame>
  );
}
