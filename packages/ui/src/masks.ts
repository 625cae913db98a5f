/** Supported input masks for Brazilian data. */
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
export function onlyDigits(value: string): string {
  return value.replace(/\D+/g, '');
}

/** Formats up to 11 digits as `000.000.000-00` (progressively while typing). */
export function maskCpf(value: string): string {
  const d = onlyDigits(value).slice(0, 11);
  if (d.length <= 3) return d;
  if (d.length <= 6) return `${d.slice(0, 3)}.${d.slice(3)}`;
  if (d.length <= 9) return `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6)}`;
  return `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6, 9)}-${d.slice(9)}`;
}

/** Formats up to 8 digits as `00000-000`. */
export function maskCep(value: string): string {
  const d = onlyDigits(value).slice(0, 8);
  if (d.length <= 5) return d;
  return `${d.slice(0, 5)}-${d.slice(5)}`;
}

/**
 * Formats a Brazilian phone number with area code:
 * landline `(00) 0000-0000` (10 digits) or mobile `(00) 00000-0000` (11 digits).
 */
export function maskPhone(value: string): string {
  const d = onlyDigits(value).slice(0, 11);
  if (d.length === 0) return '';
  if (d.length <= 2) return `(${d}`;
  const area = d.slice(0, 2);
  const rest = d.slice(2);
  // Up to 8 local digits: landline layout 0000-0000; 9 digits: mobile layout 00000-0000.
  const split = rest.length > 8 ? 5 : 4;
  if (rest.length <= split) return `(${area}) ${rest}`;
  return `(${area}) ${rest.slice(0, split)}-${rest.slice(split)}`;
}

/** Keeps only the first two letters, uppercased (state abbreviation, e.g. `SP`). */
export function maskUf(value: string): string {
  return value
    .replace(/[^a-zA-Z]+/g, '')
    .slice(0, 2)
    .toUpperCase();
}

const MASKERS: Readonly<Record<MaskKind, (value: string) => string>> = {
  cpf: maskCpf,
  cep: maskCep,
  phone: maskPhone,
  uf: maskUf,
};

/** Applies the mask of the given kind to a raw or partially formatted value. */
export function applyMask(kind: MaskKind, value: string): string {
  return MASKERS[kind](value);
}
