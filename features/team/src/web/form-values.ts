import {
  type CreateProfessional,
  type ProfessionalColor,
  type ProfessionalData,
  type WorkingHours,
  isProfessionalColor,
} from '../shared/professional.ts';
import { WEEKDAY_SHORT } from '../shared/texts.ts';
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

/** 'Seg a Sex, 08:00–18:00' when the days run on with one range, else each day: 'Seg 08:00–12:00 · Qua 13:00–18:00'. */
export function hoursSummary(hours: readonly WorkingHours[]): string {
  const [first] = hours;
  if (!first) return '';
  const range = (r: WorkingHours) => `${r.start}–${r.end}`;
  const consecutive = hours.every((r, i) => r.weekday === first.weekday + i);
  const last = hours[hours.length - 1] ?? first;
  if (hours.length > 1 && consecutive && hours.every((r) => range(r) === range(first)))
    return `${WEEKDAY_SHORT[first.weekday]} a ${WEEKDAY_SHORT[last.weekday]}, ${range(first)}`;
  return hours.map((r) => `${WEEKDAY_SHORT[r.weekday]} ${range(r)}`).join(' · ');
}
