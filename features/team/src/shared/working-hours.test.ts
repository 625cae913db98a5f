import { describe, expect, it } from 'vitest';
import { clinicWorkingHours, outsideClinicReason, professionalRefusal } from './working-hours.ts';

const CLINIC = { businessDays: [1, 2, 3, 4, 5], openingTime: '08:00', closingTime: '18:00' };
// 2030-01-07 is a Monday, 2030-01-10 a Thursday.
const slot = (date: string, startTime: string, endTime: string) => ({ date, startTime, endTime });
const LIMPEZA = { id: 's1', name: 'Limpeza' };

describe('professionalRefusal', () => {
  const bruno = {
    name: 'Dr. Bruno',
    workingHours: [{ weekday: 1, start: '08:00', end: '12:00' }],
    serviceIds: ['s2'],
  };

  it('adds nothing for a professional who follows the clinic', () => {
    expect(
      professionalRefusal({ name: 'Ana', workingHours: null, serviceIds: null }, slot('2030-01-10', '17:00', '17:30'), LIMPEZA),
    ).toBe(null);
  });

  it('names the service they do not perform, the day they do not work and the hours they keep', () => {
    expect(professionalRefusal(bruno, slot('2030-01-07', '08:00', '08:30'), LIMPEZA)).toBe(
      'Dr. Bruno não realiza o serviço Limpeza.',
    );
    const canal = { id: 's2', name: 'Canal' };
    expect(professionalRefusal(bruno, slot('2030-01-10', '08:00', '09:00'), canal)).toBe(
      'Dr. Bruno não atende às quintas-feiras.',
    );
    expect(professionalRefusal(bruno, slot('2030-01-07', '11:30', '12:30'), canal)).toBe(
      'Fora do horário de atendimento de Dr. Bruno (08:00 às 12:00).',
    );
    expect(professionalRefusal(bruno, slot('2030-01-07', '11:00', '12:00'), canal)).toBe(null);
  });
});

describe('the clinic’s hours', () => {
  it('are one range per day it opens', () => {
    expect(clinicWorkingHours({ ...CLINIC, businessDays: [3, 1] })).toEqual([
      { weekday: 1, start: '08:00', end: '18:00' },
      { weekday: 3, start: '08:00', end: '18:00' },
    ]);
  });

  it('bound a professional’s: a closed day or a time outside them is named', () => {
    expect(outsideClinicReason([{ weekday: 6, start: '08:00', end: '12:00' }], CLINIC)).toBe('A clínica não atende aos sábados.');
    expect(outsideClinicReason([{ weekday: 1, start: '17:00', end: '19:00' }], CLINIC)).toBe(
      'Os horários do profissional devem ficar dentro do horário da clínica (08:00 às 18:00).',
    );
    expect(outsideClinicReason([{ weekday: 5, start: '08:00', end: '18:00' }], CLINIC)).toBe(null);
  });
});
