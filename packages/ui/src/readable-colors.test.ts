import { describe, expect, it } from 'vitest';
import { whiteTextContrast, readableButtonBackground } from './readable-colors.ts';

describe('readableButtonBackground', () => {
  it('keeps a colour white text already reads on', () => {
    expect(readableButtonBackground('#1D4ED8')).toBe('#1d4ed8');
    expect(readableButtonBackground('#000')).toBe('#000000');
  });

  it("darkens a light colour until white text reaches 4.5:1 ('Salvar Anamnese' on #0EA5E9)", () => {
    expect(whiteTextContrast('#0EA5E9')).toBeLessThan(4.5);
    for (const light of ['#0EA5E9', '#10B981', '#F59E0B', '#ffffff', '#fde68a']) {
      const background = readableButtonBackground(light) ?? '';
      expect(whiteTextContrast(background), `${light} → ${background}`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('leaves anything but a hex colour to the button', () => {
    expect(readableButtonBackground('blue')).toBeNull();
    expect(readableButtonBackground('#12345')).toBeNull();
  });
});
