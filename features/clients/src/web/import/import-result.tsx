import { Button } from '@agenda/ui';
import { importReportCsv } from '../../shared/import-report-csv.ts';
import { IMPORT_UI as U } from '../../shared/import-texts.ts';
import { type ImportReport, saveFile } from './import-api.ts';

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
          saveFile(new Blob([importReportCsv(report, fileName)], { type: 'text/csv;charset=utf-8' }), 'relatorio-importacao.csv')
        }
      >
        {U.downloadReport}
      </Button>
    </section>
  );
}
