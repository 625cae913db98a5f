import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ufSchema } from './schemas';
import { BRAZILIAN_UFS, isUf, UF_CODES } from './ufs';

describe('the federative units', () => {
  it('are the 27, each named once', () => {
    expect(new Set(UF_CODES).size).toBe(27);
    expect(new Set(BRAZILIAN_UFS.map((u) => u.name)).size).toBe(27);
    expect(BRAZILIAN_UFS.find((u) => u.uf === 'DF')?.name).toBe('Distrito Federal');
  });

  it('are recognised in any case, and nothing else is', () => {
    expect(isUf('SP')).toBe(true);
    expect(isUf('to')).toBe(true);
    expect(isUf('XX')).toBe(false);
    expect(isUf('')).toBe(false);
  });

  it('are the options of the UF schema', () => {
    for (const uf of UF_CODES) expect(v.parse(ufSchema('UF inválida'), uf.toLowerCase())).toBe(uf);
    expect(v.safeParse(ufSchema('UF inválida'), 'BR').success).toBe(false);
  });
});
