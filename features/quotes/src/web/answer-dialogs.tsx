import { errorMessage } from '@agenda/api-client/trpc';
import { Button, Modal, SelectField, TextAreaField, TextField, toast } from '@agenda/ui';
import { useState } from 'react';
import {
  DESK_APPROVAL_METHOD_LABELS,
  DESK_APPROVAL_METHODS,
  type DeskApprovalMethod,
  REJECT_REASON_LABELS,
  REJECT_REASONS,
  type RejectReason,
} from '../shared/texts.ts';
import { QUOTES_UI as U } from '../shared/ui-texts.ts';
import type { QuoteData } from '../shared/wire.ts';
import { useQuoteMutations } from './hooks.ts';

/** 'Aprovar no balcão': which alternative, how the patient said yes and who, if not the patient. */
export function ApproveDialog({ quote, onClose }: { quote: QuoteData; onClose: () => void }) {
  const { approve } = useQuoteMutations();
  const [alternative, setAlternative] = useState('0');
  const [method, setMethod] = useState<DeskApprovalMethod>('PRESENCIAL');
  const [approverName, setApproverName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    try {
      await approve.mutateAsync({ id: quote.id, alternative: Number(alternative), method, approverName: approverName || null });
      toast.success(U.approved);
      onClose();
    } catch (failure) {
      setError(errorMessage(failure, U.loadFailed));
    }
  };
  return (
    <Modal
      open
      title={U.approveAtDesk}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={approve.isPending}>
            {U.cancel}
          </Button>
          <Button onClick={() => void submit()} loading={approve.isPending}>
            {U.confirmApprove}
          </Button>
        </>
      }
    >
      <div className="ui-stack">
        {quote.alternatives.length > 1 ? (
          <SelectField
            label={U.alternative}
            value={alternative}
            onChange={setAlternative}
            options={quote.alternatives.map((a) => ({ value: String(a.index), label: a.label }))}
          />
        ) : null}
        <SelectField
          label={U.method}
          value={method}
          onChange={(m) => setMethod(m as DeskApprovalMethod)}
          options={DESK_APPROVAL_METHODS.map((m) => ({ value: m, label: DESK_APPROVAL_METHOD_LABELS[m] }))}
        />
        <TextField label={U.approverName} value={approverName} onChange={setApproverName} maxLength={200} />
        {error ? (
          <p className="ui-error" role="alert">
            {error}
          </p>
        ) : null}
      </div>
    </Modal>
  );
}

/** 'Recusar': a reason from the list and a free text. */
export function RejectDialog({ quote, onClose }: { quote: QuoteData; onClose: () => void }) {
  const { reject } = useQuoteMutations();
  const [reason, setReason] = useState<RejectReason>('VALOR');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    try {
      await reject.mutateAsync({ id: quote.id, reason, note: note || null });
      toast.success(U.rejected);
      onClose();
    } catch (failure) {
      setError(errorMessage(failure, U.loadFailed));
    }
  };
  return (
    <Modal
      open
      title={U.reject}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={reject.isPending}>
            {U.cancel}
          </Button>
          <Button variant="danger" onClick={() => void submit()} loading={reject.isPending}>
            {U.confirmReject}
          </Button>
        </>
      }
    >
      <div className="ui-stack">
        <SelectField
          label={U.reason}
          value={reason}
          onChange={(r) => setReason(r as RejectReason)}
          options={REJECT_REASONS.map((r) => ({ value: r, label: REJECT_REASON_LABELS[r] }))}
        />
        <TextAreaField label={U.note} value={note} onChange={setNote} rows={2} maxLength={500} />
        {error ? (
          <p className="ui-error" role="alert">
            {error}
          </p>
        ) : null}
      </div>
    </Modal>
  );
}
