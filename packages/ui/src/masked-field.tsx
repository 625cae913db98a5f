import { applyMask, MASK_MAX_LENGTH, MASK_PLACEHOLDER, type MaskKind } from '@agenda/br';
import type { FocusEvent, HTMLAttributes, HTMLInputAutoCompleteAttribute } from 'react';
import { type BaseFieldProps, FieldFrame } from './field';

export interface MaskedFieldProps extends BaseFieldProps {
  mask: MaskKind;
  /** Raw or formatted value; it is displayed formatted. */
  value: string;
  /** Receives the formatted value (use `onlyDigits` to strip it). */
  onChange: (value: string) => void;
  /** Defaults to the mask format, e.g. '000.000.000-00'. */
  placeholder?: string;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  autoComplete?: HTMLInputAutoCompleteAttribute;
}

const DEFAULT_INPUT_MODE: Record<MaskKind, HTMLAttributes<HTMLInputElement>['inputMode']> = {
  cpf: 'numeric',
  cep: 'numeric',
  phone: 'tel',
  uf: 'text',
};

const DEFAULT_AUTOCOMPLETE: Record<MaskKind, HTMLInputAutoCompleteAttribute> = {
  cpf: 'off',
  cep: 'postal-code',
  phone: 'tel-national',
  uf: 'address-level1',
};

/** Text input formatted as CPF, CEP, phone or UF while typing. */
export function MaskedField({ mask, value, onChange, placeholder, onBlur, inputMode, autoComplete, ...field }: MaskedFieldProps) {
  return (
    <FieldFrame {...field}>
      {(control) => (
        <input
          {...control}
          className={`ui-input ui-input--${mask}`}
          type={mask === 'phone' ? 'tel' : 'text'}
          value={applyMask(mask, value)}
          onChange={(event) => onChange(applyMask(mask, event.target.value))}
          onBlur={onBlur}
          placeholder={placeholder ?? MASK_PLACEHOLDER[mask]}
          maxLength={MASK_MAX_LENGTH[mask]}
          inputMode={inputMode ?? DEFAULT_INPUT_MODE[mask]}
          autoComplete={autoComplete ?? DEFAULT_AUTOCOMPLETE[mask]}
          autoCapitalize={mask === 'uf' ? 'characters' : undefined}
        />
      )}
    </FieldFrame>
  );
}
