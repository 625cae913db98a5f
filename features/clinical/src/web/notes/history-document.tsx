import { formatDatePtBR } from '@agenda/br';
import { ApiError, apiFetch } from '@agenda/api-client/session';
import { Badge, Button, toast } from '@agenda/ui';
import type { HistoryDocumentData } from '../../shared/records.ts';
import { CLINICAL_UI as U } from '../../shared/texts.ts';

/** The stored PDF (with the session's token) in a new tab: the same bytes the 'Documentos' tab serves. */
async function openPdf(path: string): Promise<void> {
  const tab = window.open('', '_blank');
  const response = await apiFetch(path, { headers: { accept: 'application/pdf' } });
  if (!response.ok) {
    tab?.close();
    const body = (await response.json().catch(() => ({}))) as { error?: string };
    throw new ApiError(body.error ?? U.openPdfFailed, response.status);
  }
  const url = URL.createObjectURL(await response.blob());
  if (tab) tab.location.href = url;
  else window.location.assign(url);
}

/** One issued document in the Histórico: kind and number, when, who, valid or cancelled (why), signed or not. */
export function HistoryDocument({ doc }: { doc: HistoryDocumentData }) {
  const valid = doc.status === 'valido';
  const open = () =>
    void openPdf(doc.pdfUrl).catch((error: unknown) => toast.error(error instanceof ApiError ? error.message : U.openPdfFailed));
  return (
    <li className="clinical-timeline__item clinical-timeline__item--document" data-testid="history-item">
      <div className="clinical-timeline__document">
        <div>
          <span className="clinical-chip clinical-chip--document">{U.document}</span>{' '}
          <strong>{U.documentNumber(doc.kindLabel, doc.number)}</strong>{' '}
          <span className="ui-muted">
            · {formatDatePtBR(doc.date)} {doc.time} · {doc.professionalName}
          </span>
          <div className="clinical-timeline__badges">
            <Badge tone={valid ? 'green' : 'red'}>{valid ? U.documentValid : U.documentCancelled}</Badge>
            <Badge tone={doc.signed ? 'blue' : 'grey'}>{doc.signed ? U.documentSigned : U.documentUnsigned}</Badge>
          </div>
          {doc.cancelReason ? <p className="ui-muted">{U.documentCancelReason(doc.cancelReason)}</p> : null}
        </div>
        <Button size="sm" variant="secondary" onClick={open} aria-label={U.openPdfLabel(doc.kindLabel, doc.number)}>
          {U.openPdf}
        </Button>
      </div>
    </li>
  );
}
