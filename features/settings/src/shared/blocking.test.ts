// Tests may use the dataset; the shared code itself never imports it.
import { brazilianHolidays } from '@agenda/br/holidays';
import { describe, expect, it } from 'vitest';
import { type BlockingInputs, blockedRangesOn, blockingReason, bookingRefusal, timeRangesOverlap } from './blocking.ts';
import { DEFAULT_SETTINGS, type Holiday } from './model.ts';

// São Paulo-SP 2026 as the server computes it.
const SP_2026: Holiday[] = brazilianHolidays(2026, { state: 'SP', city: 'São Paulo' });

function inputs(overrides: Partial<BlockingInputs> = {}, settings: Partial<BlockingInputs['settings']> = {}): BlockingInputs {
  return {
    settings: { ...DEFAULT_SETTINGS, ...settings },
    calendar: SP_2026,
    customHolidays: [],
    bridges: [],
    blocks: [],
    unblocks: [],
    ...overrides,
  };
}

const block = (over: Partial<BlockingInputs['blocks'][number]> = {}): BlockingInputs['blocks'][number] => ({
  title: 'Férias coletivas',
  startDate: '2026-12-28',
  endDate: '2026-12-31',
  type: 'VACATION',
  allDay: true,
  startTime: null,
  endTime: null,
  enabled: true,
  ...over,
});

describe('blockingReason', () => {
  it('blocks national, state and city holidays with the spec reasons, per toggle', () => {
    expect(blockingReason('2026-12-25', inputs())).toEqual({ reason: 'Feriado Nacional', name: 'Natal' });
    expect(blockingReason('2026-11-20', inputs())).toEqual({
      reason: 'Feriado Nacional',
      name: 'Dia Nacional de Zumbi e da Consciência Negra',
    });
    expect(blockingReason('2026-07-09', inputs())).toEqual({
      reason: 'Feriado Estadual',
      name: 'Revolução Constitucionalista',
    });
    // City holidays are off by default (the calendar's defaults).
    expect(blockingReason('2026-01-25', inputs())).toBeNull();
    expect(blockingReason('2026-01-25', inputs({}, { cityHolidays: true }))).toEqual({
      reason: 'Feriado Municipal',
      name: 'Aniversário de São Paulo',
    });
    expect(blockingReason('2026-12-25', inputs({}, { nationalHolidays: false }))).toBeNull();
    expect(blockingReason('2026-07-09', inputs({}, { stateHolidays: false }))).toBeNull();
  });

  it('leaves ordinary days open', () => {
    expect(blockingReason('2026-11-25', inputs())).toBeNull();
    expect(blockingReason('2026-06-24', inputs({}, { cityHolidays: true }))).toBeNull();
  });

  it('checks in the spec order: national, state, city, custom, bridge, blocked period', () => {
    const everything = inputs(
      {
        calendar: [
          { date: '2026-03-10', name: 'N', type: 'NATIONAL' },
          { date: '2026-03-10', name: 'S', type: 'STATE' },
          { date: '2026-03-10', name: 'C', type: 'CITY' },
        ],
        customHolidays: [{ name: 'P', date: '2026-03-10', type: 'CUSTOM', recurring: false, enabled: true }],
        bridges: [{ name: 'B', startDate: '2026-03-09', endDate: '2026-03-11', enabled: true }],
        blocks: [block({ title: 'F', startDate: '2026-03-01', endDate: '2026-03-31' })],
      },
      { cityHolidays: true },
    );
    const steps: [Partial<BlockingInputs['settings']>, Partial<BlockingInputs>, string, string][] = [
      [{}, {}, 'Feriado Nacional', 'N'],
      [{ nationalHolidays: false }, {}, 'Feriado Estadual', 'S'],
      [{ nationalHolidays: false, stateHolidays: false }, {}, 'Feriado Municipal', 'C'],
      [{ nationalHolidays: false, stateHolidays: false, cityHolidays: false }, {}, 'Feriado Personalizado', 'P'],
      [{ nationalHolidays: false, stateHolidays: false, cityHolidays: false }, { customHolidays: [] }, 'Ponte de Feriado', 'B'],
      [
        { nationalHolidays: false, stateHolidays: false, cityHolidays: false },
        { customHolidays: [], bridges: [] },
        'Período Bloqueado',
        'F',
      ],
    ];
    for (const [settings, items, reason, name] of steps) {
      const given = { ...everything, ...items, settings: { ...everything.settings, ...settings } };
      expect(blockingReason('2026-03-10', given)).toEqual({ reason, name });
    }
  });

  it('lets an enabled unblock win over everything, and ignores a disabled one', () => {
    const base = inputs({
      bridges: [{ name: 'Ponte de Natal', startDate: '2026-12-24', endDate: '2026-12-26', enabled: true }],
    });
    const open = { ...base, unblocks: [{ date: '2026-12-25', reason: 'Plantão', enabled: true }] };
    expect(blockingReason('2026-12-25', open)).toBeNull();
    expect(blockingReason('2026-12-24', open)).toEqual({ reason: 'Ponte de Feriado', name: 'Ponte de Natal' });
    const disabled = { ...base, unblocks: [{ date: '2026-12-25', reason: 'Plantão', enabled: false }] };
    expect(blockingReason('2026-12-25', disabled)).toEqual({ reason: 'Feriado Nacional', name: 'Natal' });
  });

  it('treats an owner CITY holiday as a city holiday, whatever the city toggle', () => {
    const given = inputs({
      customHolidays: [{ name: 'Padroeira', date: '2026-05-20', type: 'CITY', recurring: false, enabled: true }],
    });
    expect(blockingReason('2026-05-20', given)).toEqual({ reason: 'Feriado Municipal', name: 'Padroeira' });
  });

  it('repeats recurring custom holidays every year from their date on, and skips disabled ones', () => {
    const given = inputs({
      calendar: [],
      customHolidays: [
        { name: 'Aniversário da clínica', date: '2025-08-15', type: 'CUSTOM', recurring: true, enabled: true },
        { name: 'Só uma vez', date: '2025-09-01', type: 'CUSTOM', recurring: false, enabled: true },
        { name: 'Desligado', date: '2026-10-01', type: 'CUSTOM', recurring: false, enabled: false },
      ],
    });
    for (const date of ['2025-08-15', '2026-08-15', '2031-08-15'])
      expect(blockingReason(date, given)).toEqual({ reason: 'Feriado Personalizado', name: 'Aniversário da clínica' });
    expect(blockingReason('2024-08-15', given)).toBeNull();
    expect(blockingReason('2025-09-01', given)?.name).toBe('Só uma vez');
    expect(blockingReason('2026-09-01', given)).toBeNull();
    expect(blockingReason('2026-10-01', given)).toBeNull();
  });

  it('blocks bridges and all-day periods on every day of their range, inclusive', () => {
    const given = inputs({
      calendar: [],
      bridges: [{ name: 'Ponte', startDate: '2026-04-20', endDate: '2026-04-22', enabled: true }],
      blocks: [block(), block({ title: 'Desativado', startDate: '2026-05-01', endDate: '2026-05-05', enabled: false })],
    });
    expect(blockingReason('2026-04-19', given)).toBeNull();
    expect(blockingReason('2026-04-20', given)?.reason).toBe('Ponte de Feriado');
    expect(blockingReason('2026-04-22', given)?.reason).toBe('Ponte de Feriado');
    expect(blockingReason('2026-04-23', given)).toBeNull();
    expect(blockingReason('2026-12-28', given)).toEqual({ reason: 'Período Bloqueado', name: 'Férias coletivas' });
    expect(blockingReason('2026-12-31', given)?.reason).toBe('Período Bloqueado');
    expect(blockingReason('2026-05-02', given)).toBeNull();
  });

  it('does not block the whole day for a time-range block', () => {
    const given = inputs({
      calendar: [],
      blocks: [block({ title: 'Reunião', allDay: false, startTime: '14:00', endTime: '16:00' })],
    });
    expect(blockingReason('2026-12-29', given)).toBeNull();
  });
});

describe('blockedRangesOn', () => {
  it('has no ranges by default', () => {
    expect(blockedRangesOn('2026-11-25', inputs())).toEqual([]);
  });

  it('blocks the lunch break when enabled, with its configured times', () => {
    expect(blockedRangesOn('2026-11-25', inputs({}, { lunchBreakEnabled: true }))).toEqual([
      { start: '12:00', end: '13:00', reason: 'Intervalo de Almoço', name: 'Intervalo de almoço' },
    ]);
    const custom = inputs({}, { lunchBreakEnabled: true, lunchBreakStart: '11:30', lunchBreakEnd: '13:30' });
    expect(blockedRangesOn('2026-11-25', custom)[0]).toMatchObject({ start: '11:30', end: '13:30' });
  });

  it('adds enabled time-range blocks on each day of their range, sorted by start', () => {
    const given = inputs(
      {
        blocks: [
          block({ title: 'Manutenção', allDay: false, startTime: '15:00', endTime: '17:00', startDate: '2026-11-24' }),
          block({ title: 'Consulta pessoal', allDay: false, startTime: '08:00', endTime: '09:00', startDate: '2026-11-25' }),
          block({ title: 'Desligado', allDay: false, startTime: '10:00', endTime: '11:00', enabled: false }),
          block({ title: 'Dia inteiro', startDate: '2026-11-25' }),
        ].map((b) => ({ ...b, endDate: '2026-11-26' })),
      },
      { lunchBreakEnabled: true },
    );
    expect(blockedRangesOn('2026-11-25', given).map((r) => [r.start, r.end, r.name])).toEqual([
      ['08:00', '09:00', 'Consulta pessoal'],
      ['12:00', '13:00', 'Intervalo de almoço'],
      ['15:00', '17:00', 'Manutenção'],
    ]);
    expect(blockedRangesOn('2026-11-24', given).map((r) => r.name)).toEqual(['Intervalo de almoço', 'Manutenção']);
    expect(blockedRangesOn('2026-11-27', given).map((r) => r.name)).toEqual(['Intervalo de almoço']);
  });

  it('lifts time-range blocks, not the lunch break, on an unblocked day', () => {
    const given = inputs(
      {
        blocks: [block({ title: 'Reunião', allDay: false, startTime: '14:00', endTime: '16:00', startDate: '2026-11-25' })],
        unblocks: [{ date: '2026-11-25', reason: 'Mutirão', enabled: true }],
      },
      { lunchBreakEnabled: true },
    );
    expect(blockedRangesOn('2026-11-25', given).map((r) => r.name)).toEqual(['Intervalo de almoço']);
  });
});

describe('timeRangesOverlap', () => {
  it.each([
    ['11:30', '12:00', '12:00', '13:00', false],
    ['13:00', '13:30', '12:00', '13:00', false],
    ['11:30', '12:30', '12:00', '13:00', true],
    ['12:15', '12:45', '12:00', '13:00', true],
    ['11:00', '14:00', '12:00', '13:00', true],
    ['23:30', '00:00', '23:00', '23:45', true],
  ])('[%s, %s) and [%s, %s) → %s', (a0, a1, b0, b1, expected) => {
    expect(timeRangesOverlap(a0, a1, b0, b1)).toBe(expected);
  });
});

describe('bookingRefusal', () => {
  const lunch = inputs({}, { lunchBreakEnabled: true });

  it('refuses a blocked day with its reason and name', () => {
    expect(bookingRefusal({ date: '2026-12-25', startTime: '09:00', endTime: '09:30' }, lunch)).toBe(
      'Este dia está bloqueado na agenda: Feriado Nacional (Natal)',
    );
  });

  it('refuses a slot inside the lunch break and accepts the slots next to it', () => {
    expect(bookingRefusal({ date: '2026-11-25', startTime: '12:00', endTime: '12:30' }, lunch)).toBe(
      'Este horário está bloqueado na agenda: Intervalo de almoço',
    );
    expect(bookingRefusal({ date: '2026-11-25', startTime: '11:30', endTime: '12:30' }, lunch)).not.toBeNull();
    expect(bookingRefusal({ date: '2026-11-25', startTime: '11:30', endTime: '12:00' }, lunch)).toBeNull();
    expect(bookingRefusal({ date: '2026-11-25', startTime: '13:00', endTime: '13:30' }, lunch)).toBeNull();
    expect(bookingRefusal({ date: '2026-11-25', startTime: '12:00', endTime: '12:30' }, inputs())).toBeNull();
  });
});
