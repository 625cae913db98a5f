/** @jsxImportSource hono/jsx */
/** @jsx jsx */
// Both pragmas: tests and the type checker compile JSX the automatic way (hono/jsx's runtime), the
// server's loader (tsx, no tsconfig at the root) the classic way, calling this `jsx`.
import { raw } from 'hono/html';
// biome-ignore lint/correctness/noUnusedImports: the classic JSX transform calls it (see above)
import { jsx } from 'hono/jsx';
import { FAVICON_PATH, type PageOutcome, pagePolicy } from '@agenda/trpc/rest';
import { formatDatePtBR, weekdayOf } from '@agenda/br';
import { PATIENT_PAGE_TEXTS as T, PATIENT_STATUS_LABELS } from '../shared/texts.ts';

// The patient's page, rendered here as plain HTML: forms that post back, no script at all, one
// small stylesheet inline (allowed by its hash). See decision 035.

const WEEKDAYS = ['domingo', 'segunda-feira', 'terça-feira', 'quarta-feira', 'quinta-feira', 'sexta-feira', 'sábado'];

const CSS = `*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2937;background:#f3f4f6}
main{max-width:32rem;margin:0 auto;padding:1rem}header{padding:1rem 1rem .5rem;max-width:32rem;margin:0 auto;color:#374151;font-weight:600}
h1{font-size:1.5rem;margin:.25rem 0 .5rem}p.lead{margin:0}.card{background:#fff;border-radius:.75rem;padding:1rem;box-shadow:0 1px 2px rgba(0,0,0,.08);margin-bottom:1rem}
dl{margin:0}dt{font-size:.8125rem;color:#4b5563;margin-top:.75rem}dd{margin:0;font-weight:600}dd small{display:block;font-weight:400;color:#374151}
.chip{display:inline-block;padding:.125rem .625rem;border-radius:999px;font-size:.875rem;background:#fef3c7;color:#78350f}
.chip[data-status=CONFIRMED]{background:#dcfce7;color:#14532d}.chip[data-status=CANCELLED]{background:#fee2e2;color:#7f1d1d}
.note{border-radius:.5rem;padding:.75rem 1rem;margin-bottom:1rem;background:#e0f2fe;color:#0c4a6e}.note[data-tone=warn]{background:#fef3c7;color:#78350f}
button{font:inherit;font-weight:600;width:100%;min-height:3rem;border-radius:.5rem;border:1px solid #9ca3af;background:#fff;color:#1f2937;cursor:pointer}
.primary{background:#15803d;border-color:#15803d;color:#fff}.danger{color:#991b1b;border-color:#991b1b}
form{margin:0 0 .75rem}details{margin-bottom:.75rem}summary{cursor:pointer;padding:.75rem 1rem;border:1px solid #9ca3af;border-radius:.5rem;background:#fff;font-weight:600;list-style:none;text-align:center;min-height:3rem}
summary::-webkit-details-marker{display:none}details[open] summary{margin-bottom:.75rem}label{display:block;font-size:.875rem;margin-bottom:.25rem}
textarea{width:100%;font:inherit;padding:.5rem;border:1px solid #6b7280;border-radius:.5rem;margin-bottom:.75rem}
:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}footer{text-align:center;font-size:.8125rem;color:#4b5563;padding:0 1rem 2rem}
a.button{display:flex;align-items:center;justify-content:center;min-height:3rem;margin-bottom:.75rem;border-radius:.5rem;border:1px solid #1d4ed8;background:#fff;color:#1d4ed8;font-weight:600;text-decoration:none}
h2{font-size:1.0625rem;margin:1rem 0 .5rem}.slots{display:grid;grid-template-columns:repeat(auto-fill,minmax(5.5rem,1fr));gap:.5rem}.slots form{margin:0}`;

/** Nothing runs, nothing loads from elsewhere; forms post only back here. */
export const PATIENT_PAGE_POLICY = pagePolicy(CSS);

export interface PatientView {
  clinicName: string;
  clinicAddress: string;
  date: string;
  startTime: string;
  endTime: string;
  professional: string;
  service: string;
  firstName: string;
  status: string;
  rescheduleRequested: boolean;
}

/** What the page says after an action (the redirect's `?feito=` or `?aviso=`). */
export type Outcome = PageOutcome;

export const Layout = (props: { title: string; clinic?: string; children: unknown }) => (
  <html lang="pt-BR">
    <head>
      <meta charset="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <meta name="robots" content="noindex" />
      <meta name="referrer" content="no-referrer" />
      <meta name="description" content="Confirme, cancele ou peça para remarcar a sua consulta." />
      <title>{props.clinic ? `${props.title} · ${props.clinic}` : props.title}</title>
      <link rel="icon" href={FAVICON_PATH} type="image/svg+xml" />
      {/* Our own constant stylesheet, unescaped (its `>` selectors); the policy allows exactly it by hash. */}
      <style>{raw(CSS)}</style>
    </head>
    <body>
      {props.clinic ? <header>{props.clinic}</header> : null}
      <main>{props.children}</main>
      <footer>{T.footer}</footer>
    </body>
  </html>
);

const OutcomeNote = ({ outcome }: { outcome: Outcome | null }) =>
  outcome ? (
    <p class="note" role="status" data-tone={outcome.tone}>
      {outcome.text}
    </p>
  ) : null;

/** The appointment, its state, and what the patient may still do. */
export function PatientPage({
  view,
  outcome,
  rescheduleHref,
}: {
  view: PatientView;
  outcome: Outcome | null;
  rescheduleHref?: string;
}) {
  const open = view.status === 'PENDING' || view.status === 'CONFIRMED';
  const when = `${WEEKDAYS[weekdayOf(view.date)]}, ${formatDatePtBR(view.date)}`;
  return (
    <Layout title={T.title} clinic={view.clinicName}>
      <h1>{T.greeting(view.firstName)}</h1>
      <OutcomeNote outcome={outcome} />
      <section class="card" aria-label={T.title}>
        <p class="lead">{T.intro}</p>
        <dl>
          <dt>{T.when}</dt>
          <dd>
            {when}
            <small>
              {view.startTime} às {view.endTime}
            </small>
          </dd>
          <dt>{T.what}</dt>
          <dd>{view.service}</dd>
          <dt>{T.who}</dt>
          <dd>{view.professional}</dd>
          <dt>{T.where}</dt>
          <dd>
            {view.clinicName}
            {view.clinicAddress ? <small>{view.clinicAddress}</small> : null}
          </dd>
          <dt>{T.status}</dt>
          <dd>
            <span class="chip" data-status={view.status}>
              {PATIENT_STATUS_LABELS[view.status] ?? view.status}
            </span>
          </dd>
        </dl>
      </section>
      {open && view.rescheduleRequested && !outcome ? <p class="note">{T.alreadyAsked}</p> : null}
      {open ? (
        <section aria-label="O que você quer fazer">
          {view.status === 'PENDING' ? (
            <form method="post">
              <input type="hidden" name="action" value="confirm" />
              <button type="submit" class="primary">
                {T.confirm}
              </button>
            </form>
          ) : null}
          {rescheduleHref ? (
            <a class="button" href={rescheduleHref}>
              {T.rescheduleNow}
            </a>
          ) : null}
          {view.rescheduleRequested ? null : (
            <details>
              <summary>{T.reschedule}</summary>
              <form method="post">
                <input type="hidden" name="action" value="reschedule" />
                <label for="reschedule-reason">{T.rescheduleReasonLabel}</label>
                <textarea id="reschedule-reason" name="reason" rows={2} maxlength={500} />
                <button type="submit">Pedir para remarcar</button>
              </form>
            </details>
          )}
          <details>
            <summary>{T.cancel}</summary>
            <form method="post">
              <input type="hidden" name="action" value="cancel" />
              <label for="cancel-reason">{T.reasonLabel}</label>
              <textarea id="cancel-reason" name="reason" rows={2} maxlength={500} />
              <button type="submit" class="danger">
                Cancelar consulta
              </button>
            </form>
          </details>
        </section>
      ) : null}
    </Layout>
  );
}

/** A link that opens nothing (404), or a refusal to serve it now (429, 503): the same plain page. */
export const OutcomeBanner = OutcomeNote;

/** A date as the page says it: 'segunda-feira, 24/11/2026'. */
export const longDay = (date: string) => `${WEEKDAYS[weekdayOf(date)]}, ${formatDatePtBR(date)}`;

export const MessagePage = ({ title, text }: { title: string; text: string }) => (
  <Layout title={title}>
    <h1>{title}</h1>
    <p class="card">{text}</p>
  </Layout>
);
