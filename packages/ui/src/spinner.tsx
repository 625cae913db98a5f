import { cx } from './cx';

export const LOADING_TEXT = 'Carregando...';

export interface SpinnerProps {
  /** sm 16px, md 24px (default), lg 40px. */
  size?: 'sm' | 'md' | 'lg';
  /** Accessible label. Default 'Carregando...'. */
  label?: string;
  className?: string;
}

/** Animated ring (CSS only) announced as a status. */
export function Spinner({ size = 'md', label = LOADING_TEXT, className }: SpinnerProps) {
  return (
    <span role="status" className={cx('ui-spinner-wrap', className)}>
      <span className={cx('ui-spinner', `ui-spinner--${size}`)} aria-hidden="true" />
      <span className="ui-sr-only">{label}</span>
    </span>
  );
}

export interface LoadingTextProps {
  /** Default 'Carregando...'. */
  text?: string;
  className?: string;
}

/** Plain 'Carregando...' message. */
export function LoadingText({ text = LOADING_TEXT, className }: LoadingTextProps) {
  return (
    <p role="status" className={cx('ui-loading-text', className)}>
      {text}
    </p>
  );
}
