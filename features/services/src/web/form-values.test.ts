import { describe, expect, it } from 'vitest';
import type { ServiceData, ServiceTypeData } from '../shared/answers.ts';
import { serviceInputError } from '../shared/service.ts';
import { serviceTypeInputError } from '../shared/service-type.ts';
import { SERVICES_TEXTS as T } from '../shared/texts.ts';
import {
  emptyServiceForm,
  emptyServiceTypeForm,
  enabledDays,
  selectableTypes,
  serviceFormFrom,
  servicesPerType,
  serviceTypeFormFrom,
  withEnabledDays,
} from './form-values.ts';

const type = (id: string, active = true): ServiceTypeData => ({
  id,
  name: id,
  description: null,
  icon: '🦷',
  color: '#3B82F6',
  active,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

const service: ServiceData = {
  id: 's1',
  name: 'Clareamento',
  serviceTypeId: null,
  serviceType: null,
  duration: 90,
  price: 900,
  description: null,
  mondayEnabled: true,
  tuesdayEnabled: false,
  wednesdayEnabled: true,
  thursdayEnabled: false,
  fridayEnabled: true,
  saturdayEnabled: false,
  sundayEnabled: false,
  startTime: '09:00',
  endTime: '17:00',
  recallMonths: 6,
  needsReconfiguration: true,
  archived: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('service form values', () => {
  it('starts with the §9 defaults and warns until name and type are filled', () => {
    const empty = emptyServiceForm();
    expect(empty).toMatchObject({ duration: 60, price: 0, startTime: '08:00', endTime: '18:00', name: '', serviceTypeId: '' });
    expect(enabledDays(empty)).toHaveLength(7);
    expect(serviceInputError(empty)).toBe(T.fillRequired);
    expect(serviceInputError({ ...empty, name: 'Clareamento', serviceTypeId: 'x' })).toBeNull();
    // Non-numeric input becomes 0, which the save then refuses with the same warning.
    expect(serviceInputError({ ...empty, name: 'Clareamento', serviceTypeId: 'x', duration: 0 })).toBe(T.fillRequired);
  });

  it('takes a blank return as none and refuses one outside 1 to 60 whole months', () => {
    const filled = { ...emptyServiceForm(), name: 'Limpeza', serviceTypeId: 'x' };
    expect(filled.recallMonths).toBeNull();
    expect(serviceInputError(filled)).toBeNull();
    expect(serviceInputError({ ...filled, recallMonths: 6 })).toBeNull();
    for (const bad of [0, 61, 1.5, Number.NaN])
      expect(serviceInputError({ ...filled, recallMonths: bad })).toBe(T.invalidRecallMonths);
    expect(serviceFormFrom(service).recallMonths).toBe(6);
  });

  it('edits a saved service; one needing reconfiguration starts without a type', () => {
    const values = serviceFormFrom(service);
    expect(values).toMatchObject({ name: 'Clareamento', serviceTypeId: '', description: '', duration: 90, price: 900 });
    expect(enabledDays(values)).toEqual(['mondayEnabled', 'wednesdayEnabled', 'fridayEnabled']);
    expect(serviceInputError(values)).toBe(T.fillRequired);
  });

  it('turns the day toggles back into the seven flags', () => {
    const values = withEnabledDays(emptyServiceForm(), ['saturdayEnabled', 'sundayEnabled']);
    expect(enabledDays(values)).toEqual(['saturdayEnabled', 'sundayEnabled']);
    expect(values.mondayEnabled).toBe(false);
  });
});

describe('service type form values', () => {
  it('starts blue and active, and asks for a name', () => {
    expect(emptyServiceTypeForm()).toEqual({ name: '', description: '', icon: '', color: '#3B82F6', active: true });
    expect(serviceTypeInputError(emptyServiceTypeForm())).toBe(T.fillTypeName);
    expect(serviceTypeInputError({ ...emptyServiceTypeForm(), name: 'Estética' })).toBeNull();
    expect(serviceTypeFormFrom(type('a'))).toEqual({ name: 'a', description: '', icon: '🦷', color: '#3B82F6', active: true });
  });

  it('offers active types plus the current one, and counts services per type', () => {
    const types = [type('a'), type('b', false), type('c', false)];
    expect(selectableTypes(types, null).map((t) => t.id)).toEqual(['a']);
    expect(selectableTypes(types, 'c').map((t) => t.id)).toEqual(['a', 'c']);
    const counts = servicesPerType([
      { serviceTypeId: 'a' },
      { serviceTypeId: 'a' },
      { serviceTypeId: null },
      { serviceTypeId: 'b' },
    ]);
    expect([...counts]).toEqual([
      ['a', 2],
      ['b', 1],
    ]);
  });
});
