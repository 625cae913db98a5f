import { errorMessage, queryClient } from '@agenda/api-client/trpc';
import { Button, Modal, toast } from '@agenda/ui';
import { type ReactNode, useState } from 'react';
import { SETTINGS_TEXTS as T } from '../shared/texts.ts';
import type { AppointmentInPeriod, BlockedPeriod } from '../shared/validation.ts';
import { client } from './api.ts';
import { dateLabel } from './format.ts';

/** Saves the new holiday, bridge or block; with true, the same call cancels the appointments it covers. */
export type SavePeriod = (cancelAppointments: boolean) => Promise<{ cancelled: number }>;

interface Pending {
  appointments: AppointmentInPeriod[];
  save: SavePeriod;
}

/**
 * Before a holiday, bridge or block is saved: when active appointments fall inside it, the owner
 * sees them and keeps them (drawn above the block, flagged) or cancels them — one server call that
 * saves the item and cancels them together, so a failure leaves neither done.
 */
export function usePeriodGuard(): { guard: (period: BlockedPeriod, save: SavePeriod) => Promise<void>; dialog: ReactNode } {
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState<'keep' | 'cancel' | null>(null);

  const guard = async (period: BlockedPeriod, save: SavePeriod) => {
    let appointments: AppointmentInPeriod[];
    try {
      ({ appointments } = await client.settings.appointmentsInPeriod.query(period));
    } catch (error) {
      toast.error(errorMessage(error, T.itemFailed));
      return;
    }
    // A failed save is already a toast (the shared mutation error); nothing more to do here.
    if (appointments.length === 0) await save(false).catch(() => undefined);
    else setPending({ appointments, save });
  };

  const finish = async (cancelAppointments: boolean) => {
    if (!pending) return;
    setBusy(cancelAppointments ? 'cancel' : 'keep');
    try {
      const { cancelled } = await pending.save(cancelAppointments);
      if (cancelAppointments) {
        toast.success(T.cancelledAppointments(cancelled));
        await queryClient.invalidateQueries();
      }
      setPending(null);
    } catch {
      // The shared toast told what failed; nothing was saved or cancelled, and the dialog stays for another try.
    } finally {
      setBusy(null);
    }
  };

  const dialog = pending && (
    <Modal
      open
      title={T.affectedTitle}
      onClose={() => busy === null && setPending(null)}
      size="md"
      footer={
        <>
          <Button variant="secondary" onClick={() => setPending(null)} disabled={busy !== null}>
            {T.back}
          </Button>
          <Button variant="secondary" onClick={() => void finish(false)} loading={busy === 'keep'} disabled={busy === 'cancel'}>
            {T.keepAppointments}
          </Button>
          <Button variant="danger" onClick={() => void finish(true)} loading={busy === 'cancel'} disabled={busy === 'keep'}>
            {T.cancelAppointments}
          </Button>
        </>
      }
    >
      <p>{T.affectedLine(pending.appointments.length)}</p>
      <ul className="settings-affected" aria-label={T.affectedList}>
        {pending.appointments.map((a) => (
          <li key={a.id}>
            <strong>
              {dateLabel(a.date)} · {a.startTime} – {a.endTime}
            </strong>
            <span>
              {a.clientName} · {a.serviceName}
            </span>
          </li>
        ))}
      </ul>
    </Modal>
  );
  return { guard, dialog };
}
