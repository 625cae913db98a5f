// Shared valibot building blocks for every feature's input schemas: one definition of what a text,
// a date, a time, an amount of money, a CPF or a UF may be on the wire. Each takes the pt-BR message
// the feature shows for that field, so the rules are shared and the wording stays the feature's.
import * as v from 'valibot';
import { isValidCpf } from './cpf';
import { isValidDateString, isValidTimeString } from './dates';
import { UF_CODES } from './ufs';

/** C0 controls but tab, newline and carriage return, plus DEL and the C1 block. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
/** Any control character, line breaks included: for one-line fields. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point
const CONTROL_OR_BREAK = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/;

export const hasControlCharacters = (value: string, allowLineBreaks = false): boolean =>
  (allowLineBreaks ? CONTROL : CONTROL_OR_BREAK).test(value);

export const CONTROL_CHARACTERS_MESSAGE = 'O texto contém caracteres não permitidos';

/** Length limits shared by the features' fields. */
export const TEXT_MAX = { short: 100, name: 200, long: 2000, notes: 5000 } as const;

/** Trimmed one-line text of at most `max` characters, without control characters. */
export function textSchema(max: number, message: string, tooLong: string = message) {
  return v.pipe(
    v.string(message),
    v.check((s) => !hasControlCharacters(s), CONTROL_CHARACTERS_MESSAGE),
    v.trim(),
    v.maxLength(max, tooLong),
  );
}

/** Trimmed multi-line text (notes, descriptions): line breaks and tabs allowed, other controls not. */
export function multilineTextSchema(max: number, message: string, tooLong: string = message) {
  return v.pipe(
    v.string(message),
    v.check((s) => !hasControlCharacters(s, true), CONTROL_CHARACTERS_MESSAGE),
    v.trim(),
    v.maxLength(max, tooLong),
  );
}

/** A real calendar date 'yyyy-MM-dd' between 1900 and 2100 (surrounding blanks trimmed). */
export function dateSchema(message: string) {
  return v.pipe(v.string(message), v.trim(), v.check(isValidDateString, message));
}

/** 'HH:mm', 00:00 to 23:59. */
export function timeSchema(message: string) {
  return v.pipe(v.string(message), v.trim(), v.check(isValidTimeString, message));
}

/** The one answer to an amount with more than two decimals, on every form and endpoint that takes money. */
export const MONEY_DECIMALS_MESSAGE = 'Valor inválido: use no máximo duas casas decimais';

/** Whether reais are a whole number of centavos (binary noise such as 0.1 + 0.2 is not a third decimal). */
export const isWholeCentavos = (reais: number): boolean => Math.abs(reais * 100 - Math.round(reais * 100)) < 1e-6;

/** The centavos rule as a pipe action, for a money field that reads its number its own way. */
export const wholeCentavos = () => v.check<number, string>(isWholeCentavos, MONEY_DECIMALS_MESSAGE);

/**
 * Money on the wire, in reais: a finite number of whole centavos. Not a number answers the feature's
 * `message`; a third decimal is refused (never rounded) with MONEY_DECIMALS_MESSAGE everywhere. Each
 * feature pipes its own range after it, in its own words.
 */
export function reaisSchema(message: string) {
  return v.pipe(v.number(message), v.finite(message), wholeCentavos());
}

/** A valid CPF, masked or as digits; the output is the 11 digits. */
export function cpfSchema(message: string) {
  return v.pipe(
    v.string(message),
    v.trim(),
    v.maxLength(14, message),
    v.check(isValidCpf, message),
    v.transform((s) => s.replace(/\D/g, '')),
  );
}

/** One of the 27 UFs, any case; the output is upper case. */
export function ufSchema(message: string) {
  return v.pipe(v.string(message), v.trim(), v.toUpperCase(), v.picklist(UF_CODES, message));
}
