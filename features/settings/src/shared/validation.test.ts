import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { COLOR_PALETTE, COLOR_PRESETS, HEX_COLOR_RE, blockedDayColorFrom, matchingPreset } from './palette.ts';
import { DEFAULT_SETTINGS } from './model.ts';
import {
  blockCreateSchema,
  blockError,
  bridgeCreateSchema,
  bridgeError,
  dateRangeError,
  holidayCreateSchema,
  holidayError,
  settingsPatchSchema,
  unblockError,
} from './validation.ts';

const firstMessage = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? null : result.issues[0].message;
};

describe('palettes', () => {
  it('has 16 palette colours and three presets of 12 valid colours; Padrão is the first 12', () => {
    expect(COLOR_PALETTE).toHaveLength(16);
    expect(new Set(COLOR_PALETTE).size).toBe(16);
    for (const colors of Object.values(COLOR_PRESETS)) {
      expect(colors).toHaveLength(12);
      for (const c of colors) expect(c).toMatch(HEX_COLOR_RE);
    }
    expect(COLOR_PRESETS.Padrão).toEqual(COLOR_PALETTE.slice(0, 12));
    expect(DEFAULT_SETTINGS.appointmentColors).toEqual(COLOR_PRESETS.Padrão);
    expect(matchingPreset(COLOR_PRESETS.Pastel.map((c) => c.toUpperCase()))).toBe('Pastel');
    expect(matchingPreset([...COLOR_PRESETS.Vibrante].reverse())).toBeNull();
  });

  it('keeps the spec defaults', () => {
    expect(DEFAULT_SETTINGS).toMatchObject({
      primaryColor: '#667eea',
      secondaryColor: '#764ba2',
      nationalHolidays: true,
      stateHolidays: true,
      cityHolidays: false,
      lunchBreakEnabled: false,
      lunchBreakStart: '12:00',
      lunchBreakEnd: '13:00',
    });
    expect(DEFAULT_SETTINGS.blockedDayColor).toMatch(HEX_COLOR_RE);
    expect(blockedDayColorFrom('#123456')).toBe('#12345650');
    expect(blockedDayColorFrom('#9CA3AF4D')).toBe('#9CA3AF50');
  });
});

describe('addition rules (what keeps the add buttons disabled)', () => {
  it('needs name and date for a holiday', () => {
    expect(holidayError({ name: '', date: '2026-03-10' })).toBe('Informe o nome e a data do feriado');
    expect(holidayError({ name: 'Padroeira', date: '' })).toBe('Informe o nome e a data do feriado');
    expect(holidayError({ name: '  ', date: '2026-03-10' })).toBe('Informe o nome e a data do feriado');
    expect(holidayError({ name: 'Padroeira', date: '2026-02-30' })).toBe('Data inválida');
    expect(holidayError({ name: 'Padroeira', date: '2026-03-10' })).toBeNull();
  });

  it('needs name, start and end for a bridge, end not before start', () => {
    expect(bridgeError({ name: 'Ponte', startDate: '2026-04-20', endDate: '' })).toBe(
      'Informe o nome, a data inicial e a data final da ponte',
    );
    expect(bridgeError({ name: 'Ponte', startDate: '2026-04-20', endDate: '2026-04-19' })).toBe(
      'A data final deve ser igual ou posterior à inicial',
    );
    expect(bridgeError({ name: 'Ponte', startDate: '2026-04-20', endDate: '2026-04-20' })).toBeNull();
  });

  it('needs title, start and end for a block, and valid times when not all-day', () => {
    const base = { title: 'Férias', startDate: '2026-07-01', endDate: '2026-07-15', allDay: true };
    expect(blockError({ ...base, title: '' })).toBe('Informe o título, a data inicial e a data final do bloqueio');
    expect(blockError(base)).toBeNull();
    expect(blockError({ ...base, allDay: false })).toBe('Informe o horário inicial e o horário final do bloqueio');
    expect(blockError({ ...base, allDay: false, startTime: '25:00', endTime: '26:00' })).toBe('Horário inválido');
    expect(blockError({ ...base, allDay: false, startTime: '14:00', endTime: '14:00' })).toBe(
      'O horário final deve ser posterior ao inicial',
    );
    expect(blockError({ ...base, allDay: false, startTime: '14:00', endTime: '16:00' })).toBeNull();
  });

  it('needs date and reason for an unblock', () => {
    expect(unblockError({ date: '2026-12-25', reason: '' })).toBe('Informe a data e o motivo do desbloqueio');
    expect(unblockError({ date: '', reason: 'Plantão' })).toBe('Informe a data e o motivo do desbloqueio');
    expect(unblockError({ date: '2026-12-25', reason: 'Plantão' })).toBeNull();
  });

  it('limits blocked-day queries to 366 days', () => {
    expect(dateRangeError({ startDate: '2026-01-01', endDate: '2026-12-31' })).toBeNull();
    expect(dateRangeError({ startDate: '2024-01-01', endDate: '2024-12-31' })).toBeNull(); // 366 days
    expect(dateRangeError({ startDate: '2026-01-01', endDate: '2027-01-02' })).toBe('O intervalo máximo é de 366 dias');
    expect(dateRangeError({ startDate: '2026-01-02', endDate: '2026-01-01' })).toBe(
      'A data final deve ser igual ou posterior à inicial',
    );
  });
});

describe('schemas', () => {
  it('answer the rule messages and fill the defaults', () => {
    expect(firstMessage(holidayCreateSchema, {})).toBe('Informe o nome e a data do feriado');
    expect(firstMessage(holidayCreateSchema, null)).toBe('Informe o nome e a data do feriado');
    expect(firstMessage(holidayCreateSchema, { name: 'X', date: '2026-01-01', type: 'NATIONAL' })).toBe(
      'Tipo de feriado inválido',
    );
    expect(v.parse(holidayCreateSchema, { name: ' Padroeira ', date: '2026-03-10' })).toEqual({
      name: 'Padroeira',
      date: '2026-03-10',
      type: 'CUSTOM',
      recurring: false,
      enabled: true,
      cancelAppointments: false,
    });
    expect(v.parse(blockCreateSchema, { title: 'Férias', startDate: '2026-07-01', endDate: '2026-07-02' })).toMatchObject({
      type: 'VACATION',
      allDay: true,
      cancelAppointments: false,
    });
    expect(
      firstMessage(bridgeCreateSchema, {
        name: 'Ponte',
        startDate: '2026-04-20',
        endDate: '2026-04-20',
        cancelAppointments: 'sim',
      }),
    ).toBe('Valor inválido');
    expect(firstMessage(settingsPatchSchema, { primaryColor: 'azul' })).toBe('Cor inválida');
    expect(firstMessage(settingsPatchSchema, { lunchBreakStart: '12h' })).toBe('Horário inválido');
    expect(firstMessage(settingsPatchSchema, { appointmentColors: ['#ffffff'] })).toBe('Informe 12 cores de agendamento');
    expect(firstMessage(settingsPatchSchema, { nationalHolidays: 'sim' })).toBe('Valor inválido');
  });
});
