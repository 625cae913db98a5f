import { MAX_IMPORT_ROWS } from '../../shared/import.ts';

/**
 * What a spreadsheet may cost before and while it is read: every bound is checked on what the file
 * declares (its zip directory, its sheet's dimension) before anything is inflated, and again on
 * what the reader actually meets, since a declaration can lie.
 */
export const SHEET_LIMITS = {
  /** The zip's parts once inflated, together. */
  unpackedBytes: 50 * 1024 * 1024,
  /** Parts of an .xlsx (a workbook has a dozen; thousands are a trick). */
  zipEntries: 1000,
  /** The header line and the data rows, as the spreadsheet numbers them. */
  rows: MAX_IMPORT_ROWS + 1,
  columns: 100,
  /**
   * Characters kept of a cell: more than any client field allows (notes: 5000), so a cut cell is
   * still too long for its field and is reported on its line, never echoed whole.
   */
  cellChars: 6000,
  /** Characters of a header shown back on the mapping screen. */
  headerChars: 100,
} as const;

/** What the first bytes say the file is. */
export type SheetFormat = 'xlsx' | 'csv-utf16le' | 'csv-utf16be' | 'csv' | 'not-a-sheet';

const startsWith = (bytes: Uint8Array, ...signature: number[]) => signature.every((b, i) => bytes[i] === b);

/** Formats people send by mistake: PDF, PNG, JPEG, GIF, an old .xls (OLE2), gzip, rar, 7z. */
const OTHER_FORMATS: number[][] = [
  [0x25, 0x50, 0x44, 0x46],
  [0x89, 0x50, 0x4e, 0x47],
  [0xff, 0xd8, 0xff],
  [0x47, 0x49, 0x46, 0x38],
  [0xd0, 0xcf, 0x11, 0xe0],
  [0x1f, 0x8b],
  [0x52, 0x61, 0x72, 0x21],
  [0x37, 0x7a, 0xbc, 0xaf],
];

/**
 * A .csv is text: no NUL byte, and control characters other than tab, line breaks and form feed
 * are rare (at most 1% of the first 64 KB). Random bytes and binary formats fail that at once.
 */
function looksLikeText(bytes: Uint8Array): boolean {
  const sample = bytes.subarray(0, 64 * 1024);
  let controls = 0;
  for (const b of sample) {
    if (b === 0) return false;
    if (b < 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0d && b !== 0x0c) controls++;
  }
  return controls <= sample.length / 100;
}

export function sheetFormat(bytes: Uint8Array): SheetFormat {
  if (startsWith(bytes, 0x50, 0x4b, 0x03, 0x04)) return 'xlsx';
  if (startsWith(bytes, 0xff, 0xfe)) return 'csv-utf16le';
  if (startsWith(bytes, 0xfe, 0xff)) return 'csv-utf16be';
  if (OTHER_FORMATS.some((signature) => startsWith(bytes, ...signature))) return 'not-a-sheet';
  return looksLikeText(bytes) ? 'csv' : 'not-a-sheet';
}

/** Why a file is refused before its rows are read, or null. */
export type SheetRefusal = 'unpacked-too-large' | 'too-many-rows' | 'too-many-columns' | 'not-a-sheet';

/** The zip's directory as declared: the parts' inflated sizes. */
export function zipDirectoryRefusal(uncompressedSizes: readonly number[]): SheetRefusal | null {
  if (uncompressedSizes.length > SHEET_LIMITS.zipEntries) return 'not-a-sheet';
  let total = 0;
  for (const size of uncompressedSizes) total += size;
  return total > SHEET_LIMITS.unpackedBytes ? 'unpacked-too-large' : null;
}

/** 'A' → 1, 'XFD' → 16384. */
export function columnNumber(letters: string): number {
  let n = 0;
  for (const ch of letters.toUpperCase()) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n;
}

/** The last row and column of a `<dimension ref="A1:XFD1048576"/>` (or of a single cell), or null. */
export function dimensionEnd(ref: string): { row: number; column: number } | null {
  const last = ref.split(':').pop() ?? '';
  const cell = /^\$?([A-Za-z]{1,3})\$?(\d{1,7})$/.exec(last.trim());
  if (!cell) return null;
  return { column: columnNumber(cell[1] as string), row: Number(cell[2]) };
}

/** The sheet's declared (or met) extent against the limits. */
export function extentRefusal(end: { row: number; column: number }): SheetRefusal | null {
  if (end.row > SHEET_LIMITS.rows) return 'too-many-rows';
  if (end.column > SHEET_LIMITS.columns) return 'too-many-columns';
  return null;
}

/** The `<dimension ref>` near the start of a worksheet's XML, or null when it has none. */
export function declaredDimension(sheetXmlStart: string): string | null {
  return /<(?:\w+:)?dimension\s+ref="([^"]*)"/.exec(sheetXmlStart)?.[1] ?? null;
}

/** A cell as kept: at most `cellChars` characters. */
export const clipCell = (text: string) => (text.length > SHEET_LIMITS.cellChars ? text.slice(0, SHEET_LIMITS.cellChars) : text);

/** A header as shown back: trimmed, at most `headerChars` characters. */
export const clipHeader = (text: string) => text.trim().slice(0, SHEET_LIMITS.headerChars);
