import type { ComponentPropsWithRef } from 'react';
import { cx } from './cx';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';
export type ButtonSize = 'sm' | 'md';

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  /** Visual style. Default `primary`. */
  variant?: ButtonVariant;
  /** Default `md`. */
  size?: ButtonSize;
  /**
   * Disables the button and marks it busy. Children are rendered unchanged, so callers
   * pass their own loading text, e.g. `{saving ? 'Salvando...' : 'Salvar'}`.
   */
  loading?: boolean;
  /** Stretches the button to the full width of its container. */
  block?: boolean;
}

/** A real `<button>`; `type` defaults to `"button"` (pass `type="submit"` for forms). */
export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  block = false,
  disabled,
  type = 'button',
  className,
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={cx(
        'ui-button',
        `ui-button--${variant}`,
        `ui-button--${size}`,
        block && 'ui-button--block',
        loading && 'ui-button--loading',
        className,
      )}
    >
      {children}
    </button>
  );
}
