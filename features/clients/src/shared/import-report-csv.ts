import { toCsv } from '@agenda/br/csv';
import { IMPORT_FIELDS, type ImportProblem } from './import.ts';
import { IMPORT_UI as U } from './import-texts.ts';

/** What an import did, as its report counts it. */
export interface ImportCounts {
  imported: number;
  skipped: number;
  merged: number;
  errors: readonly ImportProblem[];
}

/**
 * The import's report as a spreadsheet: the file's name and the counts, then one line per problem
 * (line, field, message). The file's name and the messages carry what the spreadsheet held, so
 * they go through the one CSV writer like every other CSV.
 */
export function importReportCsv(report: ImportCounts, fileName: string): string {
  return toCsv(
    [U.title, fileName],
    [
      [U.imported, String(report.imported)],
      [U.skipped, String(report.skipped)],
      [U.merged, String(report.merged)],
      [U.errors, String(report.errors.length)],
      [],
      [U.line, U.field, U.problem],
      ...report.errors.map((e) => [String(e.line), e.field ? IMPORT_FIELDS[e.field] : '', e.message]),
    ],
  );
}
