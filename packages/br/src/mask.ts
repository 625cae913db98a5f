// The one home of input masks for Brazilian data: pure functions, used by the formatters of this
// package (CPF, CEP, phone) and by the masked input of @agenda/ui.

/** Supported input masks. */
export type MaskKind = 'cpf' | 'cep' | 'phone' | 'uf';

/** Maximum length of a fully formatted value for each mask. */
export const MASK_MAX_LENGTH: Readonly<Record<MaskKind, number>> = {
  cpf: 14,
  cep: 9,
  phone: 15,
  uf: 2,
};

/** Default placeholders showing the expected format. */
export const MASK_PLACEHOLDER: Readonly<Record<MaskKind, string>> = {
  cpf: '000.000.000-00',
  cep: '00000-000',
  phone: '(00) 00000-0000',
  uf: 'UF',
};

const ALL_DIGITS = /^\d*$/;

/** Removes every non-digit character. */
export function onlyDigits(s: string): string {
  return ALL_DIGITS.test(s) ? s : s.replace(/\D/g, '');
}

/**
 * Applies a digit pattern progressively: each '0' in the pattern takes the next digit,
 * any other character is a literal written only when more digits follow, so partial input
 * never ends with a dangling separator. Extra digits are dropped.
 */
export function applyDigitMask(raw: string, pattern: string): string {
  const digits = onlyDigits(raw);
  const whole = WHOLE_MASKS.get(pattern);
  if (whole && digits.length >= whole.digits) return whole.write(digits);
  let out = '';
  let next = 0;
  for (const ch of pattern) {
    if (next >= digits.length) break;
    if (ch === '0') {
      out += digits[next];
      next += 1;
    } else {
      out += ch;
    }
  }
  return out;
}

const LANDLINE_PATTERN = '(00) 0000-0000';
const MOBILE_PATTERN = '(00) 00000-0000';

/**
 * The masks' complete values written in one step: a stored CPF or phone is always complete, and an
 * export of 20,000 patients formats every one of them, character by character in the loop above.
 * Each writes what the loop would: its tests compare the two.
 */
const WHOLE_MASKS = new Map<string, { digits: number; write: (d: string) => string }>([
  [MASK_PLACEHOLDER.cpf, { digits: 11, write: (d) => `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6, 9)}-${d.slice(9, 11)}` }],
  [MASK_PLACEHOLDER.cep, { digits: 8, write: (d) => `${d.slice(0, 5)}-${d.slice(5, 8)}` }],
  [LANDLINE_PATTERN, { digits: 10, write: (d) => `(${d.slice(0, 2)}) ${d.slice(2, 6)}-${d.slice(6, 10)}` }],
  [MOBILE_PATTERN, { digits: 11, write: (d) => `(${d.slice(0, 2)}) ${d.slice(2, 7)}-${d.slice(7, 11)}` }],
]);

/** True when the value contains only digits and the usual mask separators. */
export function hasOnlyMaskChars(value: string): boolean {
  return /^[\d\s.\-/()]*$/.test(value);
}

/** Mask for an `<input>` onChange: keeps at most 11 digits as '000.000.000-00'. */
export function maskCpfInput(raw: string): string {
  return applyDigitMask(raw, MASK_PLACEHOLDER.cpf);
}

/** Mask for an `<input>` onChange: keeps at most 8 digits as '00000-000'. */
export function maskCepInput(raw: string): string {
  return applyDigitMask(raw, MASK_PLACEHOLDER.cep);
}

/**
 * Progressive phone mask with area code: the landline layout '(00) 0000-0000' up to 10 digits,
 * the mobile layout '(00) 00000-0000' on the 11th (max 15 chars).
 */
export function maskPhoneInput(raw: string): string {
  const digits = onlyDigits(raw).slice(0, 11);
  return applyDigitMask(digits, digits.length === 11 ? MOBILE_PATTERN : LANDLINE_PATTERN);
}

/** Keeps only the first two letters, uppercased (state abbreviation, e.g. 'SP'). */
export function maskUf(raw: string): string {
  return raw
    .replace(/[^a-zA-Z]+/g, '')
    .slice(0, 2)
    .toUpperCase();
}

const MASKERS: Readonly<Record<MaskKind, (value: string) => string>> = {
  cpf: maskCpfInput,
  cep: maskCepInput,
  phone: maskPhoneInput,
  uf: maskUf,
};

/** Applies the mask of the given kind to a raw or partially formatted value. */
export function applyMask(kind: MaskKind, value: string): string {
  return MASKERS[kind](value);
}
