import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  clientInputError,
  clientInputSchema,
  clientRulesError,
  clientUpdateSchema,
  cpfSearchSchema,
  phoneDigits,
} from './client.ts';

const valid = { fullName: 'Ana Souza', cpf: '529.982.247-25', phone: '(11) 98765-4321' };
const TODAY = '2026-11-25';

describe('clientRulesError', () => {
  it('accepts the three required fields alone', () => {
    expect(clientRulesError(valid, false, TODAY)).toBeNull();
  });

  it('puts the required-fields warning first', () => {
    for (const missing of ['fullName', 'cpf', 'phone'] as const) {
      expect(clientRulesError({ ...valid, [missing]: '' }, false, TODAY)).toBe('Nome, CPF e telefone são obrigatórios');
      expect(clientRulesError({ ...valid, [missing]: undefined }, false, TODAY)).toBe('Nome, CPF e telefone são obrigatórios');
    }
    expect(clientRulesError({ fullName: 'x', cpf: '1', phone: '' }, false, TODAY)).toBe('Nome, CPF e telefone são obrigatórios');
  });

  it('checks the CPF digits, masked or not', () => {
    expect(clientRulesError({ ...valid, cpf: '52998224725' }, false, TODAY)).toBeNull();
    expect(clientRulesError({ ...valid, cpf: '529.982.247-24' }, false, TODAY)).toBe('CPF inválido');
    expect(clientRulesError({ ...valid, cpf: '000.000.000-00' }, false, TODAY)).toBe('CPF inválido');
    expect(clientRulesError({ ...valid, cpf: '5299822472' }, false, TODAY)).toBe('CPF inválido');
  });

  it('checks the optional fields only when filled', () => {
    const rule = (fields: Record<string, string>) => clientRulesError({ ...valid, ...fields }, false, TODAY);
    expect(rule({ email: '', birthDate: '', cep: '', state: '' })).toBeNull();
    expect(rule({ email: 'ana@' })).toBe('E-mail inválido');
    expect(rule({ email: 'ana@clinica.com.br' })).toBeNull();
    expect(rule({ birthDate: '2026-11-26' })).toBe('Data de nascimento inválida');
    expect(rule({ birthDate: TODAY })).toBeNull();
    expect(rule({ birthDate: '1899-12-31' })).toBe('Data de nascimento inválida');
    expect(rule({ birthDate: '2001-02-29' })).toBe('Data de nascimento inválida');
    expect(rule({ state: 'S' })).toBe('UF inválida (use as 2 letras do estado)');
    expect(rule({ state: 'S1' })).toBe('UF inválida (use as 2 letras do estado)');
    expect(rule({ cep: '01310-10' })).toBe('CEP inválido');
    expect(rule({ contactPhone: '12' })).toBe('Telefone de contato inválido');
    expect(rule({ notes: 'x'.repeat(5001) })).toBe('O campo Observações deve ter no máximo 5000 caracteres');
  });

  it('checks only the present fields of an update, but a present required one must not be blank', () => {
    expect(clientRulesError({ city: 'Osasco' }, true, TODAY)).toBeNull();
    expect(clientRulesError({ fullName: '' }, true, TODAY)).toBe('Nome, CPF e telefone são obrigatórios');
    expect(clientRulesError({ cpf: '123' }, true, TODAY)).toBe('CPF inválido');
  });
});

describe('phoneDigits', () => {
  it('keeps 10 or 11 digits and drops a country code', () => {
    expect(phoneDigits('(11) 98765-4321')).toBe('11987654321');
    expect(phoneDigits('(11) 3456-7890')).toBe('1134567890');
    expect(phoneDigits('+55 11 98765-4321')).toBe('11987654321');
    expect(phoneDigits('98765-4321')).toBeNull();
    expect(phoneDigits('11 9876A-4321')).toBeNull();
  });
});

describe('clientInputSchema', () => {
  it('stores digits, upper-case UF, lower-case e-mail and nulls for blanks', () => {
    const out = v.parse(clientInputSchema, {
      ...valid,
      fullName: '  Ana Souza ',
      email: '',
      cep: '01310-100',
      state: 'sp',
      rg: '  ',
      notes: null,
    });
    expect(out).toEqual({
      fullName: 'Ana Souza',
      cpf: '52998224725',
      phone: '11987654321',
      rg: null,
      email: null,
      contactPhone: null,
      cep: '01310100',
      street: null,
      number: null,
      complement: null,
      neighborhood: null,
      city: null,
      state: 'SP',
      birthDate: null,
      notes: null,
    });
    expect(v.parse(clientInputSchema, { ...valid, email: 'Ana@X.COM' }).email).toBe('ana@x.com');
  });

  it('answers the rule’s message, and the required warning for a non-object', () => {
    expect(clientInputError({ ...valid, cpf: '111.111.111-11' })).toBe('CPF inválido');
    expect(clientInputError(null)).toBe('Nome, CPF e telefone são obrigatórios');
    expect(clientInputError({ ...valid, fullName: 42 })).toBe('Nome, CPF e telefone são obrigatórios');
    expect(clientInputError(valid)).toBeNull();
  });
});

describe('clientUpdateSchema', () => {
  it('keeps missing fields out and normalizes present ones', () => {
    const out = v.parse(clientUpdateSchema, { id: 'x', cpf: '529.982.247-25', email: '', complement: null });
    expect(out).toEqual({ id: 'x', fields: { cpf: '52998224725', email: null, complement: null } });
    expect('phone' in out.fields).toBe(false);
  });
});

describe('cpfSearchSchema', () => {
  it('takes 11 digits, masked or not', () => {
    expect(v.parse(cpfSearchSchema, { cpf: '529.982.247-25' }).cpf).toBe('52998224725');
    expect(v.safeParse(cpfSearchSchema, { cpf: '5299822472' }).success).toBe(false);
    expect(v.safeParse(cpfSearchSchema, { cpf: '5299822472a' }).success).toBe(false);
  });
});
