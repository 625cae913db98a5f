import { describe, expect, it } from 'vitest';
import { URGENCY_BADGES, URGENCY_LABELS, elapsedLabel, sortByUrgency, urgencyOrder, urgencyStyle } from './urgency.ts';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 25, 12, minute)).toISOString();
const item = (id: string, level: 'critical' | 'high' | 'medium' | 'low', minute: number) => ({
  id,
  urgency: { level, description: id, reportedAt: at(minute) },
});

describe('urgencyOrder', () => {
  it('sorts by level (critical, high, medium, low), then by reported time, earliest first', () => {
    const items = [
      item('low-early', 'low', 0),
      item('medium-late', 'medium', 40),
      item('high-late', 'high', 30),
      item('critical-late', 'critical', 50),
      item('medium-early', 'medium', 5),
      item('high-early', 'high', 10),
      item('critical-early', 'critical', 20),
    ];
    expect([...items].sort(urgencyOrder).map((i) => i.id)).toEqual([
      'critical-early',
      'critical-late',
      'high-early',
      'high-late',
      'medium-early',
      'medium-late',
      'low-early',
    ]);
  });

  it('keeps only the items with an urgency', () => {
    const none = { id: 'none', urgency: null };
    expect(sortByUrgency([none, item('a', 'low', 1), item('b', 'high', 2)]).map((i) => i.id)).toEqual(['b', 'a']);
    expect(sortByUrgency([])).toEqual([]);
  });
});

describe('labels and styles', () => {
  it('names levels as the spec does', () => {
    expect(URGENCY_LABELS).toEqual({ critical: 'Crítica', high: 'Alta', medium: 'Média', low: 'Baixa' });
    expect(URGENCY_BADGES).toEqual({ critical: 'CRÍTICO', high: 'URGENTE', medium: 'NORMAL', low: 'BAIXO' });
  });

  it('gives critical and high the same (high) style', () => {
    expect(['critical', 'high', 'medium', 'low'].map((l) => urgencyStyle(l as 'low'))).toEqual(['high', 'high', 'medium', 'low']);
  });
});

describe('elapsedLabel', () => {
  const now = new Date('2026-11-25T12:00:00Z');
  const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
  it.each([
    [30_000, 'agora'],
    [60_000, 'há 1 min'],
    [59 * 60_000 + 59_000, 'há 59 min'],
    [60 * 60_000, 'há 1 h'],
    [23 * 3_600_000 + 59 * 60_000, 'há 23 h'],
    [24 * 3_600_000, 'há 1 dia'],
    [3 * 24 * 3_600_000 + 5 * 3_600_000, 'há 3 dias'],
  ])('%i ms ago → %s', (ms, label) => {
    expect(elapsedLabel(ago(ms), now)).toBe(label);
  });

  it('never shows a negative time (a clock a little behind the server)', () => {
    expect(elapsedLabel(new Date(now.getTime() + 90_000), now)).toBe('agora');
  });
});
