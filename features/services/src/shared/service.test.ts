import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { needsReconfiguration } from './answers.ts';
import { ICON_PICKER_COLUMNS, SERVICE_TYPE_ICONS } from './icons.ts';
import {
  describeDays,
  formatDuration,
  SERVICE_DEFAULTS,
  serviceInputError,
  serviceInputSchema,
  serviceUpdateSchema,
  type WeekdayFlags,
  weekdayFlagOf,
} from './service.ts';
import { DEFAULT_TYPE_COLOR, serviceTypeInputError, serviceTypeInputSchema } from './service-type.ts';
import { SERVICES_TEXTS as T } from './texts.ts';

const typeId = '0b7a4a63-8f4e-4a39-9a51-5e0f4c1d2e3f';
const valid = { name: 'Limpeza', serviceTypeId: typeId, duration: 45, price: 220 };

describe('serviceInputSchema', () => {
  it('fills the §9 defaults and normalises blanks', () => {
    const out = v.parse(serviceInputSchema, { ...valid, name: '  Limpeza  ', description: '   ' });
    expect(out).toEqual({
      name: 'Limpeza',
      serviceTypeId: typeId,
      duration: 45,
      price: 220,
      description: null,
      mondayEnabled: true,
      tuesdayEnabled: true,
      wednesdayEnabled: true,
      thursdayEnabled: true,
      fridayEnabled: true,
      saturdayEnabled: true,
      sundayEnabled: true,
      startTime: SERVICE_DEFAULTS.startTime,
      endTime: SERVICE_DEFAULTS.endTime,
    });
  });

  it('keeps the flags and times it is given and drops unknown keys', () => {
    const out = v.parse(serviceInputSchema, {
      ...valid,
      sundayEnabled: false,
      startTime: '09:15',
      endTime: '12:00',
      createdAt: 'x',
      serviceType: {},
    });
    expect(out.sundayEnabled).toBe(false);
    expect(out).toMatchObject({ startTime: '09:15', endTime: '12:00' });
    expect(out).not.toHaveProperty('createdAt');
  });

  it.each([
    [{ name: '' }],
    [{ name: '   ' }],
    [{ name: null }],
    [{ name: 42 }],
    [{ serviceTypeId: '' }],
    [{ serviceTypeId: null }],
    [{ duration: 0 }],
    [{ duration: -15 }],
    [{ duration: undefined }],
    [{ duration: '60' }],
    [{ price: -0.01 }],
    [{ price: undefined }],
    [{ price: 'abc' }],
  ])('answers the spec warning for %o', (override) => {
    expect(serviceInputError({ ...valid, ...override })).toBe(T.fillRequired);
  });

  it('puts the spec warning before any other issue', () => {
    expect(serviceInputError({ ...valid, name: '', startTime: '25:00', duration: 10.5 })).toBe(T.fillRequired);
    expect(serviceInputError(null)).toBe(T.fillRequired);
    expect(serviceInputError([])).toBe(T.fillRequired);
  });

  it.each([
    [{ startTime: '18:00', endTime: '08:00' }, T.endAfterStart],
    [{ startTime: '08:00', endTime: '08:00' }, T.endAfterStart],
    [{ startTime: '8:00' }, T.invalidTime],
    [{ endTime: '24:00' }, T.invalidTime],
    [{ duration: 10.5 }, T.wholeMinutes],
    [{ duration: 1441 }, T.durationTooLong],
    [{ price: 1_000_000 }, T.priceTooHigh],
    [{ name: 'x'.repeat(121) }, T.nameTooLong],
    [{ description: 'x'.repeat(1001) }, T.descriptionTooLong],
    [{ mondayEnabled: 'sim' }, T.invalidDayFlag],
  ])('answers %o with its own message', (override, message) => {
    expect(serviceInputError({ ...valid, ...override })).toBe(message);
  });

  it('accepts the limits', () => {
    expect(serviceInputError({ ...valid, duration: 1440, price: 0, startTime: '00:00', endTime: '23:59' })).toBeNull();
    expect(serviceInputError({ ...valid, price: 999_999.99 })).toBeNull();
  });

  it('looks a missing id up as an unknown one (a 404 later), a non-string id is refused', () => {
    expect(v.parse(serviceUpdateSchema, valid).id).toBe('');
    const result = v.safeParse(serviceUpdateSchema, { ...valid, id: 7 });
    expect(result.issues?.[0]?.message).toBe(T.serviceNotFound);
  });
});

describe('serviceTypeInputSchema', () => {
  it('defaults to blue, active, no icon', () => {
    expect(v.parse(serviceTypeInputSchema, { name: ' Prevenção ' })).toEqual({
      name: 'Prevenção',
      description: null,
      icon: null,
      color: DEFAULT_TYPE_COLOR,
      active: true,
    });
    expect(v.parse(serviceTypeInputSchema, { name: 'A', color: '#10b981', icon: '🦷' })).toMatchObject({
      color: '#10B981',
      icon: '🦷',
    });
  });

  it.each([[{}], [{ name: '' }], [{ name: '  ' }], [{ name: null }], [{ name: 1 }], [{ name: '', color: 'red' }]])(
    'asks for the name when given %o',
    (input) => {
      expect(serviceTypeInputError(input)).toBe(T.fillTypeName);
    },
  );

  it.each([
    [{ color: 'blue' }, T.invalidColor],
    [{ color: '#12345' }, T.invalidColor],
    [{ icon: '🦷'.repeat(9) }, T.invalidIcon],
    [{ active: 'yes' }, T.invalidActive],
  ])('rejects %o', (override, message) => {
    expect(serviceTypeInputError({ name: 'Estética', ...override })).toBe(message);
  });
});

describe('pure helpers', () => {
  const none: WeekdayFlags = {
    mondayEnabled: false,
    tuesdayEnabled: false,
    wednesdayEnabled: false,
    thursdayEnabled: false,
    fridayEnabled: false,
    saturdayEnabled: false,
    sundayEnabled: false,
  };

  it('describes the enabled days', () => {
    expect(describeDays(none)).toBe('Nenhum dia');
    expect(
      describeDays({
        ...none,
        mondayEnabled: true,
        tuesdayEnabled: true,
        wednesdayEnabled: true,
        thursdayEnabled: true,
        fridayEnabled: true,
      }),
    ).toBe('Seg a Sex');
    expect(describeDays({ ...none, mondayEnabled: true, wednesdayEnabled: true, fridayEnabled: true })).toBe('Seg, Qua, Sex');
    expect(describeDays({ ...none, saturdayEnabled: true, sundayEnabled: true })).toBe('Sáb, Dom');
    expect(describeDays(Object.fromEntries(Object.keys(none).map((k) => [k, true])) as WeekdayFlags)).toBe('Todos os dias');
  });

  it('maps weekday numbers (0 = Sunday) to flags', () => {
    expect(weekdayFlagOf(0)).toBe('sundayEnabled');
    expect(weekdayFlagOf(1)).toBe('mondayEnabled');
    expect(weekdayFlagOf(6)).toBe('saturdayEnabled');
  });

  it('formats durations and flags services without a type', () => {
    expect(formatDuration(60)).toBe('60 min');
    expect(needsReconfiguration({ serviceTypeId: null })).toBe(true);
    expect(needsReconfiguration({ serviceTypeId: typeId })).toBe(false);
  });

  it('offers 60 distinct emojis in 8 columns, each with a name', () => {
    expect(SERVICE_TYPE_ICONS).toHaveLength(60);
    expect(new Set(SERVICE_TYPE_ICONS.map((i) => i.emoji)).size).toBe(60);
    expect(SERVICE_TYPE_ICONS.every((i) => i.label.length > 0)).toBe(true);
    expect(ICON_PICKER_COLUMNS).toBe(8);
    for (const { emoji } of SERVICE_TYPE_ICONS) expect(serviceTypeInputError({ name: 'x', icon: emoji })).toBeNull();
  });
});
