import { describe, expect, it } from 'vitest';
import { formatCep, normalizeCep } from './cep';
import { maskCepInput } from './mask';

describe('normalizeCep', () => {
  it('returns the 8 digits of a complete CEP', () => {
    expect(normalizeCep('01310-100')).toBe('01310100');
    expect(normalizeCep('01310100')).toBe('01310100');
    expect(normalizeCep(' 01.310-100 ')).toBe('01310100');
  });

  it('returns null otherwise', () => {
    expect(normalizeCep('')).toBeNull();
    expect(normalizeCep('0131010')).toBeNull();
    expect(normalizeCep('013101000')).toBeNull();
    expect(normalizeCep('0131a0100')).toBeNull();
  });
});

describe('formatCep / maskCepInput', () => {
  it('formats and masks progressively, max 9 chars', () => {
    expect(formatCep('01310100')).toBe('01310-100');
    expect(maskCepInput('0131')).toBe('0131');
    expect(maskCepInput('01310')).toBe('01310');
    expect(maskCepInput('013101')).toBe('01310-1');
    expect(maskCepInput('01310-1009999')).toBe('01310-100');
  });
});
