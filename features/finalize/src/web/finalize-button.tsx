import type { AppointmentActionSlotProps } from '@agenda/calendar/manifest';
import { Button } from '@agenda/ui';
import { Suspense, lazy, useState } from 'react';
import { FINALIZE_TEXTS as T } from '../shared/texts.ts';

const FinalizeModal = lazy(() => import('./finalize-modal.tsx').then((m) => ({ default: m.FinalizeModal })));

const FINALIZABLE = ['PENDING', 'CONFIRMED', 'ARRIVED', 'IN_SERVICE', 'OVERDUE'];

/** 'Finalizar Atendimento' in the appointment detail; the modal is its own chunk, loaded on click. */
export function FinalizeButton({ appointment, onDone }: AppointmentActionSlotProps) {
  const [open, setOpen] = useState(false);
  if (!FINALIZABLE.includes(appointment.status)) return null;
  return (
    <>
      <Button onClick={() => setOpen(true)}>💳 {T.open}</Button>
      {open && (
        <Suspense fallback={null}>
          <FinalizeModal
            appointment={appointment}
            onClose={() => setOpen(false)}
            onDone={() => {
              setOpen(false);
              onDone();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
