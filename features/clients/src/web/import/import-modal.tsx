import { errorMessage } from '@agenda/api-client/trpc';
import { Button, Modal } from '@agenda/ui';
import { useRef, useState } from 'react';
import type { ImportMapping } from '../../shared/import.ts';
import type { PreviewAnswer } from '../../shared/import-schemas.ts';
import { IMPORT_UI as U } from '../../shared/import-texts.ts';
import { type Duplicates, type ImportProgress, type ImportReport, importInBatches, previewImport } from './import-api.ts';
import { ImportPreview } from './import-preview.tsx';
import { ImportResult } from './import-result.tsx';
import './import.css';

type Step =
  | { kind: 'choose' }
  | { kind: 'preview'; answer: PreviewAnswer }
  | { kind: 'importing'; progress: ImportProgress }
  | { kind: 'done'; report: ImportReport };

/**
 * 'Importar clientes': a spreadsheet chosen, checked on the server (a dry run: the rows as they will be
 * stored and every problem by line), the columns' mapping and what to do with known CPFs decided, then
 * imported in batches with a progress bar that a cancel stops, and a report to download.
 */
export function ImportModal({ onClose }: { onClose: () => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  const [mapping, setMapping] = useState<ImportMapping | null>(null);
  const [duplicates, setDuplicates] = useState<Duplicates>('skip');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const cancelRef = useRef(false);

  async function analyse(chosen: File, nextMapping: ImportMapping | null) {
    setBusy(true);
    setFailure(null);
    try {
      const answer = await previewImport(chosen, nextMapping);
      setMapping(answer.mapping);
      setStep({ kind: 'preview', answer });
    } catch (error) {
      setFailure(errorMessage(error, U.readFailed));
    } finally {
      setBusy(false);
    }
  }

  async function run(answer: PreviewAnswer) {
    if (!file || !mapping) return;
    cancelRef.current = false;
    setStep({ kind: 'importing', progress: { done: 0, total: answer.total } });
    try {
      const report = await importInBatches(
        file,
        { mapping, duplicates },
        (progress) => setStep({ kind: 'importing', progress }),
        () => cancelRef.current,
      );
      setStep({ kind: 'done', report });
    } catch (error) {
      setFailure(errorMessage(error, U.importFailed));
      setStep({ kind: 'preview', answer });
    }
  }

  const importing = step.kind === 'importing';
  const footer =
    step.kind === 'preview' ? (
      <>
        <Button variant="secondary" onClick={onClose}>
          {U.cancel}
        </Button>
        <Button onClick={() => void run(step.answer)} disabled={step.answer.valid === 0 || busy}>
          {U.importRows(step.answer.valid)}
        </Button>
      </>
    ) : importing ? (
      <Button
        variant="danger"
        onClick={() => {
          cancelRef.current = true;
        }}
      >
        {U.cancelImport}
      </Button>
    ) : (
      <Button variant="secondary" onClick={onClose}>
        {U.close}
      </Button>
    );

  return (
    <Modal open title={U.title} onClose={importing ? () => {} : onClose} size="xl" footer={footer} className="clients-import">
      {failure && (
        <p className="ui-error" role="alert">
          {failure}
        </p>
      )}
      {(step.kind === 'choose' || step.kind === 'preview') && (
        <div className="clients-import__file">
          <label htmlFor="clients-import-file" className="ui-label">
            {U.fileLabel}
          </label>
          <input
            id="clients-import-file"
            type="file"
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            aria-describedby="clients-import-hint"
            onChange={(e) => {
              const chosen = e.target.files?.[0] ?? null;
              setFile(chosen);
              setMapping(null);
              setStep({ kind: 'choose' });
              if (chosen) void analyse(chosen, null);
            }}
          />
          <p id="clients-import-hint" className="ui-muted">
            {U.fileHint}
          </p>
          {busy && <p role="status">{U.reading}</p>}
        </div>
      )}
      {step.kind === 'preview' && mapping && (
        <ImportPreview
          answer={step.answer}
          mapping={mapping}
          duplicates={duplicates}
          busy={busy}
          onMapping={(next) => file && void analyse(file, next)}
          onDuplicates={setDuplicates}
        />
      )}
      {importing && (
        <div className="clients-import__progress" role="status">
          <progress max={step.progress.total || 1} value={step.progress.done} aria-label={U.progressLabel} />
          <p>{U.progress(step.progress.done, step.progress.total)}</p>
        </div>
      )}
      {step.kind === 'done' && <ImportResult report={step.report} fileName={file?.name ?? ''} />}
    </Modal>
  );
}
