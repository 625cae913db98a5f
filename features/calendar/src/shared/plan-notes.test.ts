import { describe, expect, it } from 'vitest';
import { planNotes } from './plan-notes.ts';

describe('planNotes', () => {
  it('puts convênio and carteirinha into the notes, nothing else', () => {
    expect(planNotes({ convenio: ' Amil ', numeroCarteirinha: '123 456' })).toBe('Convênio: Amil - Carteirinha: 123 456');
    expect(planNotes({ convenio: 'Amil', numeroCarteirinha: '' })).toBe('Convênio: Amil');
    expect(planNotes({ convenio: '', numeroCarteirinha: '99' })).toBe('Carteirinha: 99');
    expect(planNotes({ convenio: ' ', numeroCarteirinha: '' })).toBeNull();
  });
});
