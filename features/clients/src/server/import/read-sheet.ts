import { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';

/** A spreadsheet's rows as text cells; the first is the header. */
export type SheetRows = AsyncIterable<string[]>;

const isXlsx = (bytes: Uint8Array) => bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
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

async function* csvRows(bytes: Uint8Array): SheetRows {
  const encoding = detectEncoding(bytes);
  const head = iconv.decode(Buffer.from(bytes.subarray(0, 16 * 1024)), encoding).replace(/^\uFEFF/, '');
  const delimiter = detectDelimiter(head.split(/\r?\n/, 1)[0] ?? '');
  const parser = Readable.from([Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)])
    .pipe(iconv.decodeStream(encoding, { stripBOM: true }))
    .pipe(parse({ delimiter, relax_column_count: true, relax_quotes: true, bom: true }));
  for await (const record of parser) yield record as string[];
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

async function* xlsxRows(bytes: Uint8Array): SheetRows {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) as never);
  const sheet = workbook.worksheets[0];
  if (!sheet) return;
  // Row numbers are the spreadsheet's: an empty row in the middle is yielded empty, not skipped.
  for (let n = 1; n <= sheet.rowCount; n++) {
    const row = sheet.getRow(n);
    const cells: string[] = [];
    for (let c = 1; c <= row.cellCount; c++) cells.push(cellText(row.getCell(c).value));
    yield cells;
  }
}

/** The rows of a .csv (any of the usual encodings and separators) or .xlsx file (its first sheet). */
export function readSheet(bytes: Uint8Array): SheetRows {
  return isXlsx(bytes) ? xlsxRows(bytes) : csvRows(bytes);
}
