import { useSuspenseQuery } from '@tanstack/react-query';
import { ATTENDANCE_TEXTS as A } from '../shared/attendance.ts';
import { trpc } from './api.ts';
import './calendar.css';

/**
 * On the client's record and the appointment's details (the clients' alert slot): how often they
 * missed ('Faltas') or cancelled less than 24 h before (decision 054). Nothing while both are zero.
 * It suspends until read: the detail opens whole, its buttons where they stay.
 */
export function ClientAttendance({ clientId }: { clientId: string }) {
  const attendance = useSuspenseQuery({
    ...trpc.calendar.attendanceOf.queryOptions({ clientId }),
    select: (data) => data.attendance,
  });
  const a = attendance.data;
  if (a.noShows === 0 && a.lateCancellations === 0) return null;
  return (
    <section className="cal-attendance" aria-label={A.title} data-testid="client-attendance">
      <span>
        <strong>{A.noShows}:</strong> {a.noShows}
      </span>
      <span>
        <strong>{A.lateCancellations}:</strong> {a.lateCancellations} <span className="ui-muted">({A.lateNote})</span>
      </span>
    </section>
  );
}
