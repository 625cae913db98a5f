import { describe, expect, it } from 'vitest';
import { formatCnpj, isValidCnpj, maskCnpjInput } from './cnpj';

describe('CNPJ', () => {
  it('accepts valid check digits, with or without punctuation', () => {
    expect(isValidCnpj('11.222.333/0001-81')).toBe(true);
    expect(isValidCnpj('11222333000181')).toBe(true);
  });
  it('refuses wrong check digits, wrong lengths and repeated digits', () => {
    expect(isValidCnpj('11.222.333/0001-82')).toBe(false);
    expect(isValidCnpj('1122233300018')).toBe(false);
    expect(isValidCnpj('00000000000000')).toBe(false);
  });
  it('masks while typing', () => {
    expect(maskCnpjInput('112223')).toBe('11.222.3');
    expect(maskCnpjInput('11222333000181')).toBe('11.222.333/0001-81');
    expect(formatCnpj('11222333000181')).toBe('11.222.333/0001-81');
  });
});
