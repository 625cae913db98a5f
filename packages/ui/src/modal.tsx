import { type ReactNode, type RefObject, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { cx } from './cx';
import { useDialogPresence } from './dialog-presence';
import { useBodyScrollLock, useEscapeLayer, useFocusTrap } from './overlay-hooks';

export type ModalSize = 'sm' | 'md' | 'lg' | 'xl';

export interface ModalProps {
  open: boolean;
  title: ReactNode;
  /** Called on Escape, overlay click and the close (×) button. */
  onClose: () => void;
  children?: ReactNode;
  /** Action area at the bottom (usually buttons), right-aligned. */
  footer?: ReactNode;
  /** sm 400px, md 560px (default), lg 760px, xl 1000px. */
  size?: ModalSize;
  /** Element to focus when the modal opens; defaults to the dialog itself. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Hides the × button in the header. */
  hideCloseButton?: boolean;
  className?: string;
}

/**
 * Centered dialog rendered in a portal on `document.body`. Closes on Escape (topmost
 * overlay only) and overlay click, locks page scroll and traps focus while open.
 */
export function Modal({
  open,
  title,
  onClose,
  children,
  footer,
  size = 'md',
  initialFocusRef,
  hideCloseButton = false,
  className,
}: ModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);

  useEscapeLayer(open, onClose);
  useBodyScrollLock(open);
  useFocusTrap(dialogRef, open, initialFocusRef);
  useDialogPresence(open);

  if (!open || typeof document === 'undefined') return null;

  return createPortal(
    <div className="ui-modal-overlay">
      {/* Backdrop is a sibling of the dialog, so a drag that starts inside the dialog and
          ends outside does not count as a backdrop click. Keyboard users close with Escape. */}
      <div className="ui-modal-backdrop" aria-hidden="true" onClick={onClose} />
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={cx('ui-modal', `ui-modal--${size}`, className)}
      >
        <header className="ui-modal__header">
          <h2 id={titleId} className="ui-modal__title">
            {title}
          </h2>
          {!hideCloseButton && (
            <button type="button" className="ui-close-button" aria-label="Fechar" onClick={onClose}>
              <span aria-hidden="true">×</span>
            </button>
          )}
        </header>
        <div className="ui-modal__body">{children}</div>
        {footer != null && <footer className="ui-modal__footer">{footer}</footer>}
      </div>
    </div>,
    document.body,
  );
}
