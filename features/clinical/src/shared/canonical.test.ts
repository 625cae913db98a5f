import { describe, expect, it } from 'vitest';
import { canonicalJson } from './canonical.ts';

describe('canonicalJson', () => {
  it('sorts every object’s keys, at every depth, and writes no white space', () => {
    const a = { title: 'Consulta', content: { b: '2', a: '1' }, versions: [{ z: 1, y: [3, 2] }] };
    const b = { versions: [{ y: [3, 2], z: 1 }], content: { a: '1', b: '2' }, title: 'Consulta' };
    expect(canonicalJson(a)).toBe('{"content":{"a":"1","b":"2"},"title":"Consulta","versions":[{"y":[3,2],"z":1}]}');
    expect(canonicalJson(b)).toBe(canonicalJson(a));
  });

  it('keeps nulls and array order, leaves undefined members out', () => {
    expect(canonicalJson({ a: null, b: undefined, c: [2, 1] })).toBe('{"a":null,"c":[2,1]}');
    expect(canonicalJson([undefined])).toBe('[null]');
  });

  it('writes strings as JSON does, accents and quotes included, without normalising them', () => {
    expect(canonicalJson({ q: 'Dor "aguda" à noite\n' })).toBe('{"q":"Dor \\"aguda\\" à noite\\n"}');
    // 'é' composed and decomposed are different bytes, so different content.
    expect(canonicalJson('\u00e9')).not.toBe(canonicalJson('e\u0301'));
  });

  it('writes numbers as JSON does and dates as ISO instants', () => {
    expect(canonicalJson({ n: 1.5, i: 36, d: new Date('2026-12-13T10:00:00.000Z') })).toBe(
      '{"d":"2026-12-13T10:00:00.000Z","i":36,"n":1.5}',
    );
  });

  it('refuses what JSON cannot say', () => {
    expect(() => canonicalJson(Number.NaN)).toThrow(TypeError);
    expect(() => canonicalJson({ f: () => 1 })).toThrow(TypeError);
  });
});
