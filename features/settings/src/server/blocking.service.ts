// What the calendar reads: the company's holidays and blocked days, and whether a booking falls
// on a blocked day or slot. These functions take any EntityManager (they scope their queries).
import { companyFacts } from '@agenda/auth/server';
import { eachDate, isValidDateString, isValidTimeString, nowInTimeZone } from '@agenda/br';
import { brazilianHolidays } from '@agenda/br/holidays';
import type { Em } from '@agenda/db';
import { badRequest, notFound } from '@agenda/trpc';
import type { BlockedDay, DatedBlockedRange, Holiday } from '../shared/model.ts';
import { type BlockingInputs, blockedRangesOn, blockingReason, bookingRefusal, customHolidayOn } from '../shared/blocking.ts';
import { SETTINGS_TEXTS as T } from '../shared/texts.ts';
import { CustomHolidaySchema } from './entities/custom-holiday.entity.ts';
import { DayUnblockSchema } from './entities/day-unblock.entity.ts';
import { HolidayBridgeSchema } from './entities/holiday-bridge.entity.ts';
import { ScheduleBlockSchema } from './entities/schedule-block.entity.ts';
import { readSettings, tenantOf } from './settings.service.ts';

const TYPE_ORDER: Record<Holiday['type'], number> = { NATIONAL: 0, STATE: 1, CITY: 2, CUSTOM: 3 };
const byDateThenType = (a: Holiday, b: Holiday) =>
  a.date < b.date ? -1 : a.date > b.date ? 1 : TYPE_ORDER[a.type] - TYPE_ORDER[b.type];

async function company(em: Em, companyId: string) {
  const found = await companyFacts(em, companyId);
  if (!found) throw notFound('Empresa não encontrada');
  return found;
}

/** The current year in the company's time zone. */
export async function currentYear(em: Em, companyId: string): Promise<number> {
  return Number(nowInTimeZone((await company(em, companyId)).timeZone).date.slice(0, 4));
}

/** National, state and city holidays of the company's UF and city for `year`, whatever the toggles. */
export async function locationHolidays(em: Em, companyId: string, year: number) {
  const { state, city } = await company(em, companyId);
  const holidays = brazilianHolidays(year, { state, city });
  return { state, city, cityKnown: holidays.some((h) => h.type === 'CITY'), holidays };
}

function calendarFor(years: number[], location: { state: string; city: string }): Holiday[] {
  return years.flatMap((year) => brazilianHolidays(year, location));
}

/**
 * The holidays of `year` that block the company's agenda: the location's national, state and
 * city holidays whose toggle is on, plus the enabled custom holidays (recurring ones every year).
 */
export async function holidaysForYear(em: Em, companyId: string, year: number): Promise<Holiday[]> {
  const [settings, { state, city }] = [await readSettings(em, companyId), await company(em, companyId)];
  const on = { NATIONAL: settings.nationalHolidays, STATE: settings.stateHolidays, CITY: settings.cityHolidays, CUSTOM: true };
  const computed = brazilianHolidays(year, { state, city }).filter((h) => on[h.type]);
  const custom = await em.find(CustomHolidaySchema, { enabled: true }, tenantOf(companyId));
  const yyyy = String(year).padStart(4, '0');
  const own = custom.flatMap((h): Holiday[] => {
    const date = `${yyyy}${h.date.slice(4)}`;
    return isValidDateString(date) && customHolidayOn(h, date) ? [{ date, name: h.name, type: h.type }] : [];
  });
  return [...computed, ...own].sort(byDateThenType);
}

/** Everything the blocking rules need for the dates from `startDate` to `endDate`. */
export async function blockingInputs(em: Em, companyId: string, startDate: string, endDate: string): Promise<BlockingInputs> {
  const scope = tenantOf(companyId);
  const { state, city } = await company(em, companyId);
  const overlapping = { startDate: { $lte: endDate }, endDate: { $gte: startDate } };
  const years: number[] = [];
  for (let y = Number(startDate.slice(0, 4)); y <= Number(endDate.slice(0, 4)); y++) years.push(y);
  return {
    settings: await readSettings(em, companyId),
    calendar: calendarFor(years, { state, city }),
    customHolidays: await em.find(CustomHolidaySchema, { date: { $lte: endDate } }, scope),
    bridges: await em.find(HolidayBridgeSchema, overlapping, scope),
    blocks: await em.find(ScheduleBlockSchema, overlapping, scope),
    unblocks: await em.find(DayUnblockSchema, { date: { $gte: startDate, $lte: endDate } }, scope),
  };
}

/**
 * The blocked days from `startDate` to `endDate` (both included) with the spec's reason and the
 * holiday's or item's name, and the blocked time ranges of the open days (lunch, partial blocks).
 */
export async function blockedDaysBetween(
  em: Em,
  companyId: string,
  startDate: string,
  endDate: string,
): Promise<{ days: BlockedDay[]; ranges: DatedBlockedRange[] }> {
  const inputs = await blockingInputs(em, companyId, startDate, endDate);
  const days: BlockedDay[] = [];
  const ranges: DatedBlockedRange[] = [];
  for (const date of eachDate(startDate, endDate)) {
    const blocked = blockingReason(date, inputs);
    if (blocked) days.push({ date, ...blocked });
    else ranges.push(...blockedRangesOn(date, inputs).map((r) => ({ date, ...r })));
  }
  return { days, ranges };
}

/**
 * Why a booking of `date` from `startTime` to `endTime` must be refused — the day is blocked, or
 * the slot overlaps the lunch break or a time-range block — as a pt-BR message; null when free.
 * The calendar answers a non-null result with 409.
 */
export async function bookingBlockReason(
  em: Em,
  companyId: string,
  slot: { date: string; startTime: string; endTime: string },
): Promise<string | null> {
  if (!isValidDateString(slot.date)) throw badRequest(T.invalidDate);
  if (!isValidTimeString(slot.startTime) || !isValidTimeString(slot.endTime)) throw badRequest(T.invalidTime);
  const inputs = await blockingInputs(em, companyId, slot.date, slot.date);
  return bookingRefusal(slot, inputs);
}
