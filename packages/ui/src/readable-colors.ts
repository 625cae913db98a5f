/** WCAG AA for normal text: a white label must reach it on a configured colour (a tab's button, a record type's chip). */
const MIN_CONTRAST = 4.5;

function channels(hex: string): [number, number, number] | null {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!m?.[1]) return null;
  const h = m[1].length === 3 ? [...m[1]].map((c) => c + c).join('') : m[1];
  return [0, 2, 4].map((i) => Number.parseInt(h.slice(i, i + 2), 16)) as [number, number, number];
}

function luminance([r, g, b]: [number, number, number]): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** Contrast ratio of white text on `rgb`. */
const contrastWithWhite = (rgb: [number, number, number]) => 1.05 / (luminance(rgb) + 0.05);

const toHex = (rgb: number[]) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

/**
 * The background for a white label on a tab's configured colour: the colour itself when the label
 * reads well on it, else the same hue darkened just enough (a light sky blue fails WCAG AA with
 * white). Null for a colour that is not a hex code (the button keeps its own style).
 */
export function readableButtonBackground(color: string): string | null {
  const rgb = channels(color);
  if (!rgb) return null;
  if (contrastWithWhite(rgb) >= MIN_CONTRAST) return toHex(rgb);
  for (let keep = 0.95; keep > 0; keep -= 0.05) {
    const darker = rgb.map((c) => c * keep) as [number, number, number];
    if (contrastWithWhite(darker) >= MIN_CONTRAST) return toHex(darker);
  }
  return '#000000';
}

/** Contrast ratio of white text on `color` (a hex code), or null. */
export const whiteTextContrast = (color: string): number | null => {
  const rgb = channels(color);
  return rgb ? contrastWithWhite(rgb) : null;
};
