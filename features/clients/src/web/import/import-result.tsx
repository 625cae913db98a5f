import { toCsv } from '@agenda/br/csv';
import { Button } from '@agenda/ui';
import { IMPORT_FIELDS } from '../../shared/import.ts';
import { IMPORT_UI as U } from '../../shared/import-texts.ts';
import { type ImportReport, saveFile } from './import-api.ts';

/** The report as a spreadsheet: the counts, then one line per problem (line, field, message). */
function reportCsv(report: ImportReport, fileName: string): string {
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

/** What the import did, and its report to download. */
export function ImportResult({ report, fileName }: { report: ImportReport; fileName: string }) {
  return (
    <section className="clients-import__result" aria-label={report.cancelled ? U.cancelledTitle : U.doneTitle}>
      <h3 className="clients-import__h3">{report.cancelled ? U.cancelledTitle : U.doneTitle}</h3>
      <dl className="clients-import__counts">
        <div>
          <dt>{U.imported}</dt>
          <dd data-testid="import-imported">{report.imported}</dd>
        </div>
        <div>
          <dt>{U.skipped}</dt>
          <dd>{report.skipped}</dd>
        </div>
        <div>
          <dt>{U.merged}</dt>
          <dd>{report.merged}</dd>
        </div>
        <div>
          <dt>{U.errors}</dt>
          <dd>{report.errors.length}</dd>
        </div>
      </dl>
      <Button
        variant="secondary"
        onClick={() =>
          saveFile(new Blob([reportCsv(report, fileName)], { type: 'text/csv;charset=utf-8' }), 'relatorio-importacao.csv')
        }
      >
        {U.downloadReport}
      </Button>
    </section>
  );
}
