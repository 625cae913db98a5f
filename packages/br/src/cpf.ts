import { hasOnlyMaskChars, maskCpfInput, onlyDigits } from './mask';

/** Check digit of the CPF algorithm: weights count down from `firstWeight` to 2. */
function checkDigit(digits: readonly number[], firstWeight: number): number {
  const sum = digits.reduce((acc, d, i) => acc + d * (firstWeight - i), 0);
  const rest = (sum * 10) % 11;
  return rest === 10 ? 0 : rest;
}

/** Validates a CPF, masked or not. Repeated-digit sequences (111.111.111-11) are rejected. */
export function isValidCpf(value: string): boolean {
  if (!hasOnlyMaskChars(value)) return false;
  const digits = onlyDigits(value);
  if (digits.length !== 11 || /^(\d)\1{10}$/.test(digits)) return false;
  const nums = Array.from(digits, Number);
  return checkDigit(nums.slice(0, 9), 10) === nums[9] && checkDigit(nums.slice(0, 10), 11) === nums[10];
}

/** Formats as '000.000.000-00'; partial input is masked progressively (max 14 chars). */
export function formatCpf(digits: string): string {
  return maskCpfInput(digits);
}

/** Completes 9 base digits with the two CPF check digits. */
export function cpfWithCheckDigits(base: string): string {
  const digit = (digits: string) => {
    const weight = digits.length + 1;
    const sum = Array.from(digits, Number).reduce((acc, d, i) => acc + d * (weight - i), 0);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  const first = `${base}${digit(base)}`;
  return `${first}${digit(first)}`;
}

/** A random valid CPF (11 digits), for demo data and tests. */
export function randomCpf(): string {
  const cpf = cpfWithCheckDigits(Array.from({ length: 9 }, () => Math.floor(Math.random() * 10)).join(''));
  return isValidCpf(cpf) ? cpf : randomCpf();
}
