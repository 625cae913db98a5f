import { PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import QRCode from 'qrcode';
import { type DocumentKind, KIND_TITLES, ROUTE_LABELS } from '../../shared/kinds.ts';
import type { PrescriptionItem } from '../../shared/schemas.ts';
import { DOCUMENTS_TEXTS as T } from '../../shared/texts.ts';
import { type Fonts, embedFonts } from './fonts.ts';

/** Everything a printed document shows, already worded (the service fills the template). */
export interface DocumentView {
  kind: DocumentKind;
  number: number;
  clinic: { name: string; cnpj: string; address: string; phone: string };
  professional: { name: string; registration: string };
  patient: { name: string; cpf: string };
  /** 'São Paulo, 27 de novembro de 2026'. */
  placeAndDate: string;
  /** The template, filled. */
  body: string;
  items: readonly PrescriptionItem[];
  /** Lines after the body (the atestado's CID with the patient's consent). */
  extraLines: readonly string[];
  /** The public page that checks the document (its QR code and short address). */
  verifyUrl: string;
}

// A4 in points, with 50 pt margins. Every page ends with the same signature area (at SIGNATURE_Y),
// so a signature added later (sign.ts) knows where to stamp without reading the layout back.
const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = 50;
const WIDTH = PAGE.width - 2 * MARGIN;
export const SIGNATURE_Y = 150;
const BODY_BOTTOM = SIGNATURE_Y + 60;
const INK = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.35, 0.35, 0.4);

/** Splits a paragraph into lines that fit `width` (words longer than a line are cut). */
export function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(candidate, size) <= width) line = candidate;
      else {
        if (line) lines.push(line);
        line = word;
        while (font.widthOfTextAtSize(line, size) > width && line.length > 1) {
          let cut = line.length - 1;
          while (cut > 1 && font.widthOfTextAtSize(line.slice(0, cut), size) > width) cut--;
          lines.push(line.slice(0, cut));
          line = line.slice(cut);
        }
      }
    }
    lines.push(line);
  }
  return lines;
}

class Writer {
  page!: PDFPage;
  y = 0;
  constructor(
    private readonly pdf: PDFDocument,
    private readonly fonts: Fonts,
    private readonly view: DocumentView,
    private readonly qr: QRCode.QRCode,
    private readonly copy: string | null,
  ) {}

  newPage() {
    this.page = this.pdf.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - MARGIN;
    this.letterhead();
    this.footer();
  }

  text(value: string, options: { size?: number; bold?: boolean; color?: typeof INK; indent?: number; gap?: number } = {}) {
    const size = options.size ?? 11;
    const font = options.bold ? this.fonts.bold : this.fonts.regular;
    const indent = options.indent ?? 0;
    for (const line of wrap(value, font, size, WIDTH - indent)) {
      if (this.y - size < BODY_BOTTOM) this.newPage();
      this.y -= size * 1.35;
      this.page.drawText(line, { x: MARGIN + indent, y: this.y, size, font, color: options.color ?? INK });
    }
    this.y -= options.gap ?? 0;
  }

  private letterhead() {
    const { clinic } = this.view;
    this.text(clinic.name, { size: 15, bold: true });
    const facts = [clinic.cnpj && `${T.cnpj} ${clinic.cnpj}`, clinic.phone && `${T.phone} ${clinic.phone}`].filter(Boolean);
    if (clinic.address) this.text(clinic.address, { size: 9, color: MUTED });
    if (facts.length) this.text(facts.join(' · '), { size: 9, color: MUTED });
    this.y -= 6;
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: PAGE.width - MARGIN, y: this.y },
      thickness: 0.8,
      color: MUTED,
    });
    this.y -= 14;
    const title = KIND_TITLES[this.view.kind];
    const size = 13;
    const titleWidth = this.fonts.bold.widthOfTextAtSize(title, size);
    this.y -= size;
    this.page.drawText(title, { x: (PAGE.width - titleWidth) / 2, y: this.y, size, font: this.fonts.bold, color: INK });
    const number = `Nº ${this.view.number}${this.copy ? ` · ${this.copy}` : ''}`;
    this.page.drawText(number, {
      x: PAGE.width - MARGIN - this.fonts.regular.widthOfTextAtSize(number, 8),
      y: this.y + 16,
      size: 8,
      font: this.fonts.regular,
      color: MUTED,
    });
    this.y -= 12;
    this.text(`Paciente: ${this.view.patient.name}${this.view.patient.cpf ? ` · CPF ${this.view.patient.cpf}` : ''}`, {
      size: 10,
      gap: 8,
    });
  }

  /** The signature area and the way to check the document, the same on every page. */
  private footer() {
    const { page, fonts, view } = this;
    const center = (value: string, y: number, size: number, font: PDFFont) =>
      page.drawText(value, { x: (PAGE.width - font.widthOfTextAtSize(value, size)) / 2, y, size, font, color: INK });
    center(view.placeAndDate, SIGNATURE_Y + 34, 10, fonts.regular);
    page.drawLine({
      start: { x: 180, y: SIGNATURE_Y },
      end: { x: PAGE.width - 180, y: SIGNATURE_Y },
      thickness: 0.6,
      color: INK,
    });
    center(view.professional.name, SIGNATURE_Y - 13, 10, fonts.bold);
    center(view.professional.registration, SIGNATURE_Y - 26, 9, fonts.regular);
    const cell = 1.6;
    const size = this.qr.modules.size;
    for (let row = 0; row < size; row++) {
      for (let col = 0; col < size; col++) {
        if (!this.qr.modules.get(row, col)) continue;
        page.drawRectangle({ x: MARGIN + col * cell, y: 40 + (size - row) * cell, width: cell, height: cell, color: INK });
      }
    }
    const x = MARGIN + size * cell + 10;
    page.drawText(T.verifyAt, { x, y: 70, size: 8, font: fonts.regular, color: MUTED });
    page.drawText(view.verifyUrl, { x, y: 58, size: 8, font: fonts.bold, color: INK });
  }
}

function writeBody(w: Writer, view: DocumentView) {
  w.text(view.body, { gap: 10 });
  view.items.forEach((item, index) => {
    const head = [`${index + 1}. ${item.medicine}`, item.quantity].filter(Boolean).join(' — ');
    w.text(head, { bold: true });
    w.text(ROUTE_LABELS[item.route], { size: 9, color: MUTED, indent: 14 });
    if (item.dosage) w.text(item.dosage, { indent: 14 });
    if (item.notes) w.text(item.notes, { indent: 14, size: 10 });
    w.y -= 6;
  });
  for (const line of view.extraLines) w.text(line, { size: 10, gap: 4 });
}

/** The special-control prescription's boxes the pharmacy fills in. */
function pharmacyBoxes(w: Writer) {
  const blanks = (title: string, labels: readonly string[]) => {
    w.text(title, { size: 9, bold: true });
    for (const label of labels) w.text(`${label} ${'_'.repeat(40)}`, { size: 9, color: MUTED });
    w.y -= 6;
  };
  w.y -= 8;
  blanks(T.buyer, T.buyerFields);
  blanks(T.supplier, T.supplierFields);
}

/** The document as PDF bytes: letterhead, body, the signature area and its QR code on every page. */
export async function renderDocument(view: DocumentView): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${KIND_TITLES[view.kind]} Nº ${view.number}`);
  pdf.setAuthor(view.professional.name);
  pdf.setCreator(view.clinic.name);
  pdf.setProducer('Agenda');
  pdf.setLanguage('pt-BR');
  const fonts = await embedFonts(pdf);
  const qr = QRCode.create(view.verifyUrl, { errorCorrectionLevel: 'M' });
  // A special-control prescription goes in two copies: the pharmacy keeps the first.
  const copies = view.kind === 'controle_especial' ? [T.firstCopy, T.secondCopy] : [null];
  for (const copy of copies) {
    const w = new Writer(pdf, fonts, view, qr, copy);
    w.newPage();
    writeBody(w, view);
    if (view.kind === 'controle_especial') pharmacyBoxes(w);
    if (view.kind === 'consentimento') {
      w.y -= 30;
      w.text(`${'_'.repeat(45)}\n${T.patientSignature}: ${view.patient.name}`, { size: 10 });
    }
  }
  return pdf.save({ useObjectStreams: false });
}
