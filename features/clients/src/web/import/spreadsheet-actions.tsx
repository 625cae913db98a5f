import { errorMessage } from '@agenda/api-client/trpc';
import { Button, toast } from '@agenda/ui';
import { useState } from 'react';
import { IMPORT_UI as U } from '../../shared/import-texts.ts';
import { downloadClientsCsv } from './import-api.ts';
import './import.css';

/** 'Importar clientes' and 'Exportar CSV': the way in from the old system, and the way out. */
export function SpreadsheetActions({ onImport }: { onImport: () => void }) {
  const [exporting, setExporting] = useState(false);
  const onExport = async () => {
    setExporting(true);
    try {
      await downloadClientsCsv();
    } catch (error) {
      toast.error(errorMessage(error, U.exportFailed));
    } finally {
      setExporting(false);
    }
  };
  return (
    <div className="ui-row clients-spreadsheet">
      <Button size="sm" variant="secondary" onClick={onImport}>
        <span aria-hidden="true">⬆️</span> {U.openImport}
      </Button>
      <Button size="sm" variant="secondary" onClick={() => void onExport()} loading={exporting}>
        <span aria-hidden="true">⬇️</span> {U.exportCsv}
      </Button>
    </div>
  );
}
