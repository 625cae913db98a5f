import { formatDatePtBR } from '@agenda/br';
import { Badge, Button } from '@agenda/ui';
import { BOOKING_TEXTS as T } from '../shared/texts.ts';
import { useMarkSeen, useOnlineBookings } from './hooks.ts';
import './booking.css';

/** 'Novos agendamentos online' above the week, while any is not yet seen by the staff. */
export function OnlineBookingsPanel() {
  const bookings = useOnlineBookings();
  const seen = useMarkSeen();
  const list = bookings.data.bookings;
  if (list.length === 0) return null;
  return (
    <section className="ui-card booking-panel" aria-labelledby="online-bookings-title">
      <header className="ui-card__header">
        <h2 id="online-bookings-title" className="ui-card__title">
          {T.onlineBookings} ({list.length})
        </h2>
      </header>
      <ul>
        {list.map((b) => (
          <li key={b.appointmentId}>
            <div className="booking-panel__who">
              <strong>{b.clientName}</strong>
              <span className="booking-panel__when">
                {formatDatePtBR(b.date)} às {b.startTime}
              </span>
              {b.newClient || b.differences.length > 0 ? (
                <span className="booking-panel__marks">
                  {b.newClient ? <Badge tone="blue">{T.newPatient}</Badge> : null}
                  {b.differences.length > 0 ? <Badge tone="amber">{T.typedData}</Badge> : null}
                </span>
              ) : null}
            </div>
            <Button
              size="sm"
              variant="secondary"
              loading={seen.isPending && seen.variables?.appointmentId === b.appointmentId}
              onClick={() => seen.mutate({ appointmentId: b.appointmentId })}
              aria-label={`${T.seen}: ${b.clientName}, ${formatDatePtBR(b.date)} às ${b.startTime}`}
            >
              {T.seen}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
