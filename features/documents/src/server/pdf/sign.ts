import { pdflibAddPlaceholder } from '@signpdf/placeholder-pdf-lib';
import { SignPdf } from '@signpdf/signpdf';
import { P12Signer } from '@signpdf/signer-p12';
import { PDFDocument, rgb } from 'pdf-lib';
import { embedFonts } from './fonts.ts';
import { SIGNATURE_Y } from './render.ts';

export interface SignatureStamp {
  /** 'Assinado digitalmente por Rafael Lima (CRO-SP 67890) em 27/11/2026 14:32'. */
  line: string;
  name: string;
  location: string;
  reason: string;
  at: Date;
}

/**
 * The issued PDF with the signer's line over every page's signature area and a PAdES signature
 * (ETSI.CAdES.detached) of the whole file made with the .p12's key: any PDF reader and `pdfsig`
 * check it. The password opens the .p12 only here, in memory.
 */
export async function signPdf(issued: Uint8Array, p12: Uint8Array, password: string, stamp: SignatureStamp): Promise<Buffer> {
  const pdf = await PDFDocument.load(issued, { updateMetadata: false });
  const { bold } = await embedFonts(pdf);
  for (const page of pdf.getPages()) {
    const width = bold.widthOfTextAtSize(stamp.line, 8);
    page.drawText(stamp.line, {
      x: (page.getWidth() - width) / 2,
      y: SIGNATURE_Y + 6,
      size: 8,
      font: bold,
      color: rgb(0.02, 0.4, 0.25),
    });
  }
  pdflibAddPlaceholder({
    pdfDoc: pdf,
    pdfPage: pdf.getPages().at(-1),
    reason: stamp.reason,
    contactInfo: '',
    name: stamp.name,
    location: stamp.location,
    signingTime: stamp.at,
    subFilter: 'ETSI.CAdES.detached',
    appName: 'Agenda',
  });
  const prepared = await pdf.save({ useObjectStreams: false });
  return new SignPdf().sign(Buffer.from(prepared), new P12Signer(Buffer.from(p12), { passphrase: password }), stamp.at);
}
