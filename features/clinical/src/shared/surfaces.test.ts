import { describe, expect, it } from 'vitest';
import { SURFACE_TEXTS, surfacesForTooth, surfacesOf, surfacesOfFaces, tissFaces } from './surfaces.ts';

describe('surfaces by tooth type', () => {
  it('gives molars and premolars an occlusal face, incisors and canines an incisal one', () => {
    expect(surfacesOf(36)).toEqual(['M', 'O', 'D', 'V', 'L']);
    expect(surfacesOf(14)).toEqual(['M', 'O', 'D', 'V', 'P']);
    expect(surfacesOf(11)).toEqual(['M', 'I', 'D', 'V', 'P']);
    expect(surfacesOf(43)).toEqual(['M', 'I', 'D', 'V', 'L']);
  });

  it('names the palatal face on upper teeth and the lingual one on lower teeth, deciduous too', () => {
    expect(surfacesOf(26)).toContain('P');
    expect(surfacesOf(55)).toEqual(['M', 'O', 'D', 'V', 'P']);
    expect(surfacesOf(71)).toEqual(['M', 'I', 'D', 'V', 'L']);
  });

  it("refuses 'O' on an incisor and 'I' on a molar, naming the tooth and its faces", () => {
    expect(surfacesForTooth(11, ['O'])).toEqual({ error: SURFACE_TEXTS.wrongSurface(11, 'O', ['M', 'I', 'D', 'V', 'P']) });
    expect(surfacesForTooth(11, ['O'])).toEqual({ error: 'O dente 11 não tem a face O (Oclusal): use M, I, D, V, P' });
    expect(surfacesForTooth(36, ['I'])).toEqual({ error: 'O dente 36 não tem a face I (Incisal): use M, O, D, V, L' });
    expect(surfacesForTooth(36, ['P'])).toMatchObject({ error: expect.stringContaining('Palatina') });
    expect(surfacesForTooth(16, ['L'])).toMatchObject({ error: expect.stringContaining('Lingual') });
    expect(surfacesForTooth(36, ['X'])).toEqual({ error: 'Face inválida: "X" (use M, O, I, D, V ou B, L, P)' });
  });

  it("accepts 'B' for the vestibular face, lower case and repeats, and orders the faces", () => {
    expect(surfacesForTooth(36, ['d', 'O', 'M', 'M'])).toEqual({ surfaces: ['M', 'O', 'D'] });
    expect(surfacesForTooth(46, ['B', 'V'])).toEqual({ surfaces: ['V'] });
    expect(surfacesForTooth(21, [])).toEqual({ surfaces: [] });
  });
});

describe('the TISS face string', () => {
  it('writes the faces in one field in table 32 order', () => {
    expect(tissFaces(['M', 'O', 'D'])).toBe('MOD');
    expect(tissFaces(['D', 'O', 'M'])).toBe('MOD');
    expect(tissFaces(['L', 'D', 'V', 'O', 'M'])).toBe('MODVL');
    expect(tissFaces(['I', 'P', 'M'])).toBe('MIP');
    expect(tissFaces(['B'])).toBe('V');
    expect(tissFaces([])).toBe('');
  });

  it('reads a stored face string back', () => {
    expect(surfacesOfFaces('MOD')).toEqual(['M', 'O', 'D']);
    expect(surfacesOfFaces('')).toEqual([]);
  });
});
