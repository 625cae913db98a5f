import { errorMessage } from '@agenda/api-client/trpc';
import { Button, Modal, TextAreaField, toast } from '@agenda/ui';
import { type FormEvent, useState } from 'react';
import { MAX_REASON_LENGTH } from '../shared/schemas.ts';
import { DOCUMENTS_TEXTS as T } from '../shared/texts.ts';
import { type DocumentSummary, useCancelDocument } from './hooks.ts';

/** 'Cancelar': the document stays listed as cancelado, with the reason. */
export function CancelDialog({ doc, onClose }: { doc: DocumentSummary; onClose: () => void }) {
  const cancel = useCancelDocument();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!reason.trim()) return setError(T.reasonRequired);
    try {
      await cancel.mutateAsync({ id: doc.id, reason });
      toast.success(T.cancelledToast);
      onClose();
    } catch (failure) {
      setError(errorMessage(failure, T.loadFailed));
    }
  };
  return (
    <Modal
      open
      title={T.cancelTitle}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={cancel.isPending}>
            {T.keep}
          </Button>
          <Button variant="danger" onClick={() => void submit()} loading={cancel.isPending}>
            {T.confirmCancel}
          </Button>
        </>
      }
    >
      <form className="ui-stack" onSubmit={(event) => void submit(event)}>
        <p>{T.cancelIntro(doc.kindLabel, doc.number)}</p>
        <TextAreaField
          label={T.reason}
          value={reason}
          onChange={(next) => {
            setReason(next);
            setError(null);
          }}
          maxLength={MAX_REASON_LENGTH}
          rows={3}
          required
          error={error}
        />
      </form>
    </Modal>
  );
}
