import { describe, expect, it } from 'vitest';
import { inputHasControlCharacters } from './input-guard.ts';

describe('inputHasControlCharacters', () => {
  it('finds a control character in any string or key, nested', () => {
    expect(inputHasControlCharacters({ a: [{ b: 'ok\u0000' }] })).toBe(true);
    expect(inputHasControlCharacters({ 'k\u001b': 'x' })).toBe(true);
    expect(inputHasControlCharacters({ a: ['linha 1\nlinha 2\tfim'] })).toBe(false);
  });
});
