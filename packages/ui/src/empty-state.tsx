import type { ReactNode } from 'react';
import { cx } from './cx';

export interface EmptyStateProps {
  /** Decorative icon or emoji. */
  icon?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  /** Optional call to action (e.g. a Button). */
  action?: ReactNode;
  className?: string;
}

/** Centered placeholder for empty lists, e.g. 'Nenhum cliente cadastrado'. */
export function EmptyState({ icon, title, description, action, className }: EmptyStateProps) {
  return (
    <div className={cx('ui-empty', className)}>
      {icon != null && (
        <div className="ui-empty__icon" aria-hidden="true">
          {icon}
        </div>
      )}
      <p className="ui-empty__title">{title}</p>
      {description != null && <p className="ui-empty__description">{description}</p>}
      {action != null && <div className="ui-empty__action">{action}</div>}
    </div>
  );
}
