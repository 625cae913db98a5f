import { describe, expect, it } from 'vitest';
import { parseTabConfig } from './tab-config.ts';
import { diffTabData } from './tab-history.ts';
import type { TabField } from './tab-config.ts';
import { initialTabValues, isFieldVisible, validateTabData } from './tab-rules.ts';

const pain: TabField = {
  name: 'dorAtual',
  label: 'Sente dor?',
  type: 'radio',
  options: [
    { value: 'sim', label: 'Sim' },
    { value: 'nao', label: 'Não' },
  ],
};
const intensity: TabField = {
  name: 'intensidade',
  label: 'Intensidade',
  type: 'select',
  dependsOn: 'dorAtual',
  showWhen: 'sim',
  required: true,
  options: [{ value: 'leve', label: 'Leve' }],
};
const treated: TabField = { name: 'emTratamento', label: 'Em tratamento?', type: 'boolean' };
const which: TabField = { name: 'qual', label: 'Qual?', type: 'text', dependsOn: 'emTratamento', showWhen: true };
const skin: TabField = {
  name: 'tipoPele',
  label: 'Tipo de pele',
  type: 'select',
  options: ['seca', 'oleosa', 'mista'].map((value) => ({ value, label: value })),
};
const oily: TabField = {
  name: 'oleosidade',
  label: 'Oleosidade',
  type: 'text',
  dependsOn: 'tipoPele',
  showWhen: ['oleosa', 'mista'],
};
const deep: TabField = { name: 'grau', label: 'Grau', type: 'text', dependsOn: 'intensidade', showWhen: 'leve' };
const fields = [pain, intensity, treated, which, skin, oily, deep];

describe('isFieldVisible (§4 conditional fields)', () => {
  it('shows a field without dependsOn always', () => {
    expect(isFieldVisible(pain, {})).toBe(true);
  });
  it('shows a dependent field only when the controller holds the value', () => {
    expect(isFieldVisible(intensity, { dorAtual: 'sim' }, fields)).toBe(true);
    expect(isFieldVisible(intensity, { dorAtual: 'nao' }, fields)).toBe(false);
    expect(isFieldVisible(intensity, {}, fields)).toBe(false);
  });
  it('compares booleans, and a list of values as any of them', () => {
    expect(isFieldVisible(which, { emTratamento: true }, fields)).toBe(true);
    expect(isFieldVisible(which, { emTratamento: false }, fields)).toBe(false);
    expect(isFieldVisible(which, { emTratamento: 'true' }, fields)).toBe(true);
    expect(isFieldVisible(oily, { tipoPele: 'mista' }, fields)).toBe(true);
    expect(isFieldVisible(oily, { tipoPele: 'oleosa' }, fields)).toBe(true);
    expect(isFieldVisible(oily, { tipoPele: 'seca' }, fields)).toBe(false);
  });
  it('counts a checkbox group holding the value, and hides a field whose controller is hidden', () => {
    const group: TabField = { name: 'g', label: 'G', type: 'checkbox-group', options: [{ value: 'a', label: 'A' }] };
    const dep: TabField = { name: 'd', label: 'D', type: 'text', dependsOn: 'g', showWhen: 'a' };
    expect(isFieldVisible(dep, { g: ['a'] }, [group, dep])).toBe(true);
    expect(isFieldVisible(dep, { g: [] }, [group, dep])).toBe(false);
    expect(isFieldVisible(deep, { dorAtual: 'nao', intensidade: 'leve' }, fields)).toBe(false);
    expect(isFieldVisible(deep, { dorAtual: 'sim', intensidade: 'leve' }, fields)).toBe(true);
  });
});

describe('validateTabData', () => {
  it('requires a required field only while it is visible, and drops hidden values', () => {
    expect(validateTabData(fields, { dorAtual: 'sim' }).error).toBe('O campo "Intensidade" é obrigatório');
    expect(validateTabData(fields, { dorAtual: 'nao', intensidade: 'leve', qual: 'x' })).toEqual({
      data: { dorAtual: 'nao' },
      error: null,
    });
  });
});

describe('initialTabValues', () => {
  it('fills the client name, today for a date defaulting to it, and keeps stored values', () => {
    const name: TabField = { name: 'nomeCompleto', label: 'Nome', type: 'text', readOnly: true };
    const date: TabField = { name: 'data', label: 'Data', type: 'date', defaultValue: 'today' };
    expect(initialTabValues([name, date, pain], { dorAtual: 'sim', nomeCompleto: 'Velho' }, 'Ana', '2026-11-26')).toEqual({
      nomeCompleto: 'Ana',
      data: '2026-11-26',
      dorAtual: 'sim',
    });
  });
});

describe('parseTabConfig', () => {
  it('reads modules, sections, JSON text, and nothing usable as empty', () => {
    expect(parseTabConfig({ type: 'odontogram' })).toEqual({ kind: 'module', type: 'odontogram', introText: null });
    expect(parseTabConfig('{"fields":[{"name":"a","label":"A","type":"text"}]}')).toMatchObject({ kind: 'form' });
    expect(parseTabConfig('{not json')).toEqual({ kind: 'empty' });
    expect(parseTabConfig({ sections: [{ title: 'x', fields: [{ name: 'a', type: 'alien' }] }] })).toEqual({ kind: 'empty' });
    expect(parseTabConfig(null)).toEqual({ kind: 'empty' });
  });
});

describe('diffTabData', () => {
  it('lists added, modified and removed fields, and nothing for equal data', () => {
    const before = { data: { a: 'x', b: ['1', '2'], c: true }, notes: null };
    const after = { data: { a: 'y', b: ['1', '2'], d: 'novo' }, notes: 'obs' };
    expect(diffTabData(before, after)).toEqual([
      { field: 'a', action: 'modified', oldValue: 'x', newValue: 'y' },
      { field: 'd', action: 'added', oldValue: null, newValue: 'novo' },
      { field: 'notes', action: 'added', oldValue: null, newValue: 'obs' },
      { field: 'c', action: 'removed', oldValue: true, newValue: null },
    ]);
    expect(diffTabData(after, { data: { ...after.data }, notes: 'obs' })).toEqual([]);
  });
});
