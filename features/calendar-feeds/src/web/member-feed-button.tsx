import type { MemberActionSlotProps } from '@agenda/team/manifest';
import { Button, Modal } from '@agenda/ui';
import { useState } from 'react';
import { FEED_TEXTS as T } from '../shared/texts.ts';
import { FeedPanel } from './feed-panel.tsx';

/** On the Equipe page, beside an active member who attends: the owner makes or renews their feed. */
export function MemberFeedButton({ active, professionalId, fullName }: MemberActionSlotProps) {
  const [open, setOpen] = useState(false);
  if (!active || !professionalId) return null;
  return (
    <>
      <Button size="sm" variant="ghost" onClick={() => setOpen(true)} aria-label={T.memberAction(fullName)}>
        <span aria-hidden="true">📱</span> {T.memberButton}
      </Button>
      {open && (
        <Modal open title={T.memberAction(fullName)} onClose={() => setOpen(false)} size="md">
          <FeedPanel professionalId={professionalId} />
        </Modal>
      )}
    </>
  );
}
