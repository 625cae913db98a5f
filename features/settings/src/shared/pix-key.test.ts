import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { pixKeyErrors, pixKeyInputSchema } from './pix-key.ts';

const KEY = { keyType: 'TELEFONE', key: '(11) 98765-4321', beneficiary: ' Clínica Sorriso ', city: 'São Paulo' };

describe('the PIX key rules', () => {
  it('stores a valid key normalised and trimmed', () => {
    expect(v.parse(pixKeyInputSchema, KEY)).toEqual({
      keyType: 'TELEFONE',
      key: '+5511987654321',
      beneficiary: 'Clínica Sorriso',
      city: 'São Paulo',
    });
  });

  it('says what is wrong with each field', () => {
    expect(pixKeyErrors({ keyType: 'PIX', key: '', beneficiary: 'x'.repeat(26), city: 'São João da Boa Vista' })).toEqual({
      keyType: 'Escolha o tipo de chave: CPF, CNPJ, EMAIL, TELEFONE ou ALEATORIA.',
      key: 'Informe a chave PIX.',
      beneficiary: 'O nome do beneficiário tem no máximo 25 caracteres.',
      city: 'A cidade tem no máximo 15 caracteres.',
    });
    expect(pixKeyErrors({ ...KEY, keyType: 'CPF' })).toEqual({ key: 'CPF inválido: confira os dígitos.' });
    expect(v.safeParse(pixKeyInputSchema, { ...KEY, city: '' }).issues?.[0]?.message).toBe('Informe a cidade.');
  });
});
