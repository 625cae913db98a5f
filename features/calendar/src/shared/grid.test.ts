import { describe, expect, it } from 'vitest';
import { GRID_HEIGHT_PX, cardBox, dayShortName, layoutLanes, overlaps, slotTimes, weekOf } from './grid.ts';

describe('the week grid', () => {
  it('has 24 rows of 30 minutes from 08:00 to 19:30, one pixel per minute', () => {
    const slots = slotTimes();
    expect(slots).toHaveLength(24);
    expect(slots[0]).toBe('08:00');
    expect(slots.at(-1)).toBe('19:30');
    expect(GRID_HEIGHT_PX).toBe(720);
  });

  it('shows Monday to Saturday of the week of a date; a Sunday belongs to the week before', () => {
    expect(weekOf('2026-11-25')).toEqual({
      startDate: '2026-11-23',
      endDate: '2026-11-28',
      dates: ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28'],
    });
    expect(weekOf('2026-11-29').startDate).toBe('2026-11-23');
    expect(weekOf('2026-11-30').startDate).toBe('2026-11-30');
    expect(weekOf('2026-11-23').dates.map(dayShortName)).toEqual(['Seg', 'Ter', 'Qua', 'Qui', 'Sex', 'Sáb']);
  });

  it('places a card by its minutes and clips it to the visible hours', () => {
    expect(cardBox('08:00', '08:30')).toEqual({ top: 0, height: 30 });
    expect(cardBox('09:15', '10:45')).toEqual({ top: 75, height: 90 });
    expect(cardBox('07:00', '08:30')).toEqual({ top: 0, height: 30 });
    expect(cardBox('19:30', '21:00')).toEqual({ top: 690, height: 30 });
    expect(cardBox('10:00', '10:05').height).toBe(18);
    expect(cardBox('20:30', '21:00').top).toBe(GRID_HEIGHT_PX - 18);
  });

  it('detects overlaps with touching ends apart', () => {
    expect(overlaps('09:00', '10:00', '09:30', '10:30')).toBe(true);
    expect(overlaps('09:00', '10:00', '10:00', '10:30')).toBe(false);
  });

  it('puts overlapping cards side by side and lone cards full width', () => {
    const laid = layoutLanes([
      { id: 'a', startTime: '09:00', endTime: '10:00' },
      { id: 'b', startTime: '09:30', endTime: '10:30' },
      { id: 'c', startTime: '10:00', endTime: '11:00' },
      { id: 'd', startTime: '12:00', endTime: '12:30' },
    ]);
    const byId = Object.fromEntries(laid.map((l) => [l.item.id, { lane: l.lane, lanes: l.lanes }]));
    expect(byId).toEqual({
      a: { lane: 0, lanes: 2 },
      b: { lane: 1, lanes: 2 },
      c: { lane: 0, lanes: 2 },
      d: { lane: 0, lanes: 1 },
    });
  });
});
