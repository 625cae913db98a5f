import { FieldFrame } from '@agenda/ui';
import { useState } from 'react';
import { MAX_RECALL_MONTHS } from '../shared/service.ts';
import { SERVICES_TEXTS as T } from '../shared/texts.ts';

interface RecallFieldProps {
  value: number | null;
  onChange: (months: number | null) => void;
}

/**
 * 'Retorno (meses)': blank is a service without return (null), unlike the design system's
 * NumberField where blank is 0; anything else goes as typed and the shared schema judges it.
 */
export function RecallField({ value, onChange }: RecallFieldProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const text = draft ?? (value === null ? '' : String(value));
  return (
    <FieldFrame label={T.recallMonths} hint={T.recallMonthsHint}>
      {(control) => (
        <div className="ui-input-group">
          <input
            {...control}
            className="ui-input"
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_RECALL_MONTHS}
            step={1}
            value={text}
            onChange={(event) => {
              const typed = event.target.value.trim();
              setDraft(typed);
              onChange(typed === '' ? null : Number(typed));
            }}
            onBlur={() => setDraft(null)}
          />
          <span className="ui-input-group__addon" aria-hidden="true">
            meses
          </span>
        </div>
      )}
    </FieldFrame>
  );
}
