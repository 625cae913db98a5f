import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { cx } from './cx';
import { useDialogPresence } from './dialog-presence';
import { useBodyScrollLock, useEscapeLayer, useFocusTrap } from './overlay-hooks';

/** Duration of the close animation; the drawer stays mounted this long after closing. */
export const DRAWER_CLOSE_MS = 300;

export interface SideDrawerProps {
  open: boolean;
  /** Called on Escape, overlay click and the close (×) button. */
  onClose: () => void;
  title: ReactNode;
  /** Edge the drawer slides from. Default `right`. */
  side?: 'right' | 'left';
  children?: ReactNode;
  /** Panel width (number = px). Default 480; never wider than the viewport. */
  width?: number | string;
  /** Optional sticky action area at the bottom. */
  footer?: ReactNode;
  className?: string;
}

/**
 * Panel sliding from the side of the screen. While open it locks page scroll (restoring
 * the previous overflow on close), traps focus and closes on Escape / overlay click.
 * After `open` becomes false it stays mounted for DRAWER_CLOSE_MS with the
 * `ui-drawer--closing` class, then unmounts.
 */
export function SideDrawer({ open, onClose, title, side = 'right', children, width = 480, footer, className }: SideDrawerProps) {
  const titleId = useId();
  const panelRef = useRef<HTMLElement>(null);
  const [mounted, setMounted] = useState(open);

  // Mount synchronously when opening (derived state), unmount after the close animation.
  if (open && !mounted) setMounted(true);
  useEffect(() => {
    if (open || !mounted) return;
    const timer = setTimeout(() => setMounted(false), DRAWER_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [open, mounted]);

  useEscapeLayer(open, onClose);
  useBodyScrollLock(open);
  useFocusTrap(panelRef, open && mounted);
  useDialogPresence(open);

  if (!mounted || typeof document === 'undefined') return null;
  const closing = !open;

  return createPortal(
    <div className={cx('ui-drawer-root', closing && 'ui-drawer-root--closing')}>
      <div
        className="ui-drawer-overlay"
        aria-hidden="true"
        onClick={() => {
          if (open) onClose();
        }}
      />
      <aside
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={cx('ui-drawer', `ui-drawer--${side}`, closing && 'ui-drawer--closing', className)}
        style={{ width }}
      >
        <header className="ui-drawer__header">
          <h2 id={titleId} className="ui-drawer__title">
            {title}
          </h2>
          <button type="button" className="ui-close-button" aria-label="Fechar" onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        </header>
        <div className="ui-drawer__body">{children}</div>
        {footer != null && <footer className="ui-drawer__footer">{footer}</footer>}
      </aside>
    </div>,
    document.body,
  );
}
