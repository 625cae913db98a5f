import type { FocusEvent } from 'react';
import { type BaseFieldProps, FieldFrame } from './field';

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

export function TimeField({ value, onChange, min, max, step = 60, onBlur, ...field }: TimeFieldProps) {
  return (
    <FieldFrame {...field}>
      {(control) => (
        <input
          {...control}
          className="ui-input"
          type="time"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
          min={min}
          max={max}
          step={step}
        />
      )}
    </FieldFrame>
  );
}
