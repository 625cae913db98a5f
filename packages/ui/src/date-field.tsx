import type { FocusEvent } from 'react';
import { type BaseFieldProps, FieldFrame } from './field';

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
export function DateField({ value, onChange, min, max, onBlur, ...field }: DateFieldProps) {
  return (
    <FieldFrame {...field}>
      {(control) => (
        <input
          {...control}
          className="ui-input"
          type="date"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
          min={min}
          max={max}
        />
      )}
    </FieldFrame>
  );
}
