import type { ReactNode } from 'react';
import { cx } from './cx';

export type BadgeTone = 'green' | 'amber' | 'red' | 'purple' | 'grey' | 'darkred' | 'blue' | 'teal';

export interface BadgeProps {
  /** Default `grey`. */
  tone?: BadgeTone;
  children: ReactNode;
  className?: string;
}

/** Small rounded status label, e.g. <Badge tone="green">Confirmado</Badge>. */
export function Badge({ tone = 'grey', children, className }: BadgeProps) {
  return <span className={cx('ui-badge', `ui-badge--${tone}`, className)}>{children}</span>;
}
