import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { companyStepError, personalStepError, registrationSchema } from './registration.ts';

const person = {
  fullName: 'Ana Souza',
  email: 'ana@teste.com.br',
  phone: '(11) 98888-7777',
  password: 'segredo1',
  confirmPassword: 'segredo1',
  cep: '01310-100',
  street: 'Avenida Paulista',
  number: '10',
  neighborhood: 'Bela Vista',
};
const company = {
  companyName: 'Clínica',
  companyPhone: '(11) 3333-4444',
  companyCep: '01310-100',
  companyStreet: 'Avenida Paulista',
  companyNumber: '1000',
  companyNeighborhood: 'Bela Vista',
  businessDays: [1],
};

describe('sign-up step 1, in the spec order', () => {
  it('accepts a complete step', () => expect(personalStepError(person)).toBeNull());
  it.each(['fullName', 'email', 'phone', 'password'] as const)('requires %s first', (field) => {
    // Even with every later rule broken, the first rule's message wins.
    expect(personalStepError({ ...person, [field]: '', confirmPassword: 'x', cep: '' })).toBe(
      'Por favor, preencha todos os campos obrigatórios',
    );
  });
  it('then the confirmation', () =>
    expect(personalStepError({ ...person, password: 'abc', confirmPassword: 'abd', cep: '' })).toBe('As senhas não coincidem'));
  it('then the length', () =>
    expect(personalStepError({ ...person, password: 'abc', confirmPassword: 'abc', cep: '' })).toBe(
      'A senha deve ter no mínimo 6 caracteres',
    ));
  it('then the postal code and number', () => {
    expect(personalStepError({ ...person, cep: '' })).toBe('Por favor, preencha o endereço completo');
    expect(personalStepError({ ...person, number: ' ' })).toBe('Por favor, preencha o endereço completo');
  });
});

describe('sign-up step 2, in the spec order', () => {
  it('accepts a complete step', () => expect(companyStepError(company)).toBeNull());
  it('company name and phone first', () =>
    expect(companyStepError({ ...company, companyPhone: '', companyCep: '', businessDays: [] })).toBe(
      'Por favor, preencha os dados da empresa',
    ));
  it('then the company address', () =>
    expect(companyStepError({ ...company, companyNumber: '', businessDays: [] })).toBe(
      'Por favor, preencha o endereço da empresa completo',
    ));
  it('then a business day', () =>
    expect(companyStepError({ ...company, businessDays: [] })).toBe('Por favor, selecione pelo menos um dia de atendimento'));
});

describe('registration payload on the server', () => {
  const payload = { ...person, ...company, city: 'São Paulo', state: 'SP', firebaseId: 'uid', idToken: 't' };
  it('lower-cases the e-mail and defaults the plan', () => {
    const out = v.parse(registrationSchema, { ...payload, email: 'ANA@Teste.com.br' });
    expect(out.email).toBe('ana@teste.com.br');
    expect(out.plan).toBe('basic');
  });
  it('rejects days outside Monday–Friday and a malformed e-mail', () => {
    expect(v.safeParse(registrationSchema, { ...payload, businessDays: [0] }).issues?.[0]?.message).toBe(
      'Dias de atendimento inválidos',
    );
    expect(v.safeParse(registrationSchema, { ...payload, email: 'ana' }).issues?.[0]?.message).toBe('Informe um e-mail válido');
  });
});
