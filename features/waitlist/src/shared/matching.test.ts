import { describe, expect, it } from 'vitest';
import { entryWants, periodOf } from './matching.ts';

// 2026-12-15 is a Tuesday.
const slot = { professionalId: 'p1', date: '2026-12-15', startTime: '14:00', endTime: '14:30' };
const any = { serviceDuration: 30, professionalIds: [], weekdays: [], periods: [], until: '2026-12-31' } as const;

describe('periodOf', () => {
  it('splits the day at 12:00 and 18:00', () => {
    expect(['07:30', '11:59', '12:00', '17:59', '18:00'].map(periodOf)).toEqual(['manha', 'manha', 'tarde', 'tarde', 'noite']);
  });
});

describe('entryWants', () => {
  it('takes a slot that suits every wish', () => {
    expect(entryWants(any, slot)).toBe(true);
    expect(entryWants({ ...any, professionalIds: ['p1'], weekdays: [2], periods: ['tarde'], until: '2026-12-15' }, slot)).toBe(
      true,
    );
  });

  it('refuses a service longer than the slot, another professional, day or period, and a slot after its last day', () => {
    expect(entryWants({ ...any, serviceDuration: 45 }, slot)).toBe(false);
    expect(entryWants({ ...any, professionalIds: ['p2'] }, slot)).toBe(false);
    expect(entryWants({ ...any, weekdays: [1, 3] }, slot)).toBe(false);
    expect(entryWants({ ...any, periods: ['manha', 'noite'] }, slot)).toBe(false);
    expect(entryWants({ ...any, until: '2026-12-14' }, slot)).toBe(false);
  });
});
