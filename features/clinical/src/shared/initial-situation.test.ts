import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { initialCodeOf, initialSituationInputSchema } from './initial-situation.ts';

describe('initial situation (TISS table 44)', () => {
  it("suggests each tooth's code from the chart; 'E' is never guessed", () => {
    expect(
      ['healthy', 'caries', 'restored', 'crown', 'root_canal', 'missing', 'implant', 'exfoliated'].map(initialCodeOf),
    ).toEqual(['H', 'C', 'R', 'R', 'R', 'A', 'A', 'A']);
  });

  it('reads codes in any case, names the tooth of a bad code or a repeated tooth', () => {
    const parse = (teeth: unknown) => v.safeParse(initialSituationInputSchema, { clientId: 'x', teeth });
    expect(
      parse([
        { tooth: 36, code: 'c' },
        { tooth: '55', code: 'E' },
      ]).output,
    ).toMatchObject({
      teeth: [
        { tooth: 36, code: 'C' },
        { tooth: 55, code: 'E' },
      ],
      date: null,
    });
    expect(parse([{ tooth: 36, code: 'X' }]).issues?.[0]?.message).toBe('Dente 36: situação inválida (use A, E, H, C ou R)');
    expect(
      parse([
        { tooth: 36, code: 'H' },
        { tooth: 36, code: 'C' },
      ]).issues?.[0]?.message,
    ).toBe('Dente 36 informado mais de uma vez');
    expect(parse([]).issues?.[0]?.message).toBe('Informe a situação de ao menos um dente');
    expect(parse([{ tooth: 56, code: 'H' }]).issues?.[0]?.message).toMatch(/^Dente inválido/);
  });
});
