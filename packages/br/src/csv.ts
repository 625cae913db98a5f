// The one CSV writer of the product: every CSV a person downloads (clients, finance, the access
// trail, the import report, the professionals' production) is written here, the way Brazilian
// spreadsheets open it: UTF-8 with a BOM, ';' between fields, decimal comma, dates dd/mm/yyyy,
// CRLF line ends. A server answers the text without its BOM (`csvText`) and the REST download writes
// the BOM as bytes: one non-Latin-1 character would make V8 hold the whole file two bytes per character,
// and a 20,000-patient export then cost twice as much to write out. A file built in the browser takes
// it with its text (`toCsv`).
//
// A cell that starts with '=', '+', '-', '@', a tab or a carriage return would be read by Excel,
// LibreOffice or Google Sheets as a formula (`=HYPERLINK(…)`, `+cmd|' /C calc'!A0`), so any text
// cell that starts with one of them is written with a leading apostrophe: "'=1+1", "'+55 11 …",
// "'-Ana". A spreadsheet shows such a cell as the text it is, apostrophe included, and runs
// nothing; the client import drops the apostrophe again, so an export imports back unchanged. Numbers, money and dates are
// written by the writer itself and are never neutralised (a negative amount stays '-150,50').

export const CSV_BOM = '\uFEFF';

/** Text, a number (decimal comma), a date ('yyyy-MM-dd' → dd/mm/yyyy) or money in centavos. */
type CsvCell = string | number | null | undefined | { date: string } | { cents: number };

const FORMULA_START = /^[=+\-@\t\r]/;

/** '=1+1' → "'=1+1": a text that a spreadsheet would run as a formula, made plain text. */
export const neutraliseFormula = (text: string): string => (FORMULA_START.test(text) ? `'${text}` : text);

/** The apostrophe `neutraliseFormula` added, taken off again (for reading an exported file back). */
export const restoreNeutralised = (text: string): string =>
  text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text;

/** 123456 → '1234,56' (centavos → reais with a decimal comma, no thousands separator). */
export function csvMoney(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(cents));
  return `${sign}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
}

/** 'yyyy-MM-dd' → 'dd/mm/yyyy'. */
export const csvDate = (date: string): string => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;

const NEEDS_QUOTES = /[";\r\n]/;

function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return 'date' in value ? csvDate(value.date) : csvMoney(value.cents);
  const text = typeof value === 'number' ? String(value).replace('.', ',') : neutraliseFormula(value);
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The header and the rows as one CSV file's text, without the BOM (rows may be shorter than the header, or empty). */
export function csvText(header: readonly CsvCell[], rows: readonly (readonly CsvCell[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(';'));
  return `${lines.join('\r\n')}\r\n`;
}

/** `csvText` with the BOM in front: a file the browser saves as it is. */
export const toCsv = (header: readonly CsvCell[], rows: readonly (readonly CsvCell[])[]): string =>
  CSV_BOM + csvText(header, rows);
