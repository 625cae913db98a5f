import { Button, Modal } from '@agenda/ui';
import { useState } from 'react';
import type { SeriesScope } from '../shared/series.ts';
import { CALENDAR_TEXTS as T } from '../shared/texts.ts';
import { ScopeChoice } from './scope-choice.tsx';

/** Cancelling a series member: the usual question, and whether the later members go too. */
export function CancelSeriesDialog({
  busy,
  onCancel,
  onClose,
}: {
  busy: boolean;
  onCancel: (scope: SeriesScope) => void;
  onClose: () => void;
}) {
  const [scope, setScope] = useState<SeriesScope>('ONE');
  return (
    <Modal
      open
      title={T.confirmCancelTitle}
      onClose={onClose}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {T.confirmCancelNo}
          </Button>
          <Button variant="danger" onClick={() => onCancel(scope)} loading={busy}>
            {T.confirmCancelYes}
          </Button>
        </>
      }
    >
      <div className="ui-stack">
        <p>{T.confirmCancel}</p>
        <ScopeChoice value={scope} onChange={setScope} />
      </div>
    </Modal>
  );
}
