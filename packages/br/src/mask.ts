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

/** Removes every non-digit character. */
export function onlyDigits(s: string): string {
  return s.replace(/\D/g, '');
}

/**
 * Applies a digit pattern progressively: each '0' in the pattern takes the next digit,
 * any other character is a literal written only when more digits follow, so partial input
 * never ends with a dangling separator. Extra digits are dropped.
 */
export function applyDigitMask(raw: string, pattern: string): string {
  const digits = onlyDigits(raw);
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

/** True when the value contains only digits and the usual mask separators. */
export function hasOnlyMaskChars(value: string): boolean {
  return /^[\d\s.\-/()]*$/.test(value);
}

const LANDLINE_PATTERN = '(00) 0000-0000';
const MOBILE_PATTERN = '(00) 00000-0000';

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
