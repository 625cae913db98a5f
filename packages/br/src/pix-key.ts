import { isValidCnpj } from './cnpj';
import { isValidCpf } from './cpf';
import { onlyDigits } from './mask';

/** The five kinds of PIX key a clinic may hold (DICT's key types). */
export const PIX_KEY_TYPES = ['CPF', 'CNPJ', 'EMAIL', 'TELEFONE', 'ALEATORIA'] as const;
export type PixKeyType = (typeof PIX_KEY_TYPES)[number];

export const PIX_KEY_TYPE_LABELS: Record<PixKeyType, string> = {
  CPF: 'CPF',
  CNPJ: 'CNPJ',
  EMAIL: 'E-mail',
  TELEFONE: 'Telefone',
  ALEATORIA: 'Chave aleatória',
};

/** What is wrong with a key of each type, as staff read it under the field. */
export const PIX_KEY_MESSAGES: Record<PixKeyType, string> = {
  CPF: 'CPF inválido: confira os dígitos.',
  CNPJ: 'CNPJ inválido: confira os dígitos.',
  EMAIL: 'E-mail inválido.',
  TELEFONE: 'Telefone inválido: use +55, o DDD e o número (+5511987654321).',
  ALEATORIA: 'Chave aleatória inválida: são 32 letras e números no formato 00000000-0000-0000-0000-000000000000.',
};

const EMAIL = /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The key as the PIX directory stores it, or null when it is not a valid key of that type: CPF and
 * CNPJ as digits (check digits verified), e-mail in lower case (at most 77 characters), phone as
 * +55 DDD number (`+55DDDNNNNNNNNN`: a mobile or a landline), the random key as a lower-case UUID.
 */
export function normalizePixKey(type: PixKeyType, raw: string): string | null {
  const value = raw.trim();
  switch (type) {
    case 'CPF':
      return isValidCpf(value) ? onlyDigits(value) : null;
    case 'CNPJ':
      return isValidCnpj(value) ? onlyDigits(value) : null;
    case 'EMAIL': {
      const email = value.toLowerCase();
      return email.length <= 77 && EMAIL.test(email) ? email : null;
    }
    case 'TELEFONE': {
      if (!/^\+?[\d\s().-]+$/.test(value)) return null;
      const digits = onlyDigits(value);
      const national = digits.length >= 12 && digits.startsWith('55') ? digits.slice(2) : digits;
      // DDD 11–99, then 8 digits (landline) or 9 starting with 9 (mobile).
      return /^[1-9][1-9](9\d{8}|[2-8]\d{7})$/.test(national) ? `+55${national}` : null;
    }
    case 'ALEATORIA': {
      const key = value.toLowerCase();
      return UUID.test(key) ? key : null;
    }
  }
}
