/** @jsxImportSource hono/jsx */
/** @jsx jsx */
// Both pragmas: tests and the type checker compile JSX the automatic way (hono/jsx's runtime), the
// server's loader (tsx, no tsconfig at the root) the classic way, calling this `jsx`.
import { raw } from 'hono/html';
// biome-ignore lint/correctness/noUnusedImports: the classic JSX transform calls it (see above)
import { jsx } from 'hono/jsx';
import { formatDatePtBR, weekdayOf } from '@agenda/br';
import { FAVICON_PATH, type PageOutcome, pagePolicy } from '@agenda/trpc/rest';
import type { PublicOffer } from '../shared/schemas.ts';
import { WAITLIST_TEXTS as T } from '../shared/texts.ts';

// The offer's page, plain HTML as the patient link's (decision 035): one form that posts back, no
// script, one small stylesheet inline (allowed by its hash).

const WEEKDAYS = ['domingo', 'segunda-feira', 'terça-feira', 'quarta-feira', 'quinta-feira', 'sexta-feira', 'sábado'];

const CSS = `*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2937;background:#f3f4f6}
main{max-width:32rem;margin:0 auto;padding:1rem}header{padding:1rem 1rem .5rem;max-width:32rem;margin:0 auto;color:#374151;font-weight:600}
h1{font-size:1.5rem;margin:.25rem 0 .5rem}p.lead{margin:0}.card{background:#fff;border-radius:.75rem;padding:1rem;box-shadow:0 1px 2px rgba(0,0,0,.08);margin-bottom:1rem}
dl{margin:0}dt{font-size:.8125rem;color:#4b5563;margin-top:.75rem}dd{margin:0;font-weight:600}dd small{display:block;font-weight:400;color:#374151}
.note{border-radius:.5rem;padding:.75rem 1rem;margin-bottom:1rem;background:#e0f2fe;color:#0c4a6e}.note[data-tone=warn]{background:#fef3c7;color:#78350f}
.note[data-tone=ok]{background:#dcfce7;color:#14532d}
button{font:inherit;font-weight:600;width:100%;min-height:3rem;border-radius:.5rem;border:1px solid #15803d;background:#15803d;color:#fff;cursor:pointer}
form{margin:0 0 .75rem}p.hint{font-size:.875rem;color:#374151;margin:0 0 .75rem}
:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}footer{text-align:center;font-size:.8125rem;color:#4b5563;padding:0 1rem 2rem}`;

/** Nothing runs, nothing loads from elsewhere; the form posts only back here. */
export const OFFER_PAGE_POLICY = pagePolicy(CSS);

const Layout = (props: { title: string; clinic?: string; children: unknown }) => (
  <html lang="pt-BR">
    <head>
      <meta charset="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <meta name="robots" content="noindex" />
      <meta name="referrer" content="no-referrer" />
      <title>{props.clinic ? `${props.title} · ${props.clinic}` : props.title}</title>
      <link rel="icon" href={FAVICON_PATH} type="image/svg+xml" />
      {/* Our own constant stylesheet, unescaped; the policy allows exactly it by hash. */}
      <style>{raw(CSS)}</style>
    </head>
    <body>
      {props.clinic ? <header>{props.clinic}</header> : null}
      <main>{props.children}</main>
      <footer>{T.footer}</footer>
    </body>
  </html>
);

/** Why the offer cannot be taken now, by its status; null while it can. */
export function closedNote(status: string): PageOutcome | null {
  if (status === 'aceita') return { tone: 'ok', text: T.accepted };
  if (status === 'preenchida') return { tone: 'warn', text: T.slotTaken };
  if (status === 'expirada') return { tone: 'warn', text: T.offerExpired };
  if (status === 'encerrada') return { tone: 'warn', text: T.offerClosed };
  return null;
}

/** The freed slot, what the patient may do with it, or why not any more. */
export function OfferPage({ offer, outcome }: { offer: PublicOffer; outcome: PageOutcome | null }) {
  const note = closedNote(offer.status) ?? outcome;
  const title = offer.status === 'aceita' ? T.acceptedTitle : T.offerTitle;
  return (
    <Layout title={title} clinic={offer.clinicName}>
      <h1>{title}</h1>
      {note ? (
        <p class="note" role="status" data-tone={note.tone}>
          {note.text}
        </p>
      ) : null}
      <section class="card" aria-label={T.offerTitle}>
        <p class="lead">{T.offerLead(offer.firstName)}</p>
        <dl>
          <dt>{T.date}</dt>
          <dd>
            {`${WEEKDAYS[weekdayOf(offer.date)]}, ${formatDatePtBR(offer.date)}`}
            <small>
              {offer.startTime} às {offer.endTime}
            </small>
          </dd>
          <dt>{T.service}</dt>
          <dd>{offer.service}</dd>
          <dt>{T.professional}</dt>
          <dd>{offer.professional}</dd>
          <dt>{T.clinic}</dt>
          <dd>
            {offer.clinicName}
            {offer.clinicAddress ? <small>{offer.clinicAddress}</small> : null}
          </dd>
        </dl>
      </section>
      {offer.status === 'aberta' ? (
        <form method="post">
          <p class="hint">{T.validUntil(formatDatePtBR(offer.validUntil.date), offer.validUntil.time)}</p>
          <button type="submit">{T.acceptButton}</button>
        </form>
      ) : null}
    </Layout>
  );
}

export const MessagePage = ({ title, text }: { title: string; text: string }) => (
  <Layout title={title}>
    <h1>{title}</h1>
    <p class="card">{text}</p>
  </Layout>
);
