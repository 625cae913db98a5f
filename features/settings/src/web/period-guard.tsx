import type { AppointmentInPeriod, BlockedPeriod } from '@agenda/trpc';
import { errorMessage, queryClient } from '@agenda/trpc/client';
import { Button, Modal, toast } from '@agenda/ui';
import { type ReactNode, useState } from 'react';
import { SETTINGS_TEXTS as T } from '../shared/texts.ts';
import { client } from './api.ts';
import { dateLabel } from './format.ts';

interface Pending {
  period: BlockedPeriod;
  appointments: AppointmentInPeriod[];
  proceed: () => void;
}

/**
 * Before a holiday, bridge or block is saved: when active appointments fall inside it, the owner
 * sees them and keeps them (drawn above the block, flagged) or cancels them in the same step.
 */
export function usePeriodGuard(): { guard: (period: BlockedPeriod, proceed: () => void) => Promise<void>; dialog: ReactNode } {
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState(false);

  const guard = async (period: BlockedPeriod, proceed: () => void) => {
    try {
      const { appointments } = await client.settings.appointmentsInPeriod.query(period);
      if (appointments.length === 0) proceed();
      else setPending({ period, appointments, proceed });
    } catch (error) {
      toast.error(errorMessage(error, T.itemFailed));
    }
  };

  const keep = () => {
    pending?.proceed();
    setPending(null);
  };
  const cancelThem = async () => {
    if (!pending) return;
    setBusy(true);
    try {
      const { cancelled } = await client.settings.cancelAppointmentsInPeriod.mutate(pending.period);
      toast.success(T.cancelledAppointments(cancelled));
      await queryClient.invalidateQueries();
      pending.proceed();
      setPending(null);
    } catch (error) {
      toast.error(errorMessage(error, T.itemFailed));
    } finally {
      setBusy(false);
    }
  };

  const dialog = pending && (
    <Modal
      open
      title={T.affectedTitle}
      onClose={() => setPending(null)}
      size="md"
      footer={
        <>
          <Button variant="secondary" onClick={() => setPending(null)} disabled={busy}>
            {T.back}
          </Button>
          <Button variant="secondary" onClick={keep} disabled={busy}>
            {T.keepAppointments}
          </Button>
          <Button variant="danger" onClick={() => void cancelThem()} loading={busy}>
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
