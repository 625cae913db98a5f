import { isValidCpf } from '@agenda/br';
import { isValidBirthDate, phoneDigits } from '../shared/client.ts';
import { CLIENTS_TEXTS as T } from '../shared/texts.ts';
import type { ClientFormValue } from './form-values.ts';

/** The fields the client form checks where they are: the required three and those with a format. */
export const CHECKED_FIELDS = ['cpf', 'fullName', 'email', 'phone', 'contactPhone', 'birthDate'] as const;
export type BlurChecked = (typeof CHECKED_FIELDS)[number];

/** What the client form reports at a field once it is left: missing required data or a bad format. */
export function clientFieldError(value: ClientFormValue, field: BlurChecked): string | undefined {
  const text = value[field].trim();
  switch (field) {
    case 'cpf':
      if (!text) return T.fieldRequired;
      return isValidCpf(text) ? undefined : T.invalidCpf;
    case 'fullName':
      return text ? undefined : T.fieldRequired;
    case 'phone':
      if (!text) return T.fieldRequired;
      return phoneDigits(text) ? undefined : T.invalidPhone;
    case 'contactPhone':
      return !text || phoneDigits(text) ? undefined : T.invalidContactPhone;
    case 'email':
      return !text || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text) ? undefined : T.invalidEmail;
    case 'birthDate':
      return !text || isValidBirthDate(text) ? undefined : T.invalidBirthDate;
  }
}
