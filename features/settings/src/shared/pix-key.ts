// One set of rules for the 'PIX' tab, the tRPC input and the REST shim.
import { PIX_KEY_MESSAGES, PIX_KEY_TYPES, type PixKeyType, normalizePixKey } from '@agenda/br';
import * as v from 'valibot';

export const PIX_BENEFICIARY_MAX = 25;
export const PIX_CITY_MAX = 15;

export const PIX_TEXTS = {
  tab: 'PIX',
  title: 'Chave PIX da clínica',
  hint: 'Com ela o Agenda gera o QR Code e o PIX copia e cola de cada cobrança. O dinheiro vai direto para a conta da chave.',
  keyType: 'Tipo de chave',
  key: 'Chave PIX',
  beneficiary: 'Nome do beneficiário',
  beneficiaryHint: `Como aparece no banco, até ${PIX_BENEFICIARY_MAX} letras (sem acentos no código).`,
  city: 'Cidade',
  cityHint: `Até ${PIX_CITY_MAX} letras.`,
  save: 'Salvar chave PIX',
  saving: 'Salvando...',
  saved: 'Chave PIX salva!',
  saveFailed: 'Erro ao salvar a chave PIX',
  loadFailed: 'Erro ao carregar a chave PIX',
  none: 'Nenhuma chave cadastrada: as cobranças saem sem QR Code PIX.',
  badType: 'Escolha o tipo de chave: CPF, CNPJ, EMAIL, TELEFONE ou ALEATORIA.',
  keyRequired: 'Informe a chave PIX.',
  beneficiaryRequired: 'Informe o nome do beneficiário.',
  beneficiaryTooLong: `O nome do beneficiário tem no máximo ${PIX_BENEFICIARY_MAX} caracteres.`,
  cityRequired: 'Informe a cidade.',
  cityTooLong: `A cidade tem no máximo ${PIX_CITY_MAX} caracteres.`,
  invalid: 'Informe keyType, key, beneficiary e city.',
} as const;

export interface PixKeyDraft {
  keyType: string;
  key: string;
  beneficiary: string;
  city: string;
}

export interface ClinicPixKey {
  keyType: PixKeyType;
  key: string;
  beneficiary: string;
  city: string;
}

/** Each field's problem (the first one found per field), empty when the key can be saved. */
export function pixKeyErrors(d: PixKeyDraft): Partial<Record<keyof PixKeyDraft, string>> {
  const errors: Partial<Record<keyof PixKeyDraft, string>> = {};
  const type = PIX_KEY_TYPES.find((t) => t === d.keyType);
  if (!type) errors.keyType = PIX_TEXTS.badType;
  if (!d.key.trim()) errors.key = PIX_TEXTS.keyRequired;
  else if (type && normalizePixKey(type, d.key) === null) errors.key = PIX_KEY_MESSAGES[type];
  const beneficiary = d.beneficiary.trim();
  if (!beneficiary) errors.beneficiary = PIX_TEXTS.beneficiaryRequired;
  else if (beneficiary.length > PIX_BENEFICIARY_MAX) errors.beneficiary = PIX_TEXTS.beneficiaryTooLong;
  const city = d.city.trim();
  if (!city) errors.city = PIX_TEXTS.cityRequired;
  else if (city.length > PIX_CITY_MAX) errors.city = PIX_TEXTS.cityTooLong;
  return errors;
}

/** The key as stored: trimmed, the key itself as the PIX directory writes it. */
export const pixKeyInputSchema = v.pipe(
  v.object(
    {
      keyType: v.string(PIX_TEXTS.badType),
      key: v.string(PIX_TEXTS.keyRequired),
      beneficiary: v.string(PIX_TEXTS.beneficiaryRequired),
      city: v.string(PIX_TEXTS.cityRequired),
    },
    PIX_TEXTS.invalid,
  ),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const first = Object.values(pixKeyErrors(dataset.value))[0];
    if (first) addIssue({ message: first });
  }),
  v.transform(
    (d): ClinicPixKey => ({
      keyType: d.keyType as PixKeyType,
      key: normalizePixKey(d.keyType as PixKeyType, d.key) as string,
      beneficiary: d.beneficiary.trim(),
      city: d.city.trim(),
    }),
  ),
);
