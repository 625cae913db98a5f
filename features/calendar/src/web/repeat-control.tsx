import { DateField, NumberField, SelectField } from '@agenda/ui';
import { MAX_SERIES_OCCURRENCES, type MonthlyBy, type SeriesFrequency, type SeriesRule } from '../shared/series.ts';
import { CALENDAR_TEXTS as T } from '../shared/texts.ts';

/** The 'Repetir' control's state: no repetition, or a frequency and an end. */
export interface RepeatForm {
  frequency: SeriesFrequency | 'NONE';
  monthlyBy: MonthlyBy;
  ends: 'COUNT' | 'UNTIL';
  count: number;
  until: string;
}

export const NO_REPEAT: RepeatForm = { frequency: 'NONE', monthlyBy: 'WEEKDAY', ends: 'COUNT', count: 4, until: '' };

/** The rule the API takes, or null when the booking does not repeat (or the end date is missing). */
export function ruleOf(form: RepeatForm): SeriesRule | null {
  if (form.frequency === 'NONE') return null;
  if (form.ends === 'UNTIL' && !form.until) return null;
  return {
    frequency: form.frequency,
    ...(form.ends === 'COUNT' ? { count: form.count } : { until: form.until }),
    ...(form.frequency === 'MONTHLY' ? { monthlyBy: form.monthlyBy } : {}),
  };
}

const FREQUENCIES = [
  { value: 'NONE', label: T.repeatNone },
  { value: 'WEEKLY', label: T.repeatWeekly },
  { value: 'BIWEEKLY', label: T.repeatBiweekly },
  { value: 'MONTHLY', label: T.repeatMonthly },
];
const MONTHLY = [
  { value: 'WEEKDAY', label: T.monthlyWeekday },
  { value: 'DAY', label: T.monthlyDay },
];
const ENDS = [
  { value: 'COUNT', label: `${T.endsAfter} N ${T.occurrences.toLowerCase()}` },
  { value: 'UNTIL', label: T.endsOn },
];

/** A note on how the monthly rule lands from this date (a 5th weekday, a day some months lack). */
function monthlyHint(date: string, by: MonthlyBy): string | undefined {
  const day = Number(date.slice(8, 10));
  if (by === 'WEEKDAY' && day > 28) return T.fifthWeekday;
  if (by === 'DAY' && day > 28) return T.skippedMonths(day);
  return undefined;
}

/** 'Repetir': Não repete / Toda semana / A cada duas semanas / Todo mês, and when it ends. */
export function RepeatControl({
  date,
  value,
  onChange,
  disabled,
}: {
  date: string;
  value: RepeatForm;
  onChange: (value: RepeatForm) => void;
  disabled?: boolean;
}) {
  const set = (patch: Partial<RepeatForm>) => onChange({ ...value, ...patch });
  return (
    <div className="cal-repeat">
      <SelectField
        label={T.repeat}
        value={value.frequency}
        onChange={(f) => set({ frequency: f as RepeatForm['frequency'] })}
        options={FREQUENCIES}
        disabled={disabled}
      />
      {value.frequency === 'MONTHLY' && (
        <SelectField
          label={T.monthlyHow}
          value={value.monthlyBy}
          onChange={(by) => set({ monthlyBy: by as MonthlyBy })}
          options={MONTHLY}
          hint={monthlyHint(date, value.monthlyBy)}
          disabled={disabled}
        />
      )}
      {value.frequency !== 'NONE' && (
        <>
          <SelectField
            label={T.ends}
            value={value.ends}
            onChange={(e) => set({ ends: e as RepeatForm['ends'] })}
            options={ENDS}
            disabled={disabled}
          />
          {value.ends === 'COUNT' ? (
            <NumberField
              label={T.occurrences}
              value={value.count}
              onChange={(count) => set({ count })}
              min={1}
              max={MAX_SERIES_OCCURRENCES}
              disabled={disabled}
            />
          ) : (
            <DateField
              label={T.untilDate}
              value={value.until}
              onChange={(until) => set({ until })}
              min={date}
              disabled={disabled}
            />
          )}
        </>
      )}
    </div>
  );
}
