import { ON_WEEKDAY, timeToMinutes, weekdayOf } from '@agenda/br';
import type { WorkingHours } from './professional.ts';
import { PROFESSIONAL_TEXTS as T } from './professional-texts.ts';

// A professional's hours and services as booking reads them: one rule for the server and the
// screens. Stored `null` means "as the clinic": its days and hours, every service.

/** The clinic's days (1 = Monday … 6 = Saturday) and hours, as the company profile keeps them. */
export interface ClinicHours {
  businessDays: readonly number[];
  openingTime: string;
  closingTime: string;
}

/** The clinic's hours as a professional's: one range per day it opens. */
export const clinicWorkingHours = (clinic: ClinicHours): WorkingHours[] =>
  [...clinic.businessDays].sort().map((weekday) => ({ weekday, start: clinic.openingTime, end: clinic.closingTime }));

/** Why these hours cannot be a professional's at this clinic (a day it is closed, a time it is), or null. */
export function outsideClinicReason(hours: readonly WorkingHours[], clinic: ClinicHours): string | null {
  for (const range of hours) {
    if (!clinic.businessDays.includes(range.weekday)) return T.clinicClosedDay(ON_WEEKDAY[range.weekday] ?? '');
    if (
      timeToMinutes(range.start) < timeToMinutes(clinic.openingTime) ||
      timeToMinutes(range.end) > timeToMinutes(clinic.closingTime)
    )
      return T.outsideClinicHours(clinic.openingTime, clinic.closingTime);
  }
  return null;
}

/** What booking needs of a professional: hours and services as stored (null: as the clinic). */
export interface BookableProfessional {
  name: string;
  workingHours: readonly WorkingHours[] | null;
  serviceIds: readonly string[] | null;
}

/**
 * Why this professional cannot attend this slot for this service, or null. The clinic's own days
 * and hours are checked before (calendar's opening rules); a professional who follows them adds nothing.
 */
export function professionalRefusal(
  professional: BookableProfessional,
  slot: { date: string; startTime: string; endTime: string },
  service: { id: string; name: string },
): string | null {
  const { name, workingHours, serviceIds } = professional;
  if (serviceIds && !serviceIds.includes(service.id)) return T.doesNotPerform(name, service.name);
  if (!workingHours) return null;
  const weekday = weekdayOf(slot.date);
  const range = workingHours.find((r) => r.weekday === weekday);
  if (!range) return T.notWorkingOn(name, ON_WEEKDAY[weekday] ?? '');
  if (timeToMinutes(slot.startTime) < timeToMinutes(range.start) || timeToMinutes(slot.endTime) > timeToMinutes(range.end))
    return T.outsideWorkingHours(name, range.start, range.end);
  return null;
}
