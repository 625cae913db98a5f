import type { ReactNode } from 'react';
import { cx } from './cx';

export interface CardProps {
  /** Optional heading rendered in the card header. */
  title?: ReactNode;
  /** Optional actions at the right of the header (buttons, links). */
  actions?: ReactNode;
  children?: ReactNode;
  /** Render as <section> (default) or <div>. */
  as?: 'section' | 'div' | 'article';
  className?: string;
}

/** White rounded surface with a subtle shadow (same look as the `ui-card` class). */
export function Card({ title, actions, children, as: Tag = 'section', className }: CardProps) {
  return (
    <Tag className={cx('ui-card', className)}>
      {(title != null || actions != null) && (
        <header className="ui-card__header">
          {title != null && <h2 className="ui-card__title">{title}</h2>}
          {actions != null && <div className="ui-card__actions">{actions}</div>}
        </header>
      )}
      {children}
    </Tag>
  );
}
