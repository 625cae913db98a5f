import { describe, expect, it } from 'vitest';
import { hoursSummary } from './form-values.ts';

describe('hoursSummary', () => {
  it('reads runs of days with one range as one', () => {
    const hours = [
      { weekday: 1, start: '08:00', end: '12:00' },
      ...[2, 3, 4, 5].map((weekday) => ({ weekday, start: '08:00', end: '20:00' })),
    ];
    expect(hoursSummary(hours)).toBe('Seg 08:00–12:00 · Ter a Sex 08:00–20:00');
  });

  it('keeps days apart when a day in between is off', () => {
    const hours = [1, 3].map((weekday) => ({ weekday, start: '13:00', end: '18:00' }));
    expect(hoursSummary(hours)).toBe('Seg 13:00–18:00 · Qua 13:00–18:00');
  });
});
