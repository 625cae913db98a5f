import { SideDrawer } from '@agenda/ui';
import { useEffect, useState } from 'react';
import { CALENDAR_TEXTS as T } from '../shared/texts.ts';
import { AppointmentDetailModal } from './appointment-detail-modal.tsx';
import { useUrgentAppointments } from './hooks.ts';
import { UrgencyList } from './urgency-list.tsx';
import './calendar.css';

/** The clock the elapsed labels read, ticking every 30 seconds while shown. */
export function useNow(active = true): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    if (!active) return;
    setNow(new Date());
    const timer = setInterval(() => setNow(new Date()), 30_000);
    return () => clearInterval(timer);
  }, [active]);
  return now;
}

export interface WaitingRoomDrawerProps {
  open: boolean;
  onClose: () => void;
  onOpenAppointment: (id: string) => void;
}

/** 'Sala de Espera - Urgências': every urgency, by level then reported time. */
export function WaitingRoomDrawer({ open, onClose, onOpenAppointment }: WaitingRoomDrawerProps) {
  const urgent = useUrgentAppointments();
  const now = useNow(open);
  const items = (urgent.data ?? []).flatMap((a) => (a.urgency ? [{ ...a, urgency: a.urgency }] : []));
  return (
    <SideDrawer open={open} onClose={onClose} title={`🚨 ${T.urgentRoomTitle}`} width={440}>
      <UrgencyList items={items} variant="panel" now={now} onOpen={onOpenAppointment} />
    </SideDrawer>
  );
}

/** The top bar's urgent-room button: the real count as a badge; opens the waiting room. */
export function UrgentRoomButton() {
  const urgent = useUrgentAppointments();
  const [open, setOpen] = useState(false);
  const [detailId, setDetailId] = useState<string | null>(null);
  const count = urgent.data?.length ?? 0;
  return (
    <>
      <button type="button" className="ui-button ui-button--ghost ui-button--sm cal-urgent-button" onClick={() => setOpen(true)}>
        <span aria-hidden="true">🚨</span> {T.urgentRoomButton}
        {/* The count is read with the label ('Urgências 3'): the name holds what is seen (WCAG 2.5.3). */}
        {count > 0 && (
          <>
            {' '}
            <span className="cal-urgent-button__badge">{count}</span>
          </>
        )}
      </button>
      <WaitingRoomDrawer
        open={open}
        onClose={() => setOpen(false)}
        onOpenAppointment={(id) => {
          setOpen(false);
          setDetailId(id);
        }}
      />
      {detailId && <AppointmentDetailModal appointmentId={detailId} onClose={() => setDetailId(null)} />}
    </>
  );
}
