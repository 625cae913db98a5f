import { queryClient } from '@agenda/api-client/trpc';
import { ApiError, apiFetch, requestJson } from '@agenda/api-client/session';
import type { ImportMapping, ImportProblem } from '../../shared/import.ts';
import type { ImportAnswer, PreviewAnswer } from '../../shared/import-schemas.ts';
import { trpc } from '../api.ts';

export type Duplicates = 'skip' | 'merge';

function form(file: File, fields: Record<string, string | undefined>): FormData {
  const data = new FormData();
  data.set('file', file, file.name);
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) data.set(key, value);
  return data;
}

/** The dry run: the preview and every problem, nothing created. */
export const previewImport = (file: File, mapping: ImportMapping | null) =>
  requestJson<PreviewAnswer>('/api/clients/import', {
    method: 'POST',
    body: form(file, { dryRun: 'true', mapping: mapping ? JSON.stringify(mapping) : undefined }),
  });

export interface ImportProgress {
  done: number;
  total: number;
}
export interface ImportReport {
  total: number;
  imported: number;
  skipped: number;
  merged: number;
  errors: ImportProblem[];
  cancelled: boolean;
}

const BATCH_ROWS = 1000;

/**
 * Imports in batches of rows, each one transaction on the server, so that a progress bar can follow
 * and a cancel stops between two batches (what the earlier ones imported stays).
 */
export async function importInBatches(
  file: File,
  options: { mapping: ImportMapping; duplicates: Duplicates },
  onProgress: (progress: ImportProgress) => void,
  cancelled: () => boolean,
): Promise<ImportReport> {
  const report: ImportReport = { total: 0, imported: 0, skipped: 0, merged: 0, errors: [], cancelled: false };
  let from: number | null = 0;
  let importId: string | undefined;
  while (from !== null) {
    if (cancelled()) {
      report.cancelled = true;
      break;
    }
    const batch: ImportAnswer = await requestJson<ImportAnswer>('/api/clients/import', {
      method: 'POST',
      body: form(file, {
        mapping: JSON.stringify(options.mapping),
        duplicates: options.duplicates,
        from: String(from),
        count: String(BATCH_ROWS),
        importId,
      }),
    });
    importId = batch.importId;
    report.total = batch.total;
    report.imported += batch.imported;
    report.skipped += batch.skipped;
    report.merged += batch.merged;
    report.errors.push(...batch.errors);
    from = batch.next;
    onProgress({ done: from ?? batch.total, total: batch.total });
  }
  await queryClient.invalidateQueries(trpc.clients.pathFilter());
  return report;
}

/** Saves the clinic's clients as the import's CSV ('clientes.csv'). */
export async function downloadClientsCsv(): Promise<void> {
  const response = await apiFetch('/api/clients/export.csv', { headers: { accept: 'text/csv' } });
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { error?: string };
    throw new ApiError(body.error ?? '', response.status);
  }
  saveFile(await response.blob(), 'clientes.csv');
}

export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
