/** @jsxImportSource hono/jsx */
/** @jsx jsx */
// Both pragmas: tests and the type checker compile JSX the automatic way (hono/jsx's runtime), the
// server's loader (tsx, no tsconfig at the root) the classic way, calling this `jsx`.
import { raw } from 'hono/html';
// biome-ignore lint/correctness/noUnusedImports: the classic JSX transform calls it (see above)
import { jsx } from 'hono/jsx';
import { FAVICON_PATH, pagePolicy } from '@agenda/trpc/rest';
import { formatDatePtBR } from '@agenda/br';
import { DOCUMENTS_TEXTS as T } from '../shared/texts.ts';
import type { PublicDocument } from './verification.service.ts';

// The public check of a document (/d/{token}), rendered here as plain HTML like the patient's page
// (decision 035): no script, one inline stylesheet allowed by its hash, a form that posts the file back.

const CSS = `*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2937;background:#f3f4f6}
main{max-width:32rem;margin:0 auto;padding:1rem}header{padding:1rem 1rem .5rem;max-width:32rem;margin:0 auto;color:#374151;font-weight:600}
h1{font-size:1.5rem;margin:.25rem 0 .5rem}h2{font-size:1.125rem;margin:0 0 .5rem}p.lead{margin:0}
.card{background:#fff;border-radius:.75rem;padding:1rem;box-shadow:0 1px 2px rgba(0,0,0,.08);margin-bottom:1rem}
dl{margin:0}dt{font-size:.8125rem;color:#4b5563;margin-top:.75rem}dd{margin:0;font-weight:600}
.hash{font-family:ui-monospace,monospace;font-size:.8125rem;word-break:break-all;font-weight:400}
.chip{display:inline-block;padding:.125rem .625rem;border-radius:999px;font-size:.875rem;background:#dcfce7;color:#14532d}
.chip[data-status=cancelado]{background:#fee2e2;color:#7f1d1d}
.note{border-radius:.5rem;padding:.75rem 1rem;margin-bottom:1rem;background:#dcfce7;color:#14532d;font-weight:600}.note[data-tone=warn]{background:#fee2e2;color:#7f1d1d}
label{display:block;font-size:.875rem;margin-bottom:.25rem;font-weight:600}input[type=file]{width:100%;font:inherit;margin-bottom:.5rem}
.help{font-size:.8125rem;color:#4b5563;margin:0 0 .75rem}
button{font:inherit;font-weight:600;width:100%;min-height:3rem;border-radius:.5rem;border:1px solid #15803d;background:#15803d;color:#fff;cursor:pointer}
:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}footer{text-align:center;font-size:.8125rem;color:#4b5563;padding:0 1rem 2rem}`;

export const VERIFY_PAGE_POLICY = pagePolicy(CSS);

const Layout = (props: { title: string; clinic?: string; children: unknown }) => (
  <html lang="pt-BR">
    <head>
      <meta charset="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <meta name="robots" content="noindex" />
      <meta name="referrer" content="no-referrer" />
      <meta name="description" content={T.verifyIntro} />
      <title>{props.clinic ? `${props.title} · ${props.clinic}` : props.title}</title>
      <link rel="icon" href={FAVICON_PATH} type="image/svg+xml" />
      <style>{raw(CSS)}</style>
    </head>
    <body>
      {props.clinic ? <header>{props.clinic}</header> : null}
      <main>{props.children}</main>
      <footer>{T.verifyFooter}</footer>
    </body>
  </html>
);

export const MessagePage = ({ title, text }: { title: string; text: string }) => (
  <Layout title={title}>
    <h1>{title}</h1>
    <p class="card">{text}</p>
  </Layout>
);

/** The document's public facts and the file check (with its outcome after a post). */
export function VerifyPage({ view, matches }: { view: PublicDocument; matches: boolean | null }) {
  return (
    <Layout title={T.verifyTitle} clinic={view.clinicName}>
      <h1>{T.verifyTitle}</h1>
      {matches === null ? null : (
        <p class="note" role="status" data-tone={matches ? 'ok' : 'warn'}>
          {matches ? T.matches : T.differs}
        </p>
      )}
      <section class="card" aria-label={T.verifyTitle}>
        <p class="lead">{T.verifyIntro}</p>
        <dl>
          <dt>{T.kind}</dt>
          <dd>
            {view.kindLabel} nº {view.number}
          </dd>
          <dt>{T.issuedOn}</dt>
          <dd>{formatDatePtBR(view.date)}</dd>
          <dt>{T.professional}</dt>
          <dd>{view.professional}</dd>
          <dt>{T.registration}</dt>
          <dd>{view.registration || '—'}</dd>
          <dt>{T.patient}</dt>
          <dd>{view.patientInitials}</dd>
          <dt>{T.status}</dt>
          <dd>
            <span class="chip" data-status={view.status}>
              {view.status === 'valido' ? T.valid : T.cancelled}
            </span>
          </dd>
          <dt>{T.signature}</dt>
          <dd>{view.signed ? T.signedDigitally : T.handSigned}</dd>
          <dt>{T.hash}</dt>
          <dd class="hash">{view.sha256}</dd>
        </dl>
      </section>
      <section class="card" aria-labelledby="upload-title">
        <h2 id="upload-title">{T.uploadTitle}</h2>
        <form method="post" enctype="multipart/form-data">
          <label for="file">{T.uploadLabel}</label>
          <input id="file" name="file" type="file" accept="application/pdf,.pdf" required aria-describedby="upload-help" />
          <p id="upload-help" class="help">
            {T.uploadHelp}
          </p>
          <button type="submit">{T.uploadButton}</button>
        </form>
      </section>
    </Layout>
  );
}
