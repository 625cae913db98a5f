import { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import type ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import yauzl from 'yauzl';
import {
  SHEET_LIMITS,
  type SheetFormat,
  type SheetRefusal,
  clipCell,
  declaredDimension,
  dimensionEnd,
  extentRefusal,
  sheetFormat,
  zipDirectoryRefusal,
} from './sheet-limits.ts';

/** A spreadsheet's rows as text cells; the first is the header. Cells are clipped (`clipCell`). */
export type SheetRows = AsyncIterable<string[]>;

/** A file refused for what it is or declares, before or while its rows are read. */
export class SheetRefused extends Error {
  constructor(readonly refusal: SheetRefusal) {
    super(refusal);
  }
}

const hasUtf8Bom = (bytes: Uint8Array) => bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;

/**
 * UTF-8 (with or without BOM) when the bytes are valid UTF-8, else Windows-1252 (what Excel pt-BR
 * writes as 'CSV (separado por vírgulas)'). Checked chunk by chunk, nothing kept.
 */
export function detectEncoding(bytes: Uint8Array): 'utf8' | 'win1252' {
  if (hasUtf8Bom(bytes)) return 'utf8';
  const decoder = new TextDecoder('utf-8', { fatal: true });
  try {
    for (let at = 0; at < bytes.length; at += 64 * 1024) {
      decoder.decode(bytes.subarray(at, at + 64 * 1024), { stream: true });
    }
    decoder.decode();
    return 'utf8';
  } catch {
    return 'win1252';
  }
}

/** The separator of the header line: the most frequent of ';', ',' and tab outside quotes (';' on a tie). */
export function detectDelimiter(firstLine: string): string {
  const counts = new Map<string, number>([
    [';', 0],
    [',', 0],
    ['\t', 0],
  ]);
  let quoted = false;
  for (const ch of firstLine) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && counts.has(ch)) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  }
  return [...counts].reduce((best, next) => (next[1] > best[1] ? next : best))[0];
}

/**
 * A row's cells within the column limit: empty cells past it are dropped (a spreadsheet saved with
 * trailing separators), a value past it refuses the file.
 */
function boundedRow(cells: string[]): string[] {
  if (cells.length <= SHEET_LIMITS.columns) return cells;
  if (cells.slice(SHEET_LIMITS.columns).some((cell) => cell.trim())) throw new SheetRefused('too-many-columns');
  return cells.slice(0, SHEET_LIMITS.columns);
}

const CSV_ENCODINGS = { 'csv-utf16le': 'utf16le', 'csv-utf16be': 'utf16be' } as const;

async function* csvRows(bytes: Uint8Array, format: SheetFormat): SheetRows {
  const encoding = format === 'csv-utf16le' || format === 'csv-utf16be' ? CSV_ENCODINGS[format] : detectEncoding(bytes);
  const head = iconv.decode(Buffer.from(bytes.subarray(0, 16 * 1024)), encoding).replace(/^\uFEFF/, '');
  const delimiter = detectDelimiter(head.split(/\r?\n/, 1)[0] ?? '');
  const parser = Readable.from([Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)])
    .pipe(iconv.decodeStream(encoding, { stripBOM: true }))
    .pipe(parse({ delimiter, relax_column_count: true, relax_quotes: true, bom: true }));
  let rows = 0;
  for await (const record of parser as AsyncIterable<string[]>) {
    if (++rows > SHEET_LIMITS.rows) throw new SheetRefused('too-many-rows');
    yield boundedRow(record.map(clipCell));
  }
}

/** A cell as text: dates as ISO days, numbers without exponent, rich text and formulas by what they show. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'number') return Number.isInteger(value) ? value.toFixed(0) : String(value);
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    if ('text' in value) return String(value.text);
    return '';
  }
  return String(value);
}

const WORKSHEET = /^xl\/worksheets\/sheet(\d+)\.xml$/;

/** The inflated bytes of an entry, up to `max` (the stream is dropped there). */
function entryStart(zip: yauzl.ZipFile, entry: yauzl.Entry, max: number): Promise<string> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (error, stream) => {
      if (error) return reject(error);
      const chunks: Buffer[] = [];
      let size = 0;
      const finish = () => {
        stream.destroy();
        resolve(Buffer.concat(chunks).subarray(0, max).toString('utf8'));
      };
      stream.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
        size += chunk.length;
        if (size >= max) finish();
      });
      stream.on('end', finish);
      stream.on('error', reject);
    });
  });
}

/**
 * The zip's central directory, read before anything is inflated: the parts' declared sizes against
 * the limit, then the first 4 KB of the first worksheet for its declared dimension.
 */
async function checkXlsxDeclarations(buffer: Buffer): Promise<void> {
  const zip = await yauzl.fromBufferPromise(buffer, { lazyEntries: true, validateEntrySizes: true }).catch(() => {
    throw new SheetRefused('not-a-sheet');
  });
  try {
    const entries: yauzl.Entry[] = [];
    await new Promise<void>((resolve, reject) => {
      zip.on('entry', (entry: yauzl.Entry) => {
        entries.push(entry);
        if (entries.length > SHEET_LIMITS.zipEntries) return reject(new SheetRefused('not-a-sheet'));
        zip.readEntry();
      });
      zip.on('end', resolve);
      zip.on('error', () => reject(new SheetRefused('not-a-sheet')));
      zip.readEntry();
    });
    const refusal = zipDirectoryRefusal(entries.map((e) => e.uncompressedSize));
    if (refusal) throw new SheetRefused(refusal);
    const sheets = entries.filter((e) => WORKSHEET.test(e.fileName));
    const first = sheets.sort((a, b) => sheetNumber(a) - sheetNumber(b))[0];
    if (!first || first.isEncrypted()) throw new SheetRefused('not-a-sheet');
    const dimension = declaredDimension(await entryStart(zip, first, 4096));
    const end = dimension ? dimensionEnd(dimension) : null;
    const tooBig = end ? extentRefusal(end) : null;
    if (tooBig) throw new SheetRefused(tooBig);
  } finally {
    zip.close();
  }
}
const sheetNumber = (entry: yauzl.Entry) => Number(WORKSHEET.exec(entry.fileName)?.[1]);

async function* xlsxRows(bytes: Uint8Array): SheetRows {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  await checkXlsxDeclarations(buffer);
  // Loaded only for an .xlsx: a .csv's reader starts faster without it.
  const { default: Excel } = await import('exceljs');
  const workbook = new Excel.stream.xlsx.WorkbookReader(Readable.from([buffer]), {
    worksheets: 'emit',
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    entries: 'ignore',
  });
  for await (const sheet of workbook) {
    // Row numbers are the spreadsheet's: an empty row in the middle is yielded empty, not skipped.
    let yielded = 0;
    for await (const row of sheet) {
      // The rows met, whatever the dimension declared.
      if (row.number > SHEET_LIMITS.rows) throw new SheetRefused('too-many-rows');
      for (; yielded < row.number - 1; yielded++) yield [];
      const values = row.values as ExcelJS.CellValue[];
      const cells: string[] = [];
      for (let c = 1; c < values.length; c++) cells.push(clipCell(cellText(values[c])));
      yield boundedRow(cells);
      yielded = row.number;
    }
    // The first worksheet only.
    return;
  }
}

/** The rows of a .csv (any of the usual encodings and separators) or .xlsx file (its first sheet). */
export function readSheet(bytes: Uint8Array): SheetRows {
  const format = sheetFormat(bytes);
  if (format === 'not-a-sheet') throw new SheetRefused('not-a-sheet');
  return format === 'xlsx' ? xlsxRows(bytes) : csvRows(bytes, format);
}
