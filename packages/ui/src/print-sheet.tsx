import { type ReactNode, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';

const PRINTING = 'ui-printing';

/**
 * A document printed on its own (A4 paper): drawn beside the app as a child of body and never on the
 * screen; while it is printed, the print stylesheet leaves out everything else (app, modals, toasts).
 */
export function PrintSheet({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return createPortal(
    <article className={className ? `ui-print-sheet ${className}` : 'ui-print-sheet'} aria-label={label}>
      {children}
    </article>,
    document.body,
  );
}

/**
 * `[printing, print]`: draw the PrintSheet while `printing`; `print()` sets it, the browser's print
 * dialog opens once the sheet is in the page, and 'afterprint' takes it away again.
 */
export function usePrintSheet(): readonly [boolean, () => void] {
  const [printing, setPrinting] = useState(false);
  useEffect(() => {
    if (!printing) return;
    const done = () => setPrinting(false);
    document.body.classList.add(PRINTING);
    window.addEventListener('afterprint', done);
    window.print();
    return () => {
      window.removeEventListener('afterprint', done);
      document.body.classList.remove(PRINTING);
    };
  }, [printing]);
  return [printing, () => setPrinting(true)] as const;
}
