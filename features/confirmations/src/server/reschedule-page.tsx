/** @jsxImportSource hono/jsx */
/** @jsx jsx */
// Both pragmas: see patient-page.tsx.
// biome-ignore lint/correctness/noUnusedImports: the classic JSX transform calls it (see above)
import { jsx } from 'hono/jsx';
import { PATIENT_PAGE_TEXTS as T } from '../shared/texts.ts';
import { Layout, type Outcome, OutcomeBanner, type PatientView, longDay } from './patient-page.tsx';

interface Slot {
  date: string;
  startTime: string;
}

/**
 * 'Remarcar' (decision 054): the free slots of the same service with the same professional, by day;
 * each is a form that posts the choice back (no script on the page, decision 035).
 */
export function ReschedulePage({
  view,
  slots,
  back,
  outcome,
  movable,
}: {
  view: PatientView;
  slots: Slot[];
  back: string;
  outcome: Outcome | null;
  /** False once the policy's hours before the appointment have begun: the outcome says so, no list. */
  movable: boolean;
}) {
  const days = [...new Set(slots.map((s) => s.date))];
  return (
    <Layout title={T.rescheduleTitle} clinic={view.clinicName}>
      <h1>{T.rescheduleTitle}</h1>
      <OutcomeBanner outcome={outcome} />
      {movable ? <p>{T.rescheduleIntro(view.service, view.professional)}</p> : null}
      {movable && days.length === 0 ? <p class="card">{T.noSlots}</p> : null}
      {days.map((day) => (
        <section key={day} aria-label={longDay(day)}>
          <h2>{longDay(day)}</h2>
          <div class="slots">
            {slots
              .filter((s) => s.date === day)
              .map((s) => (
                <form key={s.startTime} method="post">
                  <input type="hidden" name="date" value={s.date} />
                  <input type="hidden" name="startTime" value={s.startTime} />
                  <button type="submit" aria-label={`${longDay(s.date)} às ${s.startTime}`}>
                    {s.startTime}
                  </button>
                </form>
              ))}
          </div>
        </section>
      ))}
      <p>
        <a class="button" href={back}>
          {T.backToAppointment}
        </a>
      </p>
    </Layout>
  );
}
