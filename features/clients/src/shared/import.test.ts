import { describe, expect, it } from 'vitest';
import { CLIENTS_TEXTS as T } from './texts.ts';
import { autoMapping, excelSerialDate, headerKey, importLineCounts, importRow, importedDate } from './import.ts';

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

describe('importRow', () => {
  const mapping = autoMapping(['Nome', 'CPF', 'Telefone', 'Observações']);
  it('refuses a cell longer than its field by the field, never echoing the cell', () => {
    const result = importRow(7, ['N'.repeat(6000), '529.982.247-25', '11987654321', 'x'.repeat(5001)], mapping, '2026-11-27', T);
    expect(result).toEqual({
      ok: false,
      problems: [
        { line: 7, field: 'fullName', message: 'O campo Nome completo deve ter no máximo 150 caracteres' },
        { line: 7, field: 'notes', message: 'O campo Observações deve ter no máximo 5000 caracteres' },
      ],
    });
  });

  it('takes a name at its field size', () => {
    const result = importRow(2, ['N'.repeat(150), '52998224725', '11987654321', ''], mapping, '2026-11-27', T);
    expect(result.ok && result.client.fullName.length).toBe(150);
  });
});

describe('importLineCounts', () => {
  it('puts each line in one group, a repeated CPF among the repeats only, a line with two problems once', () => {
    // 5 lines: 2 and 3 ready, 4 repeats line 2's CPF, 5 has two problems, 6 has one.
    const problems = [
      { line: 4, field: 'cpf' as const, message: 'CPF repetido na linha 2' },
      { line: 5, field: 'cpf' as const, message: 'CPF inválido' },
      { line: 5, field: 'phone' as const, message: 'Telefone é obrigatório' },
      { line: 6, field: 'fullName' as const, message: 'Nome é obrigatório' },
    ];
    const counts = importLineCounts(2, 0, problems, new Set([4]));
    expect(counts).toEqual({ ready: 2, duplicates: 1, problemLines: 2 });
    expect(counts.ready + counts.duplicates + counts.problemLines).toBe(5);
  });

  it('counts a CPF the clinic already has among the duplicates, not the ready ones', () => {
    expect(importLineCounts(3, 1, [], new Set())).toEqual({ ready: 2, duplicates: 1, problemLines: 0 });
  });
});
