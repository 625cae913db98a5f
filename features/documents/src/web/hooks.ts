import { ApiError, apiFetch, requestJson } from '@agenda/api-client/session';
import { queryClient } from '@agenda/api-client/trpc';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { DocumentSummary } from '../server/documents.service.ts';
import { DOCUMENTS_TEXTS as T } from '../shared/texts.ts';
import { trpc } from './api.ts';

export type { DocumentSummary };

export const useClientDocuments = (clientId: string) => useQuery(trpc.documents.list.queryOptions({ clientId }));
export const useTemplates = () => useQuery(trpc.documents.templates.queryOptions());
export const useFrequentMedicines = (enabled: boolean) =>
  useQuery({ ...trpc.documents.frequentMedicines.queryOptions(), enabled });
export const useCertificate = (enabled: boolean) => useQuery({ ...trpc.documents.certificate.queryOptions(), enabled });

const refresh = () => queryClient.invalidateQueries(trpc.documents.pathFilter());
export const useIssueDocument = () =>
  useMutation(trpc.documents.issue.mutationOptions({ onSuccess: refresh, meta: { handlesError: true } }));
export const useSignDocument = () =>
  useMutation(trpc.documents.sign.mutationOptions({ onSuccess: refresh, meta: { handlesError: true } }));
export const useCancelDocument = () =>
  useMutation(trpc.documents.cancel.mutationOptions({ onSuccess: refresh, meta: { handlesError: true } }));
export const useSaveTemplate = () =>
  useMutation(trpc.documents.saveTemplate.mutationOptions({ onSuccess: refresh, meta: { handlesError: true } }));

/** The A1 certificate goes as a file (multipart) to its REST path. */
export async function uploadCertificate(file: File, password: string): Promise<void> {
  const form = new FormData();
  form.set('file', file);
  form.set('password', password);
  await requestJson('/api/documents/certificate', { method: 'POST', body: form });
  await refresh();
}

/** The stored PDF (with the session's token), as a blob URL the caller opens or downloads. */
export async function pdfUrl(doc: Pick<DocumentSummary, 'url'>): Promise<string> {
  const response = await apiFetch(doc.url, { headers: { accept: 'application/pdf' } });
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { error?: string };
    throw new ApiError(body.error ?? T.downloadFailed, response.status);
  }
  return URL.createObjectURL(await response.blob());
}

export async function downloadPdf(doc: Pick<DocumentSummary, 'url' | 'number' | 'kind'>): Promise<void> {
  const url = await pdfUrl(doc);
  const link = document.createElement('a');
  link.href = url;
  link.download = `${doc.kind}-${doc.number}.pdf`;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** 'Imprimir': the PDF in a new tab, where the browser's viewer prints it as issued. */
export async function printPdf(doc: Pick<DocumentSummary, 'url'>): Promise<void> {
  const tab = window.open('', '_blank');
  const url = await pdfUrl(doc);
  if (tab) tab.location.href = url;
  else window.location.assign(url);
}
