const rules = new Intl.PluralRules('pt-BR');
const numbers = new Intl.NumberFormat('pt-BR');

/**
 * The form of a word for a count, by pt-BR's plural rules: `plural(1, 'cobrança', 'cobranças')` is
 * 'cobrança'. Zero takes the plural, as Brazilian screens write it ('0 serviços'), though CLDR files
 * it with one; its 'many' (a million) takes the plural too.
 */
export function plural(n: number, one: string, other: string): string {
  return n !== 0 && rules.select(n) === 'one' ? one : other;
}

/** A count and its word: `countOf(1200, 'cliente', 'clientes')` is '1.200 clientes'. The one way to write a count. */
export function countOf(n: number, one: string, other: string): string {
  return `${numbers.format(n)} ${plural(n, one, other)}`;
}
