import type { ReactNode } from 'react';
import { cx } from './cx';
import { describedBy, useFieldIds } from './field';

export interface CheckboxFieldProps {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  id?: string;
  name?: string;
  disabled?: boolean;
  hint?: ReactNode;
  error?: string | null;
  className?: string;
}

/** Checkbox with its label on the right. */
export function CheckboxField({ label, checked, onChange, id, name, disabled, hint, error, className }: CheckboxFieldProps) {
  const ids = useFieldIds(id);
  return (
    <div className={cx('ui-field', 'ui-checkbox-field', error && 'ui-field--invalid', className)}>
      <div className="ui-checkbox">
        <input
          id={ids.id}
          name={name}
          type="checkbox"
          className="ui-checkbox__input"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(ids, hint, error)}
        />
        <label htmlFor={ids.id} className="ui-checkbox__label">
          {label}
        </label>
      </div>
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
