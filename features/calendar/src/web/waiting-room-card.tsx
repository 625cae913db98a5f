import { Badge, Button, toast } from '@agenda/ui';
import { FRONT_DESK_TEXTS as FD, minutesBetween } from '../shared/front-desk.ts';
import { URGENCY_BADGES, URGENCY_BADGE_TONES } from '../shared/urgency.ts';
import { useFrontDeskMutations, useFrontDeskRights, useTicking, useWaitingRoom } from './front-desk-hooks.ts';

/**
 * Who is waiting (decision 054): today's arrivals not yet called, urgencies first, each with the
 * time waited, counting up on screen; the patient's own professional calls from here ('Chamar').
 */
export function WaitingRoomCard() {
  const waiting = useWaitingRoom();
  const now = useTicking(15_000);
  const { callIn } = useFrontDeskMutations();
  const { mayCallPatient } = useFrontDeskRights();
  const patients = waiting.data ?? [];
  return (
    <section className="cal-side__card" aria-labelledby="cal-arrivals-title" data-testid="waiting-room">
      <header className="cal-side__header">
        <h2 id="cal-arrivals-title" className="cal-side__title">
          <span aria-hidden="true">🪑</span> {FD.waitingRoomTitle}
        </h2>
        <span
          className="cal-count-badge"
          role="status"
          data-empty={patients.length === 0 || undefined}
          aria-label={FD.waitingCount(patients.length)}
        >
          {patients.length}
        </span>
      </header>
      {patients.length === 0 ? (
        <p className="cal-urgency-empty">{FD.waitingRoomEmpty}</p>
      ) : (
        <ul className="cal-waiting">
          {patients.map((p) => (
            <li key={p.appointmentId} className="cal-waiting__item" data-urgent={p.urgency ? true : undefined}>
              <span className="cal-waiting__body">
                <strong>{p.firstName}</strong>{' '}
                {p.urgency && <Badge tone={URGENCY_BADGE_TONES[p.urgency.level]}>{URGENCY_BADGES[p.urgency.level]}</Badge>}
                <span className="cal-waiting__meta">
                  {FD.forProfessional(p.professional)} · {FD.waitingFor(minutesBetween(p.arrivedAt, now))}
                </span>
              </span>
              {mayCallPatient(p.professionalId) && (
                <Button
                  size="sm"
                  onClick={() =>
                    callIn.mutate({ id: p.appointmentId }, { onSuccess: () => toast.success(FD.called(p.firstName)) })
                  }
                  disabled={callIn.isPending}
                  aria-label={FD.callLabel(p.firstName)}
                >
                  <span aria-hidden="true">📣</span> {FD.call}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {/* The TV's page opens beside the agenda: reception keeps working here. */}
      <a href="/painel" target="_blank" rel="noopener" className="cal-waiting__panel-link">
        <span aria-hidden="true">📺</span> {FD.panelOpen}
      </a>
    </section>
  );
}
