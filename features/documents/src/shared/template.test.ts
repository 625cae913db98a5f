import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { DEFAULT_TEMPLATES, DOCUMENT_KINDS } from './kinds.ts';
import { issueDocumentSchema, saveTemplateSchema } from './schemas.ts';
import { fillTemplate, leaveOf, templateVariables, unknownVariables } from './template.ts';

const firstIssue = (schema: v.GenericSchema, input: unknown) => v.safeParse(schema, input).issues?.[0]?.message;

describe('templates and their variables', () => {
  it('every default template uses only its kind’s variables', () => {
    for (const kind of DOCUMENT_KINDS) expect(unknownVariables(kind, DEFAULT_TEMPLATES[kind])).toEqual([]);
  });

  it('lists each variable once, in order', () => {
    expect(templateVariables('{paciente} {cpf} {paciente} { nope } {}')).toEqual(['paciente', 'cpf']);
  });

  it('knows a variable only for its kind', () => {
    expect(unknownVariables('atestado', 'Afastamento de {dias} dias para {paciente}')).toEqual([]);
    expect(unknownVariables('receituario', 'Afastamento de {dias} dias')).toEqual(['dias']);
  });

  it('fills the known variables and leaves a blank for a missing value', () => {
    const text = fillTemplate('{paciente}, CPF {cpf}: {afastamento}.', {
      paciente: 'Ana Souza',
      cpf: '123.456.789-09',
      afastamento: '',
    });
    expect(text).toBe('Ana Souza, CPF 123.456.789-09: .');
  });

  it('says the leave in days or hours, singular and plural', () => {
    expect(leaveOf({ dias: 1 })).toBe('1 dia');
    expect(leaveOf({ dias: 3 })).toBe('3 dias');
    expect(leaveOf({ horas: 2 })).toBe('2 horas');
  });

  it('refuses a template with an unknown variable, by its name', () => {
    expect(firstIssue(saveTemplateSchema, { kind: 'atestado', body: 'Atesto que {paciente} {foo}' })).toBe(
      'Variável desconhecida: {foo}',
    );
    expect(firstIssue(saveTemplateSchema, { kind: 'atestado', body: '   ' })).toBe('O modelo não pode ficar vazio');
    expect(v.safeParse(saveTemplateSchema, { kind: 'atestado', body: 'Atesto {dias} dias para {paciente}' }).success).toBe(true);
  });
});

describe('what each kind asks for', () => {
  const item = { medicine: 'Amoxicilina 500 mg', dosage: '1 cápsula de 8 em 8 horas', quantity: '21 cápsulas', route: 'interno' };

  it('a prescription needs a medicine with its use', () => {
    expect(firstIssue(issueDocumentSchema, { kind: 'receituario', items: [] })).toBe('Inclua ao menos um medicamento');
    expect(firstIssue(issueDocumentSchema, { kind: 'receituario', items: [{ ...item, route: 'oral' }] })).toBe(
      'Informe o uso: interno, externo ou tópico',
    );
    expect(v.safeParse(issueDocumentSchema, { kind: 'controle_especial', items: [item] }).success).toBe(true);
  });

  it('an atestado grants days or hours, and prints a CID only with consent', () => {
    expect(firstIssue(issueDocumentSchema, { kind: 'atestado', fields: {} })).toBe('Informe os dias ou as horas de afastamento');
    expect(firstIssue(issueDocumentSchema, { kind: 'atestado', fields: { dias: 2, horas: 3 } })).toBe(
      'Informe os dias ou as horas de afastamento',
    );
    expect(firstIssue(issueDocumentSchema, { kind: 'atestado', fields: { dias: 2, cid: 'k08.1' } })).toBe(
      'O CID só é impresso com o consentimento do paciente',
    );
    expect(firstIssue(issueDocumentSchema, { kind: 'atestado', fields: { dias: 2, cid: 'XX', cidConsent: true } })).toBe(
      'CID inválido (ex.: K08.1)',
    );
    const ok = v.safeParse(issueDocumentSchema, { kind: 'atestado', fields: { dias: 2, cid: 'k08.1', cidConsent: true } });
    expect(ok.success && ok.output.fields.cid).toBe('K08.1');
  });

  it('a declaration of attendance needs the day and a from–to that goes forward', () => {
    const fields = { date: '2026-11-27', from: '14:00', to: '13:00' };
    expect(firstIssue(issueDocumentSchema, { kind: 'comparecimento', fields })).toBe(
      'O horário final deve ser depois do inicial',
    );
    expect(firstIssue(issueDocumentSchema, { kind: 'comparecimento', fields: { date: '2026-11-27' } })).toBe(
      'Informe a data e o horário do comparecimento',
    );
  });

  it('an exam request needs the exams; a consent form the procedure', () => {
    expect(firstIssue(issueDocumentSchema, { kind: 'exames', fields: {} })).toBe('Informe os exames');
    expect(firstIssue(issueDocumentSchema, { kind: 'consentimento', fields: {} })).toBe('Informe o procedimento');
    expect(firstIssue(issueDocumentSchema, { kind: 'laudo' })).toBe('Tipo de documento inválido');
  });
});
