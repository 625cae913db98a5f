import { describe, expect, it } from 'vitest';
import { countOf, plural } from './plural';

describe('countOf', () => {
  it('writes one in the singular and every other count in the plural, with pt-BR thousands', () => {
    expect(countOf(1, 'cobrança', 'cobranças')).toBe('1 cobrança');
    expect(countOf(2, 'cobrança', 'cobranças')).toBe('2 cobranças');
    expect(countOf(0, 'serviço', 'serviços')).toBe('0 serviços');
    expect(countOf(1200, 'cliente', 'clientes')).toBe('1.200 clientes');
    expect(countOf(1_000_000, 'linha', 'linhas')).toBe('1.000.000 linhas');
  });

  it('gives the word alone for phrases that put the count elsewhere', () => {
    expect(plural(1, 'data não pôde ser agendada', 'datas não puderam ser agendadas')).toBe('data não pôde ser agendada');
    expect(plural(3, 'mês', 'meses')).toBe('meses');
  });
});
