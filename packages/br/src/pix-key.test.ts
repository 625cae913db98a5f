import { describe, expect, it } from 'vitest';
import { normalizePixKey } from './pix-key';

describe('normalizePixKey', () => {
  it('keeps a CPF or CNPJ with valid check digits, as digits', () => {
    expect(normalizePixKey('CPF', '529.982.247-25')).toBe('52998224725');
    expect(normalizePixKey('CPF', '529.982.247-24')).toBeNull();
    expect(normalizePixKey('CPF', '111.111.111-11')).toBeNull();
    expect(normalizePixKey('CNPJ', '11.222.333/0001-81')).toBe('11222333000181');
    expect(normalizePixKey('CNPJ', '11.222.333/0001-82')).toBeNull();
  });

  it('writes a phone as +55 DDD number', () => {
    expect(normalizePixKey('TELEFONE', '(11) 98765-4321')).toBe('+5511987654321');
    expect(normalizePixKey('TELEFONE', '+55 11 98765-4321')).toBe('+5511987654321');
    expect(normalizePixKey('TELEFONE', '1133334444')).toBe('+551133334444');
    expect(normalizePixKey('TELEFONE', '98765-4321')).toBeNull();
    expect(normalizePixKey('TELEFONE', '(01) 98765-4321')).toBeNull();
    expect(normalizePixKey('TELEFONE', 'abc11987654321')).toBeNull();
  });

  it('takes an e-mail in lower case and a random key as a UUID', () => {
    expect(normalizePixKey('EMAIL', ' Financeiro@Clinica.com.br ')).toBe('financeiro@clinica.com.br');
    expect(normalizePixKey('EMAIL', 'financeiro@clinica')).toBeNull();
    expect(normalizePixKey('EMAIL', `${'a'.repeat(70)}@clinica.com`)).toBeNull();
    expect(normalizePixKey('ALEATORIA', '123E4567-E12B-12D1-A456-426655440000')).toBe('123e4567-e12b-12d1-a456-426655440000');
    expect(normalizePixKey('ALEATORIA', '123e4567e12b12d1a456426655440000')).toBeNull();
  });
});
