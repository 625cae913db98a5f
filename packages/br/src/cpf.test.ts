import { describe, expect, it } from 'vitest';
import { formatCpf, isValidCpf } from './cpf';
import { maskCpfInput, onlyDigits } from './mask';

describe('onlyDigits', () => {
  it('strips everything but digits', () => {
    expect(onlyDigits('529.982.247-25')).toBe('52998224725');
    expect(onlyDigits('abc')).toBe('');
  });
});

describe('isValidCpf', () => {
  it.each(['529.982.247-25', '52998224725', '111.444.777-35', '390.533.447-05', '000.000.001-91'])(
    'accepts valid CPF %s',
    (cpf) => expect(isValidCpf(cpf)).toBe(true),
  );

  it.each([
    '529.982.247-24', // wrong second check digit
    '529.982.247-15', // wrong first check digit
    '111.444.777-53',
    '5299822472', // 10 digits
    '529982247250', // 12 digits
    '',
    '529.982.247-2x',
  ])('rejects invalid CPF %s', (cpf) => expect(isValidCpf(cpf)).toBe(false));

  it('rejects every repeated-digit sequence even when its check digits match', () => {
    for (let d = 0; d <= 9; d++) {
      const digits = String(d).repeat(11);
      expect(isValidCpf(digits)).toBe(false);
      expect(isValidCpf(formatCpf(digits))).toBe(false);
    }
  });
});

describe('formatCpf / maskCpfInput', () => {
  it('formats a full CPF', () => {
    expect(formatCpf('52998224725')).toBe('529.982.247-25');
  });

  it('masks partial input progressively', () => {
    expect(maskCpfInput('')).toBe('');
    expect(maskCpfInput('5')).toBe('5');
    expect(maskCpfInput('529')).toBe('529');
    expect(maskCpfInput('5299')).toBe('529.9');
    expect(maskCpfInput('529982')).toBe('529.982');
    expect(maskCpfInput('5299822')).toBe('529.982.2');
    expect(maskCpfInput('5299822472')).toBe('529.982.247-2');
  });

  it('re-masks already masked input and caps at 14 chars', () => {
    expect(maskCpfInput('529.982.247-25')).toBe('529.982.247-25');
    expect(maskCpfInput('529.982.247-259999')).toBe('529.982.247-25');
    expect(maskCpfInput('529.982.247-259999')).toHaveLength(14);
  });
});
