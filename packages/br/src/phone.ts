import { applyDigitMask, onlyDigits } from './mask';

const LANDLINE_PATTERN = '(00) 0000-0000';
const MOBILE_PATTERN = '(00) 00000-0000';

function maskDigits(digits: string): string {
  const trimmed = digits.slice(0, 11);
  return applyDigitMask(trimmed, trimmed.length === 11 ? MOBILE_PATTERN : LANDLINE_PATTERN);
}

/**
 * Formats a Brazilian phone with area code: '(11) 98765-4321' (mobile, 11 digits) or
 * '(11) 3456-7890' (landline, 10 digits). A leading country code 55 is dropped.
 */
export function formatPhone(raw: string): string {
  const digits = onlyDigits(raw);
  const national = (digits.length === 12 || digits.length === 13) && digits.startsWith('55') ? digits.slice(2) : digits;
  return maskDigits(national);
}

/**
 * Progressive mask for an `<input>` onChange: uses the landline layout up to 10 digits and
 * switches to the mobile layout on the 11th (max 15 chars).
 */
export function maskPhoneInput(raw: string): string {
  return maskDigits(onlyDigits(raw));
}
