import { describe, expect, it } from 'vitest';
import { weekdayOf } from './dates';
import { brazilianHolidays, easterSunday, HOLIDAY_TYPE_LABELS, nationalHolidays, regionalHolidays } from './holidays';

const YEARS = Array.from({ length: 71 }, (_, i) => 1990 + i); // 1990..2060

const byName = (year: number, name: string): string[] =>
  nationalHolidays(year)
    .filter((h) => h.name.split(' / ').includes(name))
    .map((h) => h.date);

describe('easterSunday', () => {
  it('matches known dates', () => {
    expect(easterSunday(2024)).toBe('2024-03-31');
    expect(easterSunday(2025)).toBe('2025-04-20');
    expect(easterSunday(2026)).toBe('2026-04-05');
    expect(easterSunday(2019)).toBe('2019-04-21');
    expect(easterSunday(2038)).toBe('2038-04-25'); // latest possible
    expect(easterSunday(2285)).toBe('2285-03-22'); // earliest possible
  });

  it('is always a Sunday between 22 March and 25 April', () => {
    for (const year of YEARS) {
      const easter = easterSunday(year);
      expect(weekdayOf(easter)).toBe(0);
      expect(easter.slice(5) >= '03-22' && easter.slice(5) <= '04-25').toBe(true);
    }
  });
});

describe('nationalHolidays', () => {
  it('puts Easter-based holidays on the right weekdays in 1990-2060', () => {
    for (const year of YEARS) {
      const [carnivalMonday, carnivalTuesday, ...rest] = byName(year, 'Carnaval');
      expect(rest).toHaveLength(0);
      expect(weekdayOf(carnivalMonday ?? '')).toBe(1);
      expect(weekdayOf(carnivalTuesday ?? '')).toBe(2);
      expect(byName(year, 'Sexta-feira Santa').map(weekdayOf)).toEqual([5]);
      expect(byName(year, 'Páscoa').map(weekdayOf)).toEqual([0]);
      expect(byName(year, 'Corpus Christi').map(weekdayOf)).toEqual([4]);
    }
  });

  it('has the fixed dates every year', () => {
    const fixed = ['01-01', '04-21', '05-01', '09-07', '10-12', '11-02', '11-15', '12-25'];
    for (const year of YEARS) {
      const dates = nationalHolidays(year).map((h) => h.date);
      for (const md of fixed) expect(dates).toContain(`${year}-${md}`);
    }
  });

  it('has 20 November only from 2024 on', () => {
    for (const year of YEARS) {
      const has = nationalHolidays(year).some((h) => h.date === `${year}-11-20`);
      expect(has).toBe(year >= 2024);
    }
    expect(nationalHolidays(2024)).toContainEqual({
      date: '2024-11-20',
      name: 'Dia Nacional de Zumbi e da Consciência Negra',
      type: 'NATIONAL',
    });
  });

  it('merges holidays that fall on the same date', () => {
    for (const year of YEARS) {
      const dates = nationalHolidays(year).map((h) => h.date);
      expect(new Set(dates).size).toBe(dates.length);
    }
    expect(nationalHolidays(2000)).toContainEqual({
      date: '2000-04-21',
      name: 'Tiradentes / Sexta-feira Santa',
      type: 'NATIONAL',
    });
    expect(nationalHolidays(2019)).toContainEqual({
      date: '2019-04-21',
      name: 'Tiradentes / Páscoa',
      type: 'NATIONAL',
    });
  });

  it('lists 2026 exactly, sorted and typed NATIONAL', () => {
    expect(nationalHolidays(2026)).toEqual(
      [
        ['2026-01-01', 'Confraternização Universal'],
        ['2026-02-16', 'Carnaval'],
        ['2026-02-17', 'Carnaval'],
        ['2026-04-03', 'Sexta-feira Santa'],
        ['2026-04-05', 'Páscoa'],
        ['2026-04-21', 'Tiradentes'],
        ['2026-05-01', 'Dia do Trabalho'],
        ['2026-06-04', 'Corpus Christi'],
        ['2026-09-07', 'Independência do Brasil'],
        ['2026-10-12', 'Nossa Senhora Aparecida'],
        ['2026-11-02', 'Finados'],
        ['2026-11-15', 'Proclamação da República'],
        ['2026-11-20', 'Dia Nacional de Zumbi e da Consciência Negra'],
        ['2026-12-25', 'Natal'],
      ].map(([date, name]) => ({ date, name, type: 'NATIONAL' })),
    );
  });
});

describe('regionalHolidays', () => {
  it('includes 9 July for São Paulo state, typed STATE', () => {
    for (const year of [2000, 2024, 2026, 2060]) {
      expect(regionalHolidays(year, { state: 'SP' })).toContainEqual({
        date: `${year}-07-09`,
        name: 'Revolução Constitucionalista',
        type: 'STATE',
      });
    }
  });

  it('includes 25 January for São Paulo city, typed CITY, matching accents and case', () => {
    for (const city of ['São Paulo', 'sao paulo', '  SAO  PAULO ']) {
      const list = regionalHolidays(2026, { state: 'sp', city });
      expect(list).toContainEqual({
        date: '2026-01-25',
        name: 'Aniversário de São Paulo',
        type: 'CITY',
      });
      expect(list).toContainEqual(expect.objectContaining({ date: '2026-07-09', type: 'STATE' }));
    }
  });

  it('does not list 24 June for São Paulo', () => {
    const list = regionalHolidays(2026, { state: 'SP', city: 'São Paulo' });
    expect(list.map((h) => h.date)).not.toContain('2026-06-24');
  });

  it('gives only the state holidays for a city the dataset does not know', () => {
    for (const year of [2023, 2026]) {
      const stateOnly = regionalHolidays(year, { state: 'SP' });
      expect(regionalHolidays(year, { state: 'SP', city: 'Campinas' })).toEqual(stateOnly);
      expect(stateOnly.every((h) => h.type === 'STATE')).toBe(true);
    }
  });

  it('gives nothing for an unknown state', () => {
    expect(regionalHolidays(2026, { state: 'XX', city: 'São Paulo' })).toEqual([]);
  });

  it('knows other dataset cities', () => {
    expect(regionalHolidays(2026, { state: 'RJ', city: 'Rio de Janeiro' })).toContainEqual(
      expect.objectContaining({ date: '2026-01-20', type: 'CITY' }),
    );
    expect(regionalHolidays(2026, { state: 'PE', city: 'recife' })).toContainEqual(
      expect.objectContaining({ date: '2026-06-24', type: 'CITY' }),
    );
  });

  it('keeps 20 November as regional before it became national', () => {
    expect(regionalHolidays(2020, { state: 'SP', city: 'São Paulo' })).toContainEqual(
      expect.objectContaining({ date: '2020-11-20', type: 'CITY' }),
    );
    expect(regionalHolidays(2020, { state: 'SP' }).map((h) => h.date)).not.toContain('2020-11-20');
  });

  it('skips national dates and country-wide entries such as election day', () => {
    const list = regionalHolidays(2026, { state: 'SP', city: 'São Paulo' });
    const national = new Set(nationalHolidays(2026).map((h) => h.date));
    expect(list.filter((h) => national.has(h.date))).toEqual([]);
    expect(list.some((h) => /elei/i.test(h.name))).toBe(false);
  });
});

describe('brazilianHolidays', () => {
  const STATES = ['SP', 'RJ', 'MG', 'PE', 'PR', 'GO', 'SC', 'RR', 'AC', 'DF'];
  const CITIES: Record<string, string> = {
    SP: 'São Paulo',
    RJ: 'Rio de Janeiro',
    MG: 'Belo Horizonte',
    PE: 'Recife',
    PR: 'Curitiba',
    GO: 'Goiânia',
  };

  // CPU-bound: date-holidays spends 10–25 ms of CPU on a year of a place, so the 710 calendars in one
  // test took 3 s on an idle core and more than Vitest's 5 s on a loaded one. One test per state is a
  // tenth of that, with nothing less checked; its limit is set for a hang, not for a busy machine
  // (0.3 s idle, 2.7 s measured with the two cores shared by a dozen processes).
  it.each(STATES)('is national plus regional, sorted, without duplicate dates (%s)', { timeout: 30_000 }, (state) => {
    for (const year of YEARS) {
      const list = brazilianHolidays(year, { state, city: CITIES[state] });
      const dates = list.map((h) => h.date);
      expect(new Set(dates).size).toBe(dates.length);
      expect([...dates].sort()).toEqual(dates);
      expect(dates.every((d) => d.startsWith(`${year}-`))).toBe(true);
    }
  });

  it('equals the national list without a location', () => {
    expect(brazilianHolidays(2026)).toEqual(nationalHolidays(2026));
  });

  it('combines national, state and city holidays for São Paulo', () => {
    const list = brazilianHolidays(2026, { state: 'SP', city: 'São Paulo' });
    const types = new Map(list.map((h) => [h.date, h.type]));
    expect(types.get('2026-01-25')).toBe('CITY');
    expect(types.get('2026-07-09')).toBe('STATE');
    expect(types.get('2026-11-20')).toBe('NATIONAL');
    expect(types.get('2026-06-04')).toBe('NATIONAL');
  });
});

describe('HOLIDAY_TYPE_LABELS', () => {
  it('has pt-BR labels', () => {
    expect(HOLIDAY_TYPE_LABELS).toEqual({
      CUSTOM: 'Personalizado',
      NATIONAL: 'Nacional',
      STATE: 'Estadual',
      CITY: 'Municipal',
    });
  });
});
