/** @jsxImportSource hono/jsx */
/** @jsx jsx */
// Both pragmas: tests and the type checker compile JSX the automatic way (hono/jsx's runtime), the
// server's loader (tsx, no tsconfig at the root) the classic way, calling this `jsx`.
import { raw } from 'hono/html';
// biome-ignore lint/correctness/noUnusedImports: the classic JSX transform calls it (see above)
import { jsx } from 'hono/jsx';
import { FAVICON_PATH, pagePolicy } from '@agenda/trpc/rest';
import { PAGE_TEXTS as P } from '../shared/texts.ts';

// The booking page's frame: plain HTML, no script at all, one small stylesheet inline (allowed by its
// hash), forms that post back here (decision 035).

const CSS = `*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2937;background:#f3f4f6}
main{max-width:36rem;margin:0 auto;padding:0 1rem 1rem}header{max-width:36rem;margin:0 auto;padding:1rem 1rem .25rem}
header p{margin:.125rem 0;color:#374151}.clinic{font-size:1.25rem;font-weight:700;margin:0;color:#111827}.intro{white-space:pre-line}
h1{font-size:1.375rem;margin:.75rem 0}h2{font-size:1.125rem;margin:0 0 .75rem}
.card{background:#fff;border-radius:.75rem;padding:1rem;box-shadow:0 1px 2px rgba(0,0,0,.08);margin-bottom:1rem}
ul.choices{list-style:none;margin:0;padding:0;display:grid;gap:.5rem}ul.days{grid-template-columns:repeat(auto-fill,minmax(6.5rem,1fr))}
ul.times{grid-template-columns:repeat(auto-fill,minmax(5rem,1fr))}
.choice{display:block;padding:.75rem 1rem;border:1px solid #9ca3af;border-radius:.5rem;background:#fff;color:#1f2937;text-decoration:none;min-height:3rem}
a.choice:hover{border-color:#15803d;background:#f0fdf4}.choice b{display:block}.choice small{color:#374151}
.day{text-align:center;padding:.5rem}.day[data-empty=true]{background:#e5e7eb;color:#4b5563;border-color:#d1d5db}
.day .count{display:block;font-size:.8125rem;color:#166534;font-weight:600}.day[data-empty=true] .count{color:#4b5563;font-weight:400}
.time{text-align:center;font-weight:600}
.summary{display:flex;flex-wrap:wrap;gap:.25rem .75rem;margin:0 0 1rem;padding:0;list-style:none;font-size:.9375rem}
.summary a{color:#1d4ed8}.pager{display:flex;justify-content:space-between;margin-top:.75rem}.pager a{color:#1d4ed8;font-weight:600;padding:.5rem 0}
label{display:block;font-weight:600;margin:.75rem 0 .25rem}input[type=text],input[type=email],input[type=tel],input[type=date]{width:100%;font:inherit;padding:.625rem .75rem;border:1px solid #6b7280;border-radius:.5rem;background:#fff;min-height:3rem}
.check{display:flex;gap:.5rem;align-items:flex-start;font-weight:400}.check input{width:1.5rem;height:1.5rem;margin:.125rem 0 0;flex:none}
.error{color:#991b1b;font-size:.875rem;margin:.25rem 0 0}[aria-invalid=true]{border-color:#991b1b!important}
.note{border-radius:.5rem;padding:.75rem 1rem;margin-bottom:1rem;background:#e0f2fe;color:#0c4a6e}.note[data-tone=warn]{background:#fef3c7;color:#78350f}
.hp{position:absolute;left:-10000px;width:1px;height:1px;overflow:hidden}
button,.button{display:block;text-align:center;text-decoration:none;font:inherit;font-weight:600;width:100%;min-height:3rem;padding:.75rem;border-radius:.5rem;border:1px solid #15803d;background:#15803d;color:#fff;cursor:pointer;margin-top:1rem}
.button.secondary{background:#fff;color:#14532d}
details{margin:.5rem 0}summary{cursor:pointer;color:#1d4ed8}.privacy{white-space:pre-line;font-size:.875rem;color:#374151}
dl{margin:0}dt{font-size:.8125rem;color:#4b5563;margin-top:.75rem}dd{margin:0;font-weight:600}dd small{display:block;font-weight:400;color:#374151}
fieldset{border:0;padding:0;margin:0}legend{font-weight:600;margin-bottom:.5rem}.radio{display:flex;gap:.5rem;align-items:center;font-weight:600;margin:0}
:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}footer{text-align:center;font-size:.8125rem;color:#4b5563;padding:0 1rem 2rem}`;

/** Nothing runs, nothing loads from elsewhere; forms post only back here. */
export const BOOKING_PAGE_POLICY = pagePolicy(CSS);

export interface ClinicHeader {
  name: string;
  address: string;
  text: string;
}

export const Layout = (props: { title: string; clinic?: ClinicHeader; intro?: boolean; children: unknown }) => (
  <html lang="pt-BR">
    <head>
      <meta charset="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <meta name="referrer" content="no-referrer" />
      <meta name="description" content={P.description} />
      <title>{props.clinic ? `${props.title} · ${props.clinic.name}` : props.title}</title>
      <link rel="icon" href={FAVICON_PATH} type="image/svg+xml" />
      {/* Our own constant stylesheet, unescaped (its `>` selectors); the policy allows exactly it by hash. */}
      <style>{raw(CSS)}</style>
    </head>
    <body>
      {props.clinic ? (
        <header>
          <p class="clinic">{props.clinic.name}</p>
          {props.clinic.address ? <p>{props.clinic.address}</p> : null}
          {props.intro && props.clinic.text ? <p class="intro">{props.clinic.text}</p> : null}
        </header>
      ) : null}
      <main>{props.children}</main>
      <footer>{P.footer}</footer>
    </body>
  </html>
);

/** An unknown or switched-off page (404), or a refusal to serve it now (429): the same plain frame. */
export const MessagePage = ({ title, text }: { title: string; text: string }) => (
  <Layout title={title}>
    <h1>{title}</h1>
    <p class="card">{text}</p>
  </Layout>
);
