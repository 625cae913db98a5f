import { useAuth } from '@agenda/auth/web';
import { formatDatePtBR } from '@agenda/br';
import { errorMessage } from '@agenda/api-client/trpc';
import { Badge, Button, EmptyState, LoadingText, toast, useMay } from '@agenda/ui';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { DOCUMENTS_TEXTS as T } from '../shared/texts.ts';
import { CancelDialog } from './cancel-dialog.tsx';
import { type DocumentSummary, downloadPdf, printPdf, useClientDocuments } from './hooks.ts';
import { NewDocumentDialog } from './new-document-dialog.tsx';
import { SignDialog } from './sign-dialog.tsx';
import './documents.css';

type Open = { kind: 'new' } | { kind: 'sign' | 'cancel'; doc: DocumentSummary } | null;

/** 'Documentos': what was issued to the patient, newest first; issue, sign, print, cancel. */
export function DocumentsTab({ clientId, clientName }: { clientId: string; clientName: string }) {
  const documents = useClientDocuments(clientId);
  const may = useMay();
  const me = useAuth().user;
  const [open, setOpen] = useState<Open>(null);
  const mayIssue = may('documents');
  const run = (action: () => Promise<void>) => () =>
    void action().catch((error: unknown) => toast.error(errorMessage(error, T.downloadFailed)));

  const list = documents.data?.documents ?? [];
  return (
    <section className="documents-tab" aria-labelledby="documents-title">
      <header className="documents-tab__header">
        <h3 id="documents-title" className="documents-tab__title">
          📄 {T.tab}
        </h3>
        <div className="documents-item__actions">
          {may('documentTemplates') ? (
            <Link to="/documentos/modelos" className="ui-button ui-button--secondary ui-button--sm">
              {T.templatesTitle}
            </Link>
          ) : null}
          {mayIssue ? <Button onClick={() => setOpen({ kind: 'new' })}>{T.newDocument}</Button> : null}
        </div>
      </header>
      {documents.isLoading ? <LoadingText /> : null}
      {documents.isError ? <p role="alert">{T.loadFailed}</p> : null}
      {documents.isSuccess && list.length === 0 ? <EmptyState title={T.emptyList} /> : null}
      {list.length > 0 ? (
        <ul className="documents-list" aria-label={T.listLabel}>
          {list.map((doc) => {
            const mine = doc.issuedBy === me?.id;
            const valid = doc.status === 'valido';
            return (
              <li key={doc.id} className="documents-item" data-status={doc.status}>
                <div className="documents-item__what">
                  <strong>
                    {doc.kindLabel} {T.number} {doc.number}
                  </strong>
                  <span className="ui-muted">
                    {formatDatePtBR(doc.date)} · {doc.professionalName}
                  </span>
                  <span className="documents-item__badges">
                    <Badge tone={valid ? 'green' : 'red'}>{valid ? T.validBadge : T.cancelledBadge}</Badge>
                    <Badge tone={doc.signed ? 'blue' : 'grey'}>{doc.signed ? T.signedBadge : T.unsignedBadge}</Badge>
                  </span>
                  {doc.cancelReason ? <span className="ui-muted">{doc.cancelReason}</span> : null}
                </div>
                <div className="documents-item__actions">
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={run(() => printPdf(doc))}
                    aria-label={T.actionLabel(T.print, doc.kindLabel, doc.number)}
                  >
                    {T.print}
                  </Button>
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={run(() => downloadPdf(doc))}
                    aria-label={T.actionLabel(T.download, doc.kindLabel, doc.number)}
                  >
                    {T.download}
                  </Button>
                  {mine && valid && !doc.signed ? (
                    <Button
                      size="sm"
                      onClick={() => setOpen({ kind: 'sign', doc })}
                      aria-label={T.actionLabel(T.sign, doc.kindLabel, doc.number)}
                    >
                      {T.sign}
                    </Button>
                  ) : null}
                  {valid && mayIssue && (mine || me?.role === 'OWNER') ? (
                    <Button
                      size="sm"
                      variant="danger"
                      onClick={() => setOpen({ kind: 'cancel', doc })}
                      aria-label={T.actionLabel(T.cancelAction, doc.kindLabel, doc.number)}
                    >
                      {T.cancelAction}
                    </Button>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
      ) : null}
      {open?.kind === 'new' ? (
        <NewDocumentDialog clientId={clientId} clientName={clientName} onClose={() => setOpen(null)} />
      ) : null}
      {open?.kind === 'sign' ? <SignDialog doc={open.doc} onClose={() => setOpen(null)} /> : null}
      {open?.kind === 'cancel' ? <CancelDialog doc={open.doc} onClose={() => setOpen(null)} /> : null}
    </section>
  );
}
