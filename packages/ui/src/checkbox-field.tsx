import type { ReactNode } from 'react';
import { FieldFrame } from './field';

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
export function CheckboxField({ checked, onChange, ...field }: CheckboxFieldProps) {
  return (
    <FieldFrame {...field} labelAfter>
      {(control) => (
        <input
          {...control}
          type="checkbox"
          className="ui-checkbox__input"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
        />
      )}
    </FieldFrame>
  );
}
