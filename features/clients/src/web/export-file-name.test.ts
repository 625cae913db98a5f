import { describe, expect, it } from 'vitest';
import { exportFileName } from './export-file-name.ts';

describe('exportFileName', () => {
  it('drops accents instead of splitting the word at them', () => {
    expect(exportFileName('José Conceição Teste Walk')).toBe('paciente-jose-conceicao-teste-walk.json');
    expect(exportFileName('Ângela Müller Hörst')).toBe('paciente-angela-muller-horst.json');
    expect(exportFileName('Maria da Glória Ñuñez')).toBe('paciente-maria-da-gloria-nunez.json');
  });

  it('joins words with one dash and trims the ends', () => {
    expect(exportFileName("  D'Ávila   Júnior, Pedro  ")).toBe('paciente-d-avila-junior-pedro.json');
    expect(exportFileName('Ana_Maria (filha)')).toBe('paciente-ana-maria-filha.json');
  });

  it('keeps a name made only of marks or symbols usable', () => {
    expect(exportFileName('???')).toBe('paciente-cliente.json');
  });
});
