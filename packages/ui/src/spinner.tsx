import { cx } from './cx';

export const LOADING_TEXT = 'Carregando...';

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
