import { Button, Modal, TextAreaField, toast } from '@agenda/ui';
import { useState } from 'react';
import { CLINICAL_TEXTS as T, CLINICAL_UI as U } from '../../shared/texts.ts';

export interface RemoveModalProps {
  title: string;
  /** The confirmation question, e.g. 'Tem certeza que deseja excluir esta anamnese?'. */
  question: string;
  busy: boolean;
  /** Resolves once removed (the modal is then closed by the caller); rejects to keep it open. */
  onRemove: (reason: string) => Promise<void>;
  onClose: () => void;
}

/**
 * The confirmation before a clinical record is deleted. Nothing clinical is erased: the record
 * leaves the lists and keeps who deleted it and why, so a reason is required.
 */
export function RemoveModal({ title, question, busy, onRemove, onClose }: RemoveModalProps) {
  const [reason, setReason] = useState('');
  const confirm = () => {
    if (!reason.trim()) return void toast.warning(T.deleteReasonRequired);
    void onRemove(reason.trim()).catch(() => undefined);
  };
  return (
    <Modal
      open
      size="sm"
      title={title}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {U.cancel}
          </Button>
          <Button variant="danger" onClick={confirm} loading={busy}>
            {U.delete}
          </Button>
        </>
      }
    >
      <p>{question}</p>
      <p className="ui-muted">{U.keptOnDelete}</p>
      <TextAreaField label={U.deleteReason} value={reason} onChange={setReason} required rows={2} name="delete-reason" />
    </Modal>
  );
}
