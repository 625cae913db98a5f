import { isValidCpf, onlyDigits } from '@agenda/br';
import { CLIENTS_TEXTS as T } from '../shared/texts.ts';
import type { ClientFormValue } from './form-values.ts';

export type BlurChecked = 'cpf' | 'fullName' | 'phone' | 'email';

/** What the client form reports at a field once it is left: missing required data or a bad format. */
export function clientFieldError(value: ClientFormValue, field: BlurChecked): string | undefined {
  const text = value[field].trim();
  switch (field) {
    case 'cpf':
      if (!text) return T.fieldRequired;
      return isValidCpf(text) ? undefined : T.invalidCpf;
    case 'fullName':
      return text ? undefined : T.fieldRequired;
    case 'phone': {
      if (!text) return T.fieldRequired;
      const digits = onlyDigits(text).length;
      return digits === 10 || digits === 11 ? undefined : T.invalidPhone;
    }
    case 'email':
      return !text || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text) ? undefined : T.invalidEmail;
  }
}
