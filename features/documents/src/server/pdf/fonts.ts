import { readFileSync } from 'node:fs';
import fontkit from '@pdf-lib/fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';

// DejaVu Sans (Bitstream Vera licence: free to embed and redistribute, see assets/FONT-LICENSE.txt):
// every pt-BR letter (ã, ç, é, º, ª) and the dashes. The files are ~730 KB each; each PDF embeds
// only the glyphs it uses (a subset), so a document stays a few tens of KB.
const file = (name: string) => readFileSync(new URL(`../assets/${name}`, import.meta.url));
let cached: { regular: Buffer; bold: Buffer } | null = null;
const fontFiles = () => {
  cached ??= { regular: file('DejaVuSans.ttf'), bold: file('DejaVuSans-Bold.ttf') };
  return cached;
};

export interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

export async function embedFonts(pdf: PDFDocument): Promise<Fonts> {
  pdf.registerFontkit(fontkit);
  const { regular, bold } = fontFiles();
  return {
    regular: await pdf.embedFont(regular, { subset: true }),
    bold: await pdf.embedFont(bold, { subset: true }),
  };
}
