import { type ReactNode, useId } from 'react';
import { cx } from './cx';

/** Props shared by every labelled form field. */
export interface BaseFieldProps {
  /** Visible label, tied to the control by htmlFor/id. */
  label: ReactNode;
  /** Element id; generated with useId() when omitted. */
  id?: string;
  name?: string;
  required?: boolean;
  disabled?: boolean;
  /** Error message shown under the control (sets aria-invalid). */
  error?: string | null;
  /** Help text shown under the control. */
  hint?: ReactNode;
  /** Extra class on the field wrapper. */
  className?: string;
}

export interface FieldIds {
  id: string;
  hintId: string;
  errorId: string;
}

/** Stable ids for a field, its hint and its error line. */
export function useFieldIds(id: string | undefined): FieldIds {
  const generated = useId();
  const base = id ?? generated;
  return { id: base, hintId: `${base}-hint`, errorId: `${base}-error` };
}

/** Value for aria-describedby pointing at the hint and/or the error line. */
export function describedBy(ids: FieldIds, hint: ReactNode, error: string | null | undefined) {
  const parts = [hint != null && hint !== '' ? ids.hintId : null, error ? ids.errorId : null];
  const value = parts.filter(Boolean).join(' ');
  return value === '' ? undefined : value;
}

interface FieldShellProps {
  ids: FieldIds;
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  error?: string | null;
  className?: string;
  /** Rendered at the right of the label row (e.g. a character counter). */
  aside?: ReactNode;
  children: ReactNode;
}

/** Label + control + hint + error layout used by all fields. */
export function FieldShell({ ids, label, required, hint, error, className, aside, children }: FieldShellProps) {
  return (
    <div className={cx('ui-field', error && 'ui-field--invalid', className)}>
      <div className="ui-field__label-row">
        <label className="ui-label" htmlFor={ids.id}>
          {label}
          {required && (
            <span className="ui-required" aria-hidden="true">
              {' '}
              *
            </span>
          )}
        </label>
        {aside}
      </div>
      {children}
      {hint != null && hint !== '' && (
        <p id={ids.hintId} className="ui-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={ids.errorId} className="ui-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
