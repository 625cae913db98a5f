import { describe, expect, it } from 'vitest';
import { csvDate, csvMoney, toCsv } from './csv.ts';

describe('toCsv', () => {
  it('writes a BOM, ; separators, decimal commas, dd/mm/yyyy and CRLF', () => {
    const csv = toCsv(['Data', 'Valor', 'Descrição'], [[{ date: '2025-03-07' }, { cents: 123_456 }, 'Limpeza; polimento']]);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv.slice(1)).toBe('Data;Valor;Descrição\r\n07/03/2025;1234,56;"Limpeza; polimento"\r\n');
  });
  it('quotes quotes and defuses formulas', () => {
    expect(toCsv(['a'], [['diz "oi"'], ['=SOMA(A1)']]).slice(1)).toBe('a\r\n"diz ""oi"""\r\n\'=SOMA(A1)\r\n');
  });
  it('formats money and dates', () => {
    expect(csvMoney(5)).toBe('0,05');
    expect(csvMoney(-15_050)).toBe('-150,50');
    expect(csvDate('2026-12-01')).toBe('01/12/2026');
  });
});
