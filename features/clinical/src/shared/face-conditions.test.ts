import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { faceLetter, shownFaces } from './clinical-settings.ts';
import { faceConditionsForTooth, faceConditionsInputSchema } from './face-conditions.ts';
import { planItemLabel } from './plan.ts';

describe('faceConditionsForTooth', () => {
  it("checks each face against the tooth, reads 'B' as 'V' and keeps a restoration's material only", () => {
    expect(
      faceConditionsForTooth(36, [
        { face: 'o', condition: 'caries', material: 'resin' },
        { face: 'B', condition: 'restoration', material: 'ceramic' },
        { face: 'L', condition: null, material: null },
      ]),
    ).toEqual({
      faces: [
        { face: 'O', condition: 'caries', material: null },
        { face: 'V', condition: 'restoration', material: 'ceramic' },
        { face: 'L', condition: null, material: null },
      ],
    });
  });

  it('names the first face the tooth lacks, a repeated face and a restoration without material', () => {
    expect(faceConditionsForTooth(11, [{ face: 'O', condition: 'caries', material: null }])).toEqual({
      error: 'O dente 11 não tem a face O (Oclusal): use M, I, D, V, P',
    });
    expect(
      faceConditionsForTooth(26, [
        { face: 'V', condition: 'caries', material: null },
        { face: 'b', condition: 'fracture', material: null },
      ]),
    ).toEqual({ error: 'A face V foi enviada mais de uma vez' });
    expect(faceConditionsForTooth(55, [{ face: 'P', condition: 'restoration', material: null }])).toEqual({
      error: 'Informe o material da restauração na face P',
    });
  });
});

describe('faceConditionsInputSchema', () => {
  it('takes the tooth as a path string and a missing condition as a clear', () => {
    const out = v.parse(faceConditionsInputSchema, { clientId: 'c', toothId: '14', faces: [{ face: 'D' }] });
    expect(out).toEqual({ clientId: 'c', toothId: 14, faces: [{ face: 'D', condition: null, material: null }] });
  });

  it('refuses more than five faces, none, and an unknown condition', () => {
    const faces = ['M', 'O', 'D', 'V', 'L', 'M'].map((face) => ({ face, condition: 'caries' }));
    expect(v.safeParse(faceConditionsInputSchema, { toothId: 36, faces }).success).toBe(false);
    expect(v.safeParse(faceConditionsInputSchema, { toothId: 36, faces: [] }).success).toBe(false);
    const bad = v.safeParse(faceConditionsInputSchema, { toothId: 36, faces: [{ face: 'O', condition: 'gengivite' }] });
    expect(bad.issues?.[0]?.message).toBe(
      'Condição inválida: use Cárie, Restauração, Selante ou Fratura (ou nenhuma, para limpar)',
    );
  });
});

describe('the vestibular face as the clinic writes it', () => {
  it("shows 'B' for 'V' only when the clinic prefers it, in a face and in a face string", () => {
    expect(faceLetter('V', 'B')).toBe('B');
    expect(faceLetter('M', 'B')).toBe('M');
    expect(faceLetter('V')).toBe('V');
    expect(shownFaces('MOV', 'B')).toBe('MOB');
    expect(shownFaces('MOV', 'V')).toBe('MOV');
    expect(planItemLabel({ toothId: 46, faces: 'OV', treatment: { name: 'Restauração' } }, 'B')).toBe('Restauração · 46 OB');
  });
});
