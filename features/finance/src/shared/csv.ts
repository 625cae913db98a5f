// CSV the way Brazilian spreadsheets open it: UTF-8 with a BOM, ';' between fields, decimal comma,
// dates dd/mm/yyyy, CRLF line ends.

export const CSV_BOM = '\uFEFF';
export type CsvCell = string | number | null | undefined | { date: string } | { cents: number };

/** 1234.5 → '1234,50' (centavos → reais with a decimal comma, no thousands separator). */
export function csvMoney(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(cents));
  return `${sign}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
}

/** 'yyyy-MM-dd' → 'dd/mm/yyyy'. */
export const csvDate = (date: string): string => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;

function cell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return 'date' in value ? csvDate(value.date) : csvMoney(value.cents);
  const text = typeof value === 'number' ? String(value).replace('.', ',') : value;
  // A leading =, +, - or @ would run as a formula in a spreadsheet: quote it as text.
  const safe = /^[=+\-@]/.test(text) && typeof value === 'string' ? `'${text}` : text;
  return /[";\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const lines = [header.map(cell), ...rows.map((r) => r.map(cell))].map((r) => r.join(';'));
  return `${CSV_BOM}${lines.join('\r\n')}\r\n`;
}
