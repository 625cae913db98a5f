import { describe, expect, it } from 'vitest';
import { autoMapping, excelSerialDate, headerKey, importedDate } from './import.ts';

describe('importedDate', () => {
  it('reads dd/mm/aaaa, dd/mm/aa, ISO and Excel serial days', () => {
    expect(importedDate('05/03/1980')).toBe('1980-03-05');
    expect(importedDate('5/3/1980')).toBe('1980-03-05');
    expect(importedDate('05-03-1980')).toBe('1980-03-05');
    expect(importedDate('03/04/85', 2026)).toBe('1985-04-03');
    expect(importedDate('03/04/19', 2026)).toBe('2019-04-03');
    expect(importedDate('1975-01-31')).toBe('1975-01-31');
    expect(importedDate('1975-01-31T00:00:00.000Z')).toBe('1975-01-31');
    expect(importedDate('29281')).toBe('1980-03-01');
  });

  it('is null for what is not a date', () => {
    for (const text of ['31/02/1990', '13/13/2000', 'ontem', '1990/01/01', '']) expect(importedDate(text)).toBeNull();
    expect(excelSerialDate(0)).toBeNull();
  });
});

describe('autoMapping', () => {
  it('maps headers whatever their accents, case and punctuation; a field by its first column only', () => {
    expect(headerKey('  Data de Nascimento: ')).toBe('data de nascimento');
    expect(
      autoMapping(['Paciente', 'C.P.F.', 'Celular', 'Telefone', 'E-mail', 'ENDEREÇO', 'Nº', 'Observações', 'Convênio']),
    ).toEqual({
      0: 'fullName',
      1: 'cpf',
      2: 'phone',
      3: null,
      4: 'email',
      5: 'street',
      6: 'number',
      7: 'notes',
      8: null,
    });
  });
});
