import {
  type CreateProfessional,
  type ProfessionalColor,
  type ProfessionalData,
  type WorkingHours,
  isProfessionalColor,
} from '../shared/professional.ts';
import { WEEKDAY_SHORT } from '../shared/professional-texts.ts';
import type { ClinicHours } from '../shared/working-hours.ts';

export interface DayHours {
  on: boolean;
  start: string;
  end: string;
}

/** What the professional dialog edits; `days` holds one row per day the clinic opens. */
export interface ProfessionalFormValues {
  name: string;
  registration: string;
  specialty: string;
  color: ProfessionalColor;
  followsClinicHours: boolean;
  days: Record<number, DayHours>;
  allServices: boolean;
  serviceIds: string[];
}

export function formFrom(
  editing: ProfessionalData | null,
  clinic: ClinicHours,
  color: ProfessionalColor,
): ProfessionalFormValues {
  const own = new Map((editing?.workingHours ?? []).map((r) => [r.weekday, r]));
  const days: Record<number, DayHours> = {};
  for (const weekday of clinic.businessDays) {
    const range = own.get(weekday);
    days[weekday] = range
      ? { on: true, start: range.start, end: range.end }
      : { on: !editing, start: clinic.openingTime, end: clinic.closingTime };
  }
  return {
    name: editing?.name ?? '',
    registration: editing?.registration ?? '',
    specialty: editing?.specialty ?? '',
    color: editing && isProfessionalColor(editing.color) ? editing.color : color,
    followsClinicHours: editing?.followsClinicHours ?? true,
    days,
    allServices: editing?.allServices ?? true,
    serviceIds: editing && !editing.allServices ? editing.serviceIds : [],
  };
}

/** The body of a create or an update: null hours or services mean "as the clinic". */
export function inputFrom(values: ProfessionalFormValues): Omit<CreateProfessional, 'memberId'> {
  const workingHours: WorkingHours[] = Object.entries(values.days)
    .filter(([, d]) => d.on)
    .map(([weekday, d]) => ({ weekday: Number(weekday), start: d.start, end: d.end }));
  return {
    name: values.name,
    registration: values.registration || null,
    specialty: values.specialty || null,
    color: values.color,
    workingHours: values.followsClinicHours ? null : workingHours,
    serviceIds: values.allServices ? null : values.serviceIds,
  };
}

/** Runs of days with one range read as one: 'Seg 08:00–12:00 · Ter a Sex 08:00–20:00'. */
export function hoursSummary(hours: readonly WorkingHours[]): string {
  const range = (r: WorkingHours) => `${r.start}–${r.end}`;
  const runs: WorkingHours[][] = [];
  for (const r of hours) {
    const run = runs[runs.length - 1];
    const last = run?.[run.length - 1];
    if (run && last && last.weekday + 1 === r.weekday && range(last) === range(r)) run.push(r);
    else runs.push([r]);
  }
  return runs
    .map((run) => {
      const first = run[0] as WorkingHours;
      const last = run[run.length - 1] as WorkingHours;
      const days =
        run.length > 1 ? `${WEEKDAY_SHORT[first.weekday]} a ${WEEKDAY_SHORT[last.weekday]}` : WEEKDAY_SHORT[first.weekday];
      return `${days} ${range(first)}`;
    })
    .join(' · ');
}
