import { FieldFrame, parseNumericInput } from '@agenda/ui';
import { useState } from 'react';
import { SERVICE_DEFAULTS } from '../shared/service.ts';

interface DurationFieldProps {
  label: string;
  value: number;
  onChange: (minutes: number) => void;
  required?: boolean;
}

/**
 * Minutes in 15-minute steps (min 15). Unlike the design system's NumberField, non-numeric input
 * becomes 0 rather than the minimum (§5), so saving then warns that the duration is missing.
 */
export function DurationField({ label, value, onChange, required }: DurationFieldProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const text = draft !== null && parseNumericInput(draft) === value ? draft : String(value);
  return (
    <FieldFrame label={label} required={required}>
      {(control) => (
        <div className="ui-input-group">
          <input
            {...control}
            className="ui-input"
            type="number"
            inputMode="numeric"
            min={SERVICE_DEFAULTS.durationMin}
            step={SERVICE_DEFAULTS.durationStep}
            value={text}
            onChange={(event) => {
              setDraft(event.target.value);
              onChange(parseNumericInput(event.target.value));
            }}
            onBlur={() => setDraft(null)}
          />
          <span className="ui-input-group__addon" aria-hidden="true">
            min
          </span>
        </div>
      )}
    </FieldFrame>
  );
}
