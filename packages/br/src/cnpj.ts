import { applyDigitMask, onlyDigits } from './mask';

const WEIGHTS_1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const WEIGHTS_2 = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];

function checkDigit(digits: string, weights: number[]): number {
  const sum = weights.reduce((acc, w, i) => acc + w * Number(digits[i]), 0);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/** A CNPJ with 14 digits (punctuation ignored), not all equal, whose two check digits match. */
export function isValidCnpj(value: string): boolean {
  const digits = onlyDigits(value);
  if (digits.length !== 14 || /^(\d)\1+$/.test(digits)) return false;
  return checkDigit(digits, WEIGHTS_1) === Number(digits[12]) && checkDigit(digits, WEIGHTS_2) === Number(digits[13]);
}

/** '11.222.333/0001-81', progressively while typing. */
export function maskCnpjInput(raw: string): string {
  return applyDigitMask(raw, '00.000.000/0000-00');
}

/** '11.222.333/0001-81' */
export const formatCnpj = (value: string): string => maskCnpjInput(value);
