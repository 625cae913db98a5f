import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import { CLOSING_TEXTS as C } from '../shared/texts.ts';
import type { CashClosing } from '../shared/wire.ts';
import { brl, closedAtText } from './format.ts';

const PRINTING = 'finance-printing';

/**
 * One closing on paper: drawn beside the app as a child of body, never on screen; while it prints,
 * the print stylesheet (finance.css) leaves out everything else. The browser's print dialog opens
 * once it is in the page, and 'afterprint' takes it away. (The design system's PrintSheet, when it
 * lands, does the same for every feature.)
 */
export function ClosingPrint({ closing, clinic, onDone }: { closing: CashClosing; clinic: string; onDone: () => void }) {
  useEffect(() => {
    document.body.classList.add(PRINTING);
    window.addEventListener('afterprint', onDone);
    window.print();
    return () => {
      window.removeEventListener('afterprint', onDone);
      document.body.classList.remove(PRINTING);
    };
  }, [onDone]);
  return createPortal(
    <article className="finance-print-sheet" aria-label={C.title}>
      <header>
        <h1>{C.title}</h1>
        {clinic && <p className="finance-print-sheet__clinic">{clinic}</p>}
      </header>
      <dl>
        <dt>{C.period}</dt>
        <dd>{C.since(closing.from, closing.until)}</dd>
        <dt>{C.closedAt}</dt>
        <dd>
          {closedAtText(closing.closedAt)} · {closing.closedBy.name}
        </dd>
      </dl>
      <table>
        <thead>
          <tr>
            <th scope="col">{C.method}</th>
            <th scope="col">{C.amount}</th>
          </tr>
        </thead>
        <tbody>
          {closing.totals.map((t) => (
            <tr key={t.method}>
              <td>{t.method}</td>
              <td>{brl(t.amount)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{C.total}</th>
            <td>{brl(closing.total)}</td>
          </tr>
        </tfoot>
      </table>
      <p className="finance-print-sheet__signature">{C.signature}</p>
    </article>,
    document.body,
  );
}
