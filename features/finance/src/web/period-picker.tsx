import { DateField } from '@agenda/ui';
import { FINANCE_TEXTS as T } from '../shared/texts.ts';

export interface PeriodValue {
  startDate: string;
  endDate: string;
}

export function PeriodPicker({ value, onChange }: { value: PeriodValue; onChange: (p: PeriodValue) => void }) {
  return (
    <div className="finance-period">
      <DateField
        label={T.from}
        value={value.startDate}
        max={value.endDate}
        onChange={(startDate) => startDate && onChange({ ...value, startDate })}
      />
      <DateField
        label={T.to}
        value={value.endDate}
        min={value.startDate}
        onChange={(endDate) => endDate && onChange({ ...value, endDate })}
      />
    </div>
  );
}
