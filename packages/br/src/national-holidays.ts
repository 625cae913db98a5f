import { addDays, compareDates } from './dates';
import type { Holiday } from './holiday-types';

const pad2 = (n: number): string => String(n).padStart(2, '0');

/** Easter Sunday as 'yyyy-MM-dd' (anonymous Gregorian algorithm, Meeus/Jones/Butcher). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${String(year).padStart(4, '0')}-${pad2(month)}-${pad2(day)}`;
}

const FIXED: ReadonlyArray<{ monthDay: string; name: string; fromYear?: number }> = [
  { monthDay: '01-01', name: 'Confraternização Universal' },
  { monthDay: '04-21', name: 'Tiradentes' },
  { monthDay: '05-01', name: 'Dia do Trabalho' },
  { monthDay: '09-07', name: 'Independência do Brasil' },
  { monthDay: '10-12', name: 'Nossa Senhora Aparecida' },
  { monthDay: '11-02', name: 'Finados' },
  { monthDay: '11-15', name: 'Proclamação da República' },
  // National only since Lei 14.759/2023 (first observed in 2024).
  { monthDay: '11-20', name: 'Dia Nacional de Zumbi e da Consciência Negra', fromYear: 2024 },
  { monthDay: '12-25', name: 'Natal' },
];

/** Offsets in days from Easter Sunday. */
const EASTER_BASED: ReadonlyArray<{ offset: number; name: string }> = [
  { offset: -48, name: 'Carnaval' },
  { offset: -47, name: 'Carnaval' },
  { offset: -2, name: 'Sexta-feira Santa' },
  { offset: 0, name: 'Páscoa' },
  { offset: 60, name: 'Corpus Christi' },
];

/**
 * National holidays (including Carnival and Corpus Christi) of `year`, sorted by date, one
 * entry per date (names of coinciding holidays are joined with ' / ').
 */
export function nationalHolidays(year: number): Holiday[] {
  const yyyy = String(year).padStart(4, '0');
  const easter = easterSunday(year);
  const fixed = FIXED.filter((h) => h.fromYear === undefined || year >= h.fromYear).map(
    (h): Holiday => ({ date: `${yyyy}-${h.monthDay}`, name: h.name, type: 'NATIONAL' }),
  );
  const movable = EASTER_BASED.map((h): Holiday => ({ date: addDays(easter, h.offset), name: h.name, type: 'NATIONAL' }));
  // Tiradentes can coincide with Good Friday (2000) or Easter (2019): one entry per date.
  const byDate = new Map<string, Holiday>();
  for (const h of [...fixed, ...movable]) {
    const same = byDate.get(h.date);
    byDate.set(h.date, same ? { ...same, name: `${same.name} / ${h.name}` } : h);
  }
  return [...byDate.values()].sort((x, y) => compareDates(x.date, y.date));
}
