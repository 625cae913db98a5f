import { maskPhoneInput, onlyDigits } from './mask';

/**
 * Formats a Brazilian phone with area code: '(11) 98765-4321' (mobile, 11 digits) or
 * '(11) 3456-7890' (landline, 10 digits). A leading country code 55 is dropped.
 */
export function formatPhone(raw: string): string {
  const digits = onlyDigits(raw);
  const national = (digits.length === 12 || digits.length === 13) && digits.startsWith('55') ? digits.slice(2) : digits;
  return maskPhoneInput(national);
}
