import { describe, expect, it } from 'vitest';
import { type NoTimesInput, noTimesReason } from './no-times-reason.ts';

// 2026-12-01 is a Tuesday.
const base: NoTimesInput = {
  date: '2026-12-01',
  today: '2026-11-30',
  duration: 30,
  hours: { businessDays: [1, 2, 3, 4, 5], openingTime: '08:00', closingTime: '18:00' },
  service: null,
  ranges: [],
};
const weekdays = (on: number[]) => Array.from({ length: 7 }, (_, d) => on.includes(d));

describe('noTimesReason', () => {
  it('names a past date first', () => {
    expect(noTimesReason({ ...base, date: '2026-11-20', blockedDay: { reason: 'Feriado Nacional', name: 'X' } })).toBe(
      'Esta data já passou: escolha hoje ou uma data futura.',
    );
  });

  it('names the holiday or the block of a blocked day', () => {
    expect(noTimesReason({ ...base, date: '2026-12-25', blockedDay: { reason: 'Feriado Nacional', name: 'Natal' } })).toBe(
      'Feriado Nacional: Natal',
    );
    expect(noTimesReason({ ...base, blockedDay: { reason: 'Período Bloqueado', name: 'Dedetização' } })).toBe(
      'Período Bloqueado: Dedetização',
    );
  });

  it('says the clinic, or the service, does not open that weekday', () => {
    expect(noTimesReason({ ...base, date: '2026-12-06' })).toBe('A clínica não atende aos domingos');
    const service = { name: 'Limpeza', days: weekdays([1, 3]), startTime: '08:00', endTime: '18:00' };
    expect(noTimesReason({ ...base, service })).toBe('O serviço Limpeza não é oferecido às terças-feiras');
  });

  it("says today's times are over", () => {
    expect(noTimesReason({ ...base, date: '2026-11-30' })).toBe('Os horários de hoje já passaram.');
  });

  it('names what blocks the rest of an open day, or says the appointment does not fit', () => {
    const ranges = [
      { start: '08:00', end: '12:00', name: 'Reunião' },
      { start: '12:00', end: '18:00', name: 'Manutenção' },
    ];
    expect(noTimesReason({ ...base, ranges })).toBe('Os horários livres desta data estão bloqueados (Reunião, Manutenção).');
    expect(noTimesReason({ ...base, duration: 720 })).toBe('Nenhum horário desta data comporta os 720 minutos do atendimento.');
  });
});
