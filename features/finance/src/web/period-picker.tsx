import { DateField } from '@agenda/ui';
import { useState } from 'react';
import { periodProblem } from '../shared/period.ts';
import { FINANCE_TEXTS as T } from '../shared/texts.ts';

export interface PeriodValue {
  startDate: string;
  endDate: string;
}

type End = 'startDate' | 'endDate';

/**
 * 'De' and 'Até'. A period the server would refuse ('De' after 'Até', longer than five years) is
 * said next to the field just changed and never asked for: the tab keeps showing the last good one.
 */
export function PeriodPicker({ value, onChange }: { value: PeriodValue; onChange: (p: PeriodValue) => void }) {
  const [draft, setDraft] = useState(value);
  const [problem, setProblem] = useState<{ field: End; message: string } | null>(null);
  const edit = (field: End) => (date: string) => {
    // A cleared field keeps the period asked for.
    if (!date) return;
    const next = { ...draft, [field]: date };
    const message = periodProblem(next.startDate, next.endDate);
    setDraft(next);
    setProblem(message ? { field, message } : null);
    if (!message) onChange(next);
  };
  const errorOf = (field: End) => (problem?.field === field ? problem.message : null);
  return (
    <div className="finance-period">
      <DateField
        label={T.from}
        value={draft.startDate}
        max={draft.endDate}
        onChange={edit('startDate')}
        error={errorOf('startDate')}
      />
      <DateField label={T.to} value={draft.endDate} min={draft.startDate} onChange={edit('endDate')} error={errorOf('endDate')} />
    </div>
  );
}
