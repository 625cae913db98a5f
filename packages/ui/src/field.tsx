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

/** What the frame gives its control to spread: the id the label points at, its state, and the lines that describe it. */
export interface FieldControlProps {
  id: string;
  name: string | undefined;
  required: boolean | undefined;
  disabled: boolean | undefined;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

const shown = (hint: ReactNode) => hint != null && hint !== '';

/** The ids of the hint and error lines under a control, and the aria-describedby naming those on screen. */
export function fieldMessageIds(base: string, hint: ReactNode, error: string | null | undefined) {
  const hintId = `${base}-hint`;
  const errorId = `${base}-error`;
  const describedBy = [shown(hint) ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return { hintId, errorId, describedBy };
}

/** The hint and the error (announced as it appears) under a control or a group. */
export function FieldMessages({ base, hint, error }: { base: string; hint: ReactNode; error: string | null | undefined }) {
  const ids = fieldMessageIds(base, hint, error);
  return (
    <>
      {shown(hint) && (
        <p id={ids.hintId} className="ui-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={ids.errorId} className="ui-error" role="alert">
          {error}
        </p>
      )}
    </>
  );
}

export interface FieldFrameProps extends BaseFieldProps {
  /** At the right of the label row (e.g. a character counter). */
  aside?: ReactNode;
  /** A checkbox: the label follows the control, on its right, with no required mark. */
  labelAfter?: boolean;
  /** Draws the control; spread `control` on it so the label, the hint and the error are tied to it. */
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * The one frame of every form field: the label with its required mark, the control, the hint and the
 * error, and the id and aria wiring between them. A field adds only its control.
 */
export function FieldFrame(props: FieldFrameProps) {
  const { label, id, name, required, disabled, error, hint, className, aside, labelAfter, children } = props;
  const generated = useId();
  const controlId = id ?? generated;
  const control = children({
    id: controlId,
    name,
    required,
    disabled,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': fieldMessageIds(controlId, hint, error).describedBy,
  });
  return (
    <div className={cx('ui-field', labelAfter && 'ui-checkbox-field', error && 'ui-field--invalid', className)}>
      {labelAfter ? (
        <div className="ui-checkbox">
          {control}
          <label htmlFor={controlId} className="ui-checkbox__label">
            {label}
          </label>
        </div>
      ) : (
        <>
          <div className="ui-field__label-row">
            <label className="ui-label" htmlFor={controlId}>
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
          {control}
        </>
      )}
      <FieldMessages base={controlId} hint={hint} error={error} />
    </div>
  );
}
