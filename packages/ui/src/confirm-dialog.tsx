import { createContext, type ReactNode, useCallback, useContext, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Button } from './button';
import { Modal } from './modal';

export type ConfirmType = 'danger' | 'warning' | 'info';

export interface ConfirmDialogProps {
  open: boolean;
  /** Default 'Confirmar ação'. */
  title?: ReactNode;
  message: ReactNode;
  /** Default `warning`. `danger` renders a red confirm button. */
  type?: ConfirmType;
  /** Default 'Confirmar'. */
  confirmLabel?: string;
  /** Default 'Cancelar'. */
  cancelLabel?: string;
  onConfirm: () => void;
  /** Called on the cancel button, Escape and overlay click. */
  onCancel: () => void;
  /** Disables the buttons while the caller performs the action. */
  loading?: boolean;
}

const ICONS: Record<ConfirmType, string> = { danger: '!', warning: '!', info: 'i' };

/** Confirmation dialog built on Modal. Focus starts on Cancel for `danger`, on Confirm otherwise. */
export function ConfirmDialog({
  open,
  title = 'Confirmar ação',
  message,
  type = 'warning',
  confirmLabel = 'Confirmar',
  cancelLabel = 'Cancelar',
  onConfirm,
  onCancel,
  loading = false,
}: ConfirmDialogProps) {
  const confirmRef = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);

  return (
    <Modal
      open={open}
      title={title}
      onClose={onCancel}
      size="sm"
      hideCloseButton
      initialFocusRef={type === 'danger' ? cancelRef : confirmRef}
      className={`ui-confirm ui-confirm--${type}`}
      footer={
        <>
          <Button ref={cancelRef} variant="secondary" onClick={onCancel} disabled={loading}>
            {cancelLabel}
          </Button>
          <Button ref={confirmRef} variant={type === 'danger' ? 'danger' : 'primary'} onClick={onConfirm} loading={loading}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <div className="ui-confirm__content">
        <span className={`ui-confirm__icon ui-confirm__icon--${type}`} aria-hidden="true">
          {ICONS[type]}
        </span>
        <div className="ui-confirm__message">{message}</div>
      </div>
    </Modal>
  );
}

export interface ConfirmOptions {
  title?: string;
  message: ReactNode;
  type?: ConfirmType;
  confirmLabel?: string;
  cancelLabel?: string;
}

export type ConfirmFn = (options: ConfirmOptions) => Promise<boolean>;

const ConfirmContext = createContext<ConfirmFn | null>(null);

interface PendingConfirm {
  options: ConfirmOptions;
  resolve: (value: boolean) => void;
}

/**
 * Provides `useConfirm()` to its subtree and renders the shared ConfirmDialog.
 * Wrap the app once. Concurrent requests are queued and shown one after another.
 */
export function ConfirmProvider({ children }: { children?: ReactNode }) {
  const [queue, setQueue] = useState<readonly PendingConfirm[]>([]);
  const queueRef = useRef(queue);
  useLayoutEffect(() => {
    queueRef.current = queue;
  });

  const confirm = useCallback<ConfirmFn>(
    (options) =>
      new Promise<boolean>((resolve) => {
        setQueue((current) => [...current, { options, resolve }]);
      }),
    [],
  );

  // Pending promises resolve to false if the provider goes away.
  useEffect(
    () => () => {
      for (const pending of queueRef.current) pending.resolve(false);
    },
    [],
  );

  const current = queue[0];
  const settle = (value: boolean) => {
    if (!current) return;
    current.resolve(value);
    setQueue((items) => items.filter((item) => item !== current));
  };

  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      <ConfirmDialog
        open={current !== undefined}
        title={current?.options.title}
        message={current?.options.message}
        type={current?.options.type}
        confirmLabel={current?.options.confirmLabel}
        cancelLabel={current?.options.cancelLabel}
        onConfirm={() => settle(true)}
        onCancel={() => settle(false)}
      />
    </ConfirmContext.Provider>
  );
}

/**
 * Returns `confirm(options) => Promise<boolean>`: true when the user confirms, false on
 * cancel, Escape or overlay click. Must be used below `<ConfirmProvider>`.
 */
export function useConfirm(): ConfirmFn {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm() must be used inside <ConfirmProvider>.');
  return confirm;
}
