import type { AppointmentActionSlotProps } from '@agenda/calendar/manifest';
import { formatDatePtBR, formatPhone } from '@agenda/br';
import { useSuspenseQuery } from '@tanstack/react-query';
import { BOOKING_TEXTS as T } from '../shared/texts.ts';
import { trpc } from './api.ts';
import './booking.css';

const shown = (field: string, value: string) =>
  !value ? '—' : field === 'phone' ? formatPhone(value) : field === 'birthDate' ? formatDatePtBR(value) : value;

/**
 * 'Dados informados no agendamento online' in the appointment detail: what the patient typed where it
 * differs from the record, which the booking left as it was (staff decide what to update).
 */
export function TypedData({ appointment }: AppointmentActionSlotProps) {
  const typed = useSuspenseQuery(trpc.booking.typedData.queryOptions({ appointmentId: appointment.id }));
  const differences = typed.data.request?.differences ?? [];
  if (differences.length === 0) return null;
  return (
    <section className="booking-typed" aria-label={T.typedData}>
      <h3>{T.typedData}</h3>
      <dl>
        {differences.map((d) => (
          <div key={d.field} style={{ display: 'contents' }}>
            <dt>{d.label}</dt>
            <dd>
              {shown(d.field, d.typed)} <span className="ui-muted">(no cadastro: {shown(d.field, d.stored)})</span>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
