import { type ReactNode, useId } from 'react';
import { cx } from './cx';
import { FieldMessages, fieldMessageIds } from './field';

export interface ToggleOption<T extends string | number> {
  value: T;
  label: string;
}

export interface ToggleButtonGroupProps<T extends string | number> {
  /** Visible group label, rendered as the fieldset's <legend>. */
  label: ReactNode;
  options: readonly ToggleOption<T>[];
  /** Currently selected values. */
  value: readonly T[];
  /** Receives the new selection, ordered as `options`. */
  onChange: (value: T[]) => void;
  disabled?: boolean;
  hint?: ReactNode;
  error?: string | null;
  className?: string;
}

/**
 * Multi-select as a <fieldset> of toggle buttons (aria-pressed), e.g. business days:
 * options [{ value: 1, label: 'Seg' }, ..., { value: 5, label: 'Sex' }].
 */
export function ToggleButtonGroup<T extends string | number>({
  label,
  options,
  value,
  onChange,
  disabled,
  hint,
  error,
  className,
}: ToggleButtonGroupProps<T>) {
  const baseId = useId();

  function toggle(optionValue: T): void {
    const selected = new Set<T>(value);
    if (selected.has(optionValue)) selected.delete(optionValue);
    else selected.add(optionValue);
    onChange(options.map((option) => option.value).filter((v) => selected.has(v)));
  }

  return (
    <fieldset
      className={cx('ui-field', 'ui-fieldset', error && 'ui-field--invalid', className)}
      aria-describedby={fieldMessageIds(baseId, hint, error).describedBy}
      disabled={disabled}
    >
      <legend className="ui-label ui-fieldset__legend">{label}</legend>
      <div className="ui-toggle-group">
        {options.map((option) => {
          const pressed = value.includes(option.value);
          return (
            <button
              key={String(option.value)}
              type="button"
              aria-pressed={pressed}
              className={cx('ui-toggle', pressed && 'ui-toggle--pressed')}
              onClick={() => toggle(option.value)}
            >
              {option.label}
            </button>
          );
        })}
      </div>
      <FieldMessages base={baseId} hint={hint} error={error} />
    </fieldset>
  );
}
