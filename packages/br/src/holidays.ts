// Brazilian holiday calendar. Separate package export ('@agenda/br/holidays') because
// date-holidays ships the whole world's dataset and must stay out of bundles that don't need it.
// State and city holidays come from date-holidays (country 'BR', state = UF, city = region code).
// Note: 24 June (São João) is not a São Paulo holiday in the dataset (only e.g. AL and Recife).
import Holidays from 'date-holidays';
import { compareDates } from './dates';
import type { Holiday } from './holiday-types';
import { nationalHolidays } from './national-holidays';

export type { Holiday } from './holiday-types';
export { HOLIDAY_TYPE_LABELS } from './holiday-types';
export { easterSunday, nationalHolidays } from './national-holidays';

export type HolidayLocation = {
  /** UF, e.g. 'SP' */
  state: string;
  /** City name, accent- and case-insensitive, e.g. 'Sao Paulo' */
  city?: string;
};

type DatedName = { date: string; name: string };

const COUNTRY = 'BR';
const instances = new Map<string, Holidays>();

function instance(state?: string, region?: string): Holidays {
  const key = `${state ?? ''}/${region ?? ''}`;
  let hd = instances.get(key);
  if (!hd) {
    const opts = { languages: ['pt'] };
    hd =
      state === undefined
        ? new Holidays(COUNTRY, opts)
        : region === undefined
          ? new Holidays(COUNTRY, state, opts)
          : new Holidays(COUNTRY, state, region, opts);
    instances.set(key, hd);
  }
  return hd;
}

function publicHolidays(hd: Holidays, year: number): DatedName[] {
  return hd
    .getHolidays(year, 'pt')
    .filter((h) => h.type === 'public')
    .map((h) => ({ date: h.date.slice(0, 10), name: h.name }));
}

const normalizeName = (s: string): string => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();

/** Dataset region code and display name for a city of `state`, if the dataset has it. */
function findCity(state: string, city: string): { code: string; name: string } | undefined {
  const wanted = normalizeName(city);
  const regions = instance().getRegions(COUNTRY, state, 'pt') ?? {};
  for (const [code, name] of Object.entries(regions)) {
    if (normalizeName(name) === wanted) return { code, name };
  }
  return undefined;
}

/**
 * State ('STATE') and city ('CITY') public holidays of `year` from the date-holidays dataset,
 * without dates that are already national or already listed. An unknown city yields only the
 * state holidays; an unknown state yields none.
 */
export function regionalHolidays(year: number, location: HolidayLocation): Holiday[] {
  const state = location.state.trim().toUpperCase();
  if (!(state in (instance().getStates(COUNTRY, 'pt') ?? {}))) return [];

  const taken = new Set(nationalHolidays(year).map((h) => h.date));
  // Country-level entries (e.g. election day) show up in every state list: skip them.
  const countryLevel = new Set(publicHolidays(instance(), year).map((h) => `${h.date}|${h.name}`));
  const result: Holiday[] = [];
  const add = (list: DatedName[], type: 'STATE' | 'CITY', cityName?: string): void => {
    for (const h of list) {
      if (taken.has(h.date) || countryLevel.has(`${h.date}|${h.name}`)) continue;
      taken.add(h.date);
      const name = cityName && h.name === 'Aniversário da Cidade' ? `Aniversário de ${cityName}` : h.name;
      result.push({ date: h.date, name, type });
    }
  };

  add(publicHolidays(instance(state), year), 'STATE');
  const city = location.city ? findCity(state, location.city) : undefined;
  if (city) add(publicHolidays(instance(state, city.code), year), 'CITY', city.name);
  return result.sort((a, b) => compareDates(a.date, b.date));
}

/**
 * A year's calendar of one place, computed once: date-holidays takes 10–25 ms a year, and every
 * booking and series preview asks for it. Bounded (a clinic asks for a few years of its own place).
 */
const calendars = new Map<string, readonly Holiday[]>();
const MAX_CALENDARS = 500;

/** National plus (when a location is given) state and city holidays, sorted by date. */
export function brazilianHolidays(year: number, location?: HolidayLocation): Holiday[] {
  const key = `${year}|${location?.state ?? ''}|${location?.city ?? ''}`;
  let known = calendars.get(key);
  if (!known) {
    const all = location ? [...nationalHolidays(year), ...regionalHolidays(year, location)] : nationalHolidays(year);
    known = all.sort((a, b) => compareDates(a.date, b.date)).map((h) => Object.freeze({ ...h }));
    if (calendars.size >= MAX_CALENDARS) calendars.clear();
    calendars.set(key, known);
  }
  return [...known];
}
