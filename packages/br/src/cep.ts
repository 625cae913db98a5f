import { hasOnlyMaskChars, maskCepInput, onlyDigits } from './mask';

/** Address as returned by ViaCEP (`erro: true` when the CEP does not exist). */
export type CepAddress = {
  logradouro: string;
  bairro: string;
  localidade: string;
  uf: string;
  erro?: boolean;
};

/** Returns the 8 CEP digits, or null when the input is not a complete CEP. */
export function normalizeCep(raw: string): string | null {
  if (!hasOnlyMaskChars(raw)) return null;
  const digits = onlyDigits(raw);
  return digits.length === 8 ? digits : null;
}

/** Formats as '00000-000'; partial input is masked progressively (max 9 chars). */
export function formatCep(digits: string): string {
  return maskCepInput(digits);
}
