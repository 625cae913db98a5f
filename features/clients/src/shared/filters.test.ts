import { describe, expect, it } from 'vitest';
import { clientFilter, isNewClient, matchesClientSearch } from './filters.ts';

const TODAY = '2026-11-25';
const client = (
  fullName: string,
  registrationDate: string,
  appointmentCount: number,
  cpf = '52998224725',
  phone = '11987654321',
) => ({
  fullName,
  cpf,
  phone,
  registrationDate,
  appointmentCount,
});

const ana = client('Ana Souza', '2026-11-20', 0);
const bruno = client('Bruno Lima', '2026-10-26', 2, '11144477735', '1134567890');
const carla = client('Carla Dias', '2026-10-25', 1, '39053344705', '11911112222');

describe('isNewClient', () => {
  it('counts the last 30 days, today included', () => {
    expect(isNewClient({ registrationDate: TODAY }, TODAY)).toBe(true);
    expect(isNewClient({ registrationDate: '2026-10-26' }, TODAY)).toBe(true);
    expect(isNewClient({ registrationDate: '2026-10-25' }, TODAY)).toBe(false);
    expect(isNewClient({ registrationDate: '2026-11-26' }, TODAY)).toBe(false);
  });
});

describe('clientFilter', () => {
  const all = [ana, bruno, carla];
  it('Todos keeps everyone in order', () => {
    expect(clientFilter(all, 'all', '', TODAY)).toEqual(all);
  });
  it('Novos: registered within 30 days', () => {
    expect(clientFilter(all, 'new', '', TODAY)).toEqual([ana, bruno]);
  });
  it('Recorrentes: at least one appointment', () => {
    expect(clientFilter(all, 'recurring', '', TODAY)).toEqual([bruno, carla]);
  });
  it('combines the filter with the search', () => {
    expect(clientFilter(all, 'recurring', 'bruno', TODAY)).toEqual([bruno]);
    expect(clientFilter(all, 'new', 'carla', TODAY)).toEqual([]);
  });
});

describe('matchesClientSearch', () => {
  it('matches the name case-insensitively, and CPF or phone by digits', () => {
    expect(matchesClientSearch(ana, 'SOUZ')).toBe(true);
    expect(matchesClientSearch(ana, '529.982')).toBe(true);
    expect(matchesClientSearch(ana, '98765')).toBe(true);
    expect(matchesClientSearch(ana, '(11) 98765')).toBe(true);
    expect(matchesClientSearch(ana, '000')).toBe(false);
    expect(matchesClientSearch(ana, 'ana 1')).toBe(false);
    expect(matchesClientSearch(ana, '  ')).toBe(true);
  });
});
