/** @jsxImportSource hono/jsx */
/** @jsx jsx */
// Both pragmas: tests and the type checker compile JSX the automatic way (hono/jsx's runtime), the
// server's loader (tsx, no tsconfig at the root) the classic way, calling this `jsx`.
import { createHash } from 'node:crypto';
import { raw } from 'hono/html';
// biome-ignore lint/correctness/noUnusedImports: the classic JSX transform calls it (see above)
import { jsx } from 'hono/jsx';
import { FAVICON_PATH, type PageOutcome } from '@agenda/trpc/rest';
import { formatBRL, formatDatePtBR } from '@agenda/br';
import { QUOTE_PAGE_TEXTS as T } from '../shared/page-texts.ts';
import { PAYMENT_KIND_LABELS, REJECT_REASONS, REJECT_REASON_LABELS } from '../shared/texts.ts';
import type { OpenReceivablePix } from '@agenda/finance/server';
import type { InstallmentData } from '../shared/wire.ts';
import type { PublicAlternative, PublicQuoteAnswer } from './page-read.ts';

// The patient's quote page, rendered here as HTML (decision 035): forms that post back, one small
// inline script for the drawn signature and one inline stylesheet, each allowed by its hash.

const CSS = `*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2937;background:#f3f4f6}
main{max-width:40rem;margin:0 auto;padding:1rem}header{padding:1rem 1rem .5rem;max-width:40rem;margin:0 auto;color:#374151;font-weight:600}
h1{font-size:1.5rem;margin:.25rem 0 .5rem}h2{font-size:1.125rem;margin:0 0 .5rem}.card{background:#fff;border-radius:.75rem;padding:1rem;box-shadow:0 1px 2px rgba(0,0,0,.08);margin-bottom:1rem}
table{width:100%;border-collapse:collapse;font-size:.9375rem}th,td{text-align:left;padding:.375rem .25rem;border-bottom:1px solid #e5e7eb;vertical-align:top}
th{font-size:.8125rem;color:#4b5563;font-weight:600}td.n,th.n{text-align:right;white-space:nowrap}tfoot td{font-weight:600;border-bottom:0}
.muted{color:#4b5563;font-size:.875rem}.note{border-radius:.5rem;padding:.75rem 1rem;margin-bottom:1rem;background:#e0f2fe;color:#0c4a6e}.note[data-tone=warn]{background:#fef3c7;color:#78350f}
label{display:block;font-size:.875rem;margin:.75rem 0 .25rem}input[type=text],input[type=date],select,textarea{width:100%;font:inherit;padding:.5rem;border:1px solid #6b7280;border-radius:.5rem}
.choice{display:flex;gap:.5rem;align-items:flex-start;margin:.5rem 0;font-size:1rem}.choice input{margin-top:.35rem}
canvas{display:block;width:100%;height:160px;border:1px dashed #6b7280;border-radius:.5rem;background:#fff;touch-action:none}
button{font:inherit;font-weight:600;width:100%;min-height:3rem;border-radius:.5rem;border:1px solid #9ca3af;background:#fff;color:#1f2937;cursor:pointer;margin-top:.75rem}
.primary{background:#15803d;border-color:#15803d;color:#fff}.danger{color:#991b1b;border-color:#991b1b}.link{width:auto;min-height:2.5rem;padding:0 1rem}
details{margin-bottom:1rem}summary{cursor:pointer;padding:.75rem 1rem;border:1px solid #9ca3af;border-radius:.5rem;background:#fff;font-weight:600;text-align:center;list-style:none}
summary::-webkit-details-marker{display:none}:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}footer{text-align:center;font-size:.8125rem;color:#4b5563;padding:0 1rem 2rem}
.error{color:#991b1b;font-size:.875rem;margin:.25rem 0 0}.spaced{margin-top:1rem}.flush{margin:0}.after{margin:.5rem 0 0}
fieldset{border:0;padding:0;margin:0}legend{font-size:.875rem}
.pix{border-top:1px solid #e5e7eb;margin-top:1rem;padding-top:.75rem}.pix h3{font-size:1rem;margin:0}.qr svg{display:block;width:13rem;height:13rem;margin:.5rem auto}
details.pix-later{margin:.75rem 0 0}details.pix-later summary{font-weight:500}
textarea.code{font:.8125rem/1.4 ui-monospace,Menlo,Consolas,monospace;word-break:break-all;resize:none}`;

// Draws the signature with pointer events; on submit it becomes a PNG data URL in the hidden field.
const SCRIPT = `(function(){var c=document.getElementById('signature-pad');if(!c)return;var f=c.closest('form'),o=document.getElementById('signature'),
m=document.getElementById('signature-missing'),x=c.getContext('2d'),drawn=false,down=false;
function fit(){var r=c.getBoundingClientRect(),d=window.devicePixelRatio||1;c.width=r.width*d;c.height=r.height*d;x.scale(d,d);x.lineWidth=2.5;x.lineCap='round';x.lineJoin='round';x.strokeStyle='#111827';drawn=false;}
function at(e){var r=c.getBoundingClientRect();return{x:e.clientX-r.left,y:e.clientY-r.top};}
c.addEventListener('pointerdown',function(e){down=true;c.setPointerCapture(e.pointerId);var p=at(e);x.beginPath();x.moveTo(p.x,p.y);x.lineTo(p.x+.1,p.y+.1);x.stroke();drawn=true;});
c.addEventListener('pointermove',function(e){if(!down)return;var p=at(e);x.lineTo(p.x,p.y);x.stroke();});
c.addEventListener('pointerup',function(){down=false;});c.addEventListener('pointercancel',function(){down=false;});
document.getElementById('signature-clear').addEventListener('click',function(){x.clearRect(0,0,c.width,c.height);drawn=false;o.value='';});
f.addEventListener('submit',function(e){if(!drawn){e.preventDefault();m.hidden=false;c.focus();return;}m.hidden=true;o.value=c.toDataURL('image/png');});
fit();})();`;

// Copies a PIX code; without it (or without the clipboard) the field stays selectable and the button hidden.
const COPY_SCRIPT = `(function(){document.querySelectorAll('button[data-copy]').forEach(function(b){var f=document.getElementById(b.getAttribute('data-copy'));if(!f)return;b.hidden=false;
b.addEventListener('click',function(){f.select();function done(){b.textContent=b.getAttribute('data-done');}
if(navigator.clipboard&&navigator.clipboard.writeText){navigator.clipboard.writeText(f.value).then(done,function(){document.execCommand('copy');done();});}else{document.execCommand('copy');done();}});});})();`;

const hashOf = (text: string) => createHash('sha256').update(text).digest('base64');

/** Nothing loads from elsewhere; only this stylesheet and this script run; forms post only back here. */
export const QUOTE_PAGE_POLICY = [
  "default-src 'none'",
  `style-src 'sha256-${hashOf(CSS)}'`,
  `script-src 'sha256-${hashOf(SCRIPT)}' 'sha256-${hashOf(COPY_SCRIPT)}'`,
  "img-src 'self'",
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** What the page says after an action (the redirect's `?feito=` or `?aviso=`). */
export type Outcome = PageOutcome;

const Layout = (props: { title: string; clinic?: string; script?: boolean; copy?: boolean; children: unknown }) => (
  <html lang="pt-BR">
    <head>
      <meta charset="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <meta name="robots" content="noindex" />
      <meta name="referrer" content="no-referrer" />
      <meta name="description" content="Confira e aprove o seu orçamento." />
      <title>{props.clinic ? `${props.title} · ${props.clinic}` : props.title}</title>
      <link rel="icon" href={FAVICON_PATH} type="image/svg+xml" />
      <style>{raw(CSS)}</style>
    </head>
    <body>
      {props.clinic ? <header>{props.clinic}</header> : null}
      <main>{props.children}</main>
      <footer>{T.footer}</footer>
      {props.script ? <script>{raw(SCRIPT)}</script> : null}
      {props.copy ? <script>{raw(COPY_SCRIPT)}</script> : null}
    </body>
  </html>
);

const money = formatBRL;

function paymentLabel(alt: PublicAlternative, number: number, count: number): string {
  if (alt.paymentPlan.kind !== 'ENTRADA_PARCELAS') return T.single;
  return number === 0 ? T.entry : T.installment(number, count);
}

/** One alternative: its items by tooth, its totals and its plan as a table. */
function Alternative({ alt }: { alt: PublicAlternative }) {
  const installments = alt.schedule.payments.filter((p) => p.number > 0).length;
  const card = alt.paymentPlan.kind === 'CARTAO' ? (alt.paymentPlan.installments ?? 1) : 0;
  const discount = alt.itemDiscountCents + alt.quoteDiscountCents;
  return (
    <section class="card" aria-labelledby={`alt-${alt.index}`}>
      <h2 id={`alt-${alt.index}`}>{alt.label}</h2>
      <table>
        <thead>
          <tr>
            <th scope="col">{T.item}</th>
            <th scope="col">{T.tooth}</th>
            <th scope="col" class="n">
              {T.value}
            </th>
          </tr>
        </thead>
        <tbody>
          {alt.items.map((item, i) => (
            <tr key={`${i}-${item.description}`}>
              <td>{item.description}</td>
              <td>{item.tooth ? `${item.tooth}${item.surfaces ? ` ${item.surfaces}` : ''}` : '—'}</td>
              <td class="n">{money(item.totalCents)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          {discount > 0 ? (
            <tr>
              <td colspan={2}>{T.discount}</td>
              <td class="n">− {money(discount)}</td>
            </tr>
          ) : null}
          <tr>
            <td colspan={2}>{T.total}</td>
            <td class="n">{money(alt.totalCents)}</td>
          </tr>
        </tfoot>
      </table>
      <h2 class="spaced">
        {T.plan}: {PAYMENT_KIND_LABELS[alt.paymentPlan.kind]}
      </h2>
      {card ? <p class="muted">{T.cardInstallments(card, money(Math.round(alt.totalCents / card)))}</p> : null}
      {alt.schedule.cashDiscountCents > 0 ? (
        <p class="muted">
          {T.cashDiscount}: − {money(alt.schedule.cashDiscountCents)}
        </p>
      ) : null}
      <table>
        <thead>
          <tr>
            <th scope="col">{T.payment}</th>
            <th scope="col">{T.dueDate}</th>
            <th scope="col" class="n">
              {T.value}
            </th>
          </tr>
        </thead>
        <tbody>
          {alt.schedule.payments.map((p) => (
            <tr key={p.number}>
              <td>{paymentLabel(alt, p.number, installments)}</td>
              <td>{formatDatePtBR(p.dueDate)}</td>
              <td class="n">{money(p.amountCents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

const installmentLabel = (r: InstallmentData, rows: InstallmentData[]) =>
  r.number === 0 ? T.entry : T.installment(r.number, rows.filter((x) => x.number > 0).length);

/** Each open installment's static PIX: its copia e cola (with a copy button), its QR and its txid. */
function Pix({ rows, pix }: { rows: InstallmentData[]; pix: OpenReceivablePix[] }) {
  const byId = new Map(rows.map((r) => [r.id, r]));
  return (
    <div data-slot="pix">
      <h2 class="spaced">{T.pixTitle}</h2>
      <p class="muted flush">{T.pixIntro}</p>
      {pix.map((p, i) => {
        const row = byId.get(p.id);
        if (!row) return null;
        const label = `${installmentLabel(row, rows)} · ${money(p.amountCents)} · ${T.dueDate.toLowerCase()} ${formatDatePtBR(row.dueDate)}`;
        const block = (
          <section class="pix" key={p.id} aria-labelledby={`pix-${p.id}-title`} data-txid={p.txid}>
            <h3 id={`pix-${p.id}-title`}>{label}</h3>
            {p.qrSvg ? (
              <div class="qr" role="img" aria-label={T.pixQr(label)}>
                {raw(p.qrSvg.replace(/^<\?xml[^>]*>\s*/, ''))}
              </div>
            ) : null}
            <label for={`pix-${p.id}`}>{T.pixCode(installmentLabel(row, rows))}</label>
            <textarea id={`pix-${p.id}`} class="code" rows={4} readonly>
              {p.brCode}
            </textarea>
            <button type="button" data-copy={`pix-${p.id}`} data-done={T.copied} hidden>
              {T.copy}
            </button>
            <p class="muted after">
              {T.pixTxid}: {p.txid}
            </p>
          </section>
        );
        // The next one to pay is open; the later ones fold away, so a long plan stays a short page.
        return i === 0 ? (
          block
        ) : (
          <details class="pix-later" key={p.id}>
            <summary>{T.pixLater(installmentLabel(row, rows), formatDatePtBR(row.dueDate))}</summary>
            {block}
          </details>
        );
      })}
    </div>
  );
}

function Installments({ rows, pix }: { rows: InstallmentData[]; pix: OpenReceivablePix[] }) {
  return (
    <section class="card" aria-labelledby="installments">
      <h2 id="installments">{T.installments}</h2>
      <table>
        <thead>
          <tr>
            <th scope="col">{T.payment}</th>
            <th scope="col">{T.dueDate}</th>
            <th scope="col" class="n">
              {T.value}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.id}>
              <td>{installmentLabel(r, rows)}</td>
              <td>{formatDatePtBR(r.dueDate)}</td>
              <td class="n">{money(r.amountCents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {pix.length ? <Pix rows={rows} pix={pix} /> : null}
    </section>
  );
}

function ApprovalForm({ view }: { view: PublicQuoteAnswer }) {
  const alternatives = view.quote.alternatives;
  return (
    <section class="card" aria-labelledby="approve">
      <h2 id="approve">{T.approveTitle}</h2>
      <form method="post">
        <input type="hidden" name="action" value="approve" />
        <input type="hidden" name="documentSha256" value={view.documentSha256} />
        <input type="hidden" name="signature" id="signature" value="" />
        {alternatives.length > 1 ? (
          <fieldset>
            <legend>{T.chooseAlternative}</legend>
            {alternatives.map((alt) => (
              <label class="choice" key={alt.index}>
                <input type="radio" name="alternative" value={String(alt.index)} checked={alt.index === 0} />
                <span>
                  {alt.label} — {money(alt.schedule.payableCents)}
                </span>
              </label>
            ))}
          </fieldset>
        ) : (
          <input type="hidden" name="alternative" value="0" />
        )}
        <label for="fullName">{T.fullName}</label>
        <input type="text" id="fullName" name="fullName" autocomplete="name" required maxlength={200} />
        <label for="birthDate">{T.birthDate}</label>
        <input type="date" id="birthDate" name="birthDate" autocomplete="bday" required />
        <label for="signature-pad">{T.signature}</label>
        <canvas id="signature-pad" tabindex={0} role="img" aria-label={T.signature} />
        <p class="error" id="signature-missing" role="alert" hidden>
          {T.signatureMissing}
        </p>
        <button type="button" id="signature-clear" class="link">
          {T.clearSignature}
        </button>
        <button type="submit" class="primary">
          {T.approve}
        </button>
      </form>
    </section>
  );
}

function RejectForm() {
  return (
    <details>
      <summary>{T.reject}</summary>
      <form method="post" class="card">
        <input type="hidden" name="action" value="reject" />
        <label for="reason">{T.rejectReason}</label>
        <select id="reason" name="reason">
          {REJECT_REASONS.map((r) => (
            <option key={r} value={r}>
              {REJECT_REASON_LABELS[r]}
            </option>
          ))}
        </select>
        <label for="note">{T.rejectNote}</label>
        <textarea id="note" name="note" rows={2} maxlength={500} />
        <button type="submit" class="danger">
          {T.sendReject}
        </button>
      </form>
    </details>
  );
}

/** The quote, its alternatives and plans, and what the patient may still do. */
export function QuotePage({ view, outcome }: { view: PublicQuoteAnswer; outcome: Outcome | null }) {
  const q = view.quote;
  const open = view.status === 'ENVIADO';
  const shown =
    view.approvedAlternative !== null ? q.alternatives.filter((a) => a.index === view.approvedAlternative) : q.alternatives;
  return (
    <Layout title={T.title} clinic={q.clinicName} script={open} copy={view.pix.length > 0}>
      <h1>{T.greeting(q.firstName)}</h1>
      {outcome ? (
        <p class="note" role="status" data-tone={outcome.tone}>
          {outcome.text}
        </p>
      ) : null}
      {view.answer ? <p class="note">{view.answer}</p> : null}
      <section class="card" aria-label={T.title}>
        <p class="flush">{T.intro}</p>
        <p class="muted after">
          {T.professional}: {q.professionalName} · {T.validUntil} {formatDatePtBR(q.validUntil)}
          {q.clinicAddress ? ` · ${q.clinicAddress}` : ''}
        </p>
        {q.notes ? (
          <p class="muted after">
            {T.notes}: {q.notes}
          </p>
        ) : null}
      </section>
      {shown.map((alt) => (
        <Alternative key={alt.index} alt={alt} />
      ))}
      {view.installments.length ? <Installments rows={view.installments} pix={view.pix} /> : null}
      {open ? <ApprovalForm view={view} /> : null}
      {open ? <RejectForm /> : null}
    </Layout>
  );
}

/** A link that opens nothing (404), or a refusal to serve it now (429): the same plain page. */
export const MessagePage = ({ title, text }: { title: string; text: string }) => (
  <Layout title={title}>
    <h1>{title}</h1>
    <p class="card">{text}</p>
  </Layout>
);
