// Money is always integer centavos inside the code; reais (floats) only at the edges.

const BRL = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** Converts reais to integer centavos, rounding half away from zero (150.5 -> 15050). */
export function reaisToCents(reais: number): number {
  if (!Number.isFinite(reais)) return 0;
  // toFixed(6) removes binary noise first (1.005 * 100 = 100.49999999999999).
  const cents = Math.round(Number((Math.abs(reais) * 100).toFixed(6)));
  return reais < 0 && cents !== 0 ? -cents : cents;
}

export function centsToReais(cents: number): number {
  return cents / 100;
}

/** 'R$ 1.234,56', with a regular space instead of Intl's non-breaking one. */
export function formatBRL(cents: number): string {
  return BRL.format(centsToReais(cents)).replace(/[\u00a0\u202f]/g, ' ');
}

/**
 * Reads what a user typed into a money field, in reais: '1.234,56', '150,5', '150.50', 'R$ 10'.
 * With a comma, the comma is the decimal separator and dots group thousands; with dots only, a
 * single dot followed by exactly 3 digits ('1.234') or several dots group thousands, otherwise the
 * dot is decimal. Kept as typed: a third decimal ('10,123') is for the form to refuse, not to round
 * away. Anything unparsable -> 0.
 */
export function readReaisInput(input: string): number {
  const cleaned = input.replace(/[^\d,.-]/g, '');
  let normalized: string;
  if (cleaned.includes(',')) {
    normalized = cleaned.replace(/\./g, '').replace(',', '.');
  } else {
    const dots = cleaned.split('.').length - 1;
    const thousands = dots > 1 || /^-?\d{1,3}\.\d{3}$/.test(cleaned);
    normalized = thousands ? cleaned.replace(/\./g, '') : cleaned;
  }
  if (!/^-?(\d+\.?\d*|\.\d+)$/.test(normalized)) return 0;
  const reais = Number(normalized);
  return reais === 0 ? 0 : reais;
}

/** readReaisInput rounded to centavos. */
export function parseReaisInput(input: string): number {
  return centsToReais(reaisToCents(readReaisInput(input)));
}
