import { errorMessage } from '@agenda/api-client/trpc';
import { Button, Modal, TextAreaField, toast } from '@agenda/ui';
import { type FormEvent, useState } from 'react';
import type { RecallData } from '../shared/recall.ts';
import { MAX_REASON_LENGTH } from '../shared/recall.ts';
import { RECALLS_TEXTS as T } from '../shared/texts.ts';
import { useDismissRecall } from './hooks.ts';

/** 'Dispensar': the recall leaves the list until a new completed visit, with the reason staff give. */
export function DismissDialog({ recall, onClose }: { recall: RecallData; onClose: () => void }) {
  const dismiss = useDismissRecall();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!reason.trim()) {
      setError(T.reasonRequired);
      return;
    }
    try {
      await dismiss.mutateAsync({ clientId: recall.clientId, serviceId: recall.serviceId, reason });
      toast.success(T.dismissed);
      onClose();
    } catch (failure) {
      setError(errorMessage(failure, T.loadFailed));
    }
  };

  return (
    <Modal
      open
      title={T.dismissTitle}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={dismiss.isPending}>
            {T.cancel}
          </Button>
          <Button variant="danger" onClick={() => void submit()} loading={dismiss.isPending}>
            {T.confirmDismiss}
          </Button>
        </>
      }
    >
      <form className="ui-stack" onSubmit={(event) => void submit(event)}>
        <p>{T.dismissIntro(recall.clientName, recall.serviceName)}</p>
        <TextAreaField
          label={T.reason}
          value={reason}
          onChange={(next) => {
            setReason(next);
            setError(null);
          }}
          placeholder={T.reasonPlaceholder}
          maxLength={MAX_REASON_LENGTH}
          rows={3}
          required
          error={error}
        />
      </form>
    </Modal>
  );
}
