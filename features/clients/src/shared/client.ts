import { TEXT_MAX, isUf, isValidCpf, isValidDateString, multilineTextSchema, nowInTimeZone, onlyDigits } from '@agenda/br';
import * as v from 'valibot';
import { CLIENTS_TEXTS as T } from './texts.ts';

export const MAX_LENGTH = {
  fullName: 150,
  rg: 20,
  email: 254,
  street: 200,
  number: 20,
  complement: 100,
  neighborhood: 100,
  city: 100,
  notes: 5000,
} as const;
const LABELS: Record<keyof typeof MAX_LENGTH, string> = {
  fullName: T.fullName,
  rg: T.rg,
  email: T.email,
  street: 'Rua',
  number: 'Número',
  complement: 'Complemento',
  neighborhood: 'Bairro',
  city: 'Cidade',
  notes: T.notes,
};
/** Nobody now alive was born before this; a typo (0199-05-10) is refused instead of stored. */
const OLDEST_BIRTH_DATE = '1900-01-01';
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * A text field as sent: missing stays missing (an update leaves it alone), null and blank are ''.
 * No control characters; the per-field lengths are the rules' (below), this bound only stops
 * a runaway value before any rule runs.
 */
const text = (message: string) => v.optional(v.nullable(multilineTextSchema(TEXT_MAX.notes, message), ''));

const entries = {
  fullName: text(T.required),
  cpf: text(T.invalidCpf),
  rg: text(T.invalidField),
  email: text(T.invalidEmail),
  phone: text(T.required),
  contactPhone: text(T.invalidContactPhone),
  cep: text(T.invalidCep),
  street: text(T.invalidField),
  number: text(T.invalidField),
  complement: text(T.invalidField),
  neighborhood: text(T.invalidField),
  city: text(T.invalidField),
  state: text(T.invalidState),
  birthDate: text(T.invalidBirthDate),
  notes: text(T.invalidField),
};

type RawClient = { [K in keyof typeof entries]?: string };

/** The digits of a Brazilian phone with area code (10 or 11), a leading country code 55 dropped; null if it is not one. */
export function phoneDigits(raw: string): string | null {
  if (/[a-z]/i.test(raw)) return null;
  let digits = onlyDigits(raw);
  if ((digits.length === 12 || digits.length === 13) && digits.startsWith('55')) digits = digits.slice(2);
  return digits.length === 10 || digits.length === 11 ? digits : null;
}

const present = (value: string | undefined): value is string => value !== undefined && value !== '';

/**
 * The first rule the client data breaks, in the spec's order (its required-fields warning first),
 * or null. `partial`: only the fields present are checked (an update), except that a required field
 * present but blank still breaks the rule.
 */
export function clientRulesError(d: RawClient, partial = false, today = nowInTimeZone().date): string | null {
  const required = [d.fullName, d.cpf, d.phone];
  if (required.some((value) => (partial ? value === '' : !present(value)))) return T.required;
  if (present(d.cpf) && !isValidCpf(d.cpf)) return T.invalidCpf;
  if (present(d.phone) && !phoneDigits(d.phone)) return T.invalidPhone;
  if (present(d.contactPhone) && !phoneDigits(d.contactPhone)) return T.invalidContactPhone;
  if (present(d.email) && !EMAIL.test(d.email)) return T.invalidEmail;
  if (present(d.birthDate) && !isValidBirthDate(d.birthDate, today)) return T.invalidBirthDate;
  if (present(d.cep) && !/^\d{5}-?\d{3}$/.test(d.cep)) return T.invalidCep;
  if (present(d.state) && !isUf(d.state)) return T.invalidState;
  for (const [key, max] of Object.entries(MAX_LENGTH) as [keyof typeof MAX_LENGTH, number][]) {
    if ((d[key]?.length ?? 0) > max) return T.tooLong(LABELS[key], max);
  }
  return null;
}

/** The message for a value longer than its field allows ('O campo Nome completo deve ter no máximo 150 caracteres'), or null. */
export function fieldTooLong(field: string, value: string): string | null {
  if (!Object.hasOwn(MAX_LENGTH, field)) return null;
  const key = field as keyof typeof MAX_LENGTH;
  return value.length > MAX_LENGTH[key] ? T.tooLong(LABELS[key], MAX_LENGTH[key]) : null;
}

export function isValidBirthDate(date: string, today: string = nowInTimeZone().date): boolean {
  return isValidDateString(date) && date >= OLDEST_BIRTH_DATE && date <= today;
}

/** The stored form of every field present: digits for CPF, CEP and phones, UF upper case, blanks as null. */
function normalize(d: RawClient) {
  const out: Partial<ClientFields> = {};
  const orNull = (value: string) => (value === '' ? null : value);
  for (const [key, value] of Object.entries(d) as [keyof RawClient, string | undefined][]) {
    if (value === undefined) continue;
    switch (key) {
      case 'cpf':
      case 'cep':
        out[key] = orNull(onlyDigits(value)) as string;
        break;
      case 'phone':
        out.phone = phoneDigits(value) ?? '';
        break;
      case 'contactPhone':
        out.contactPhone = value === '' ? null : phoneDigits(value);
        break;
      case 'state':
        out.state = orNull(value.toUpperCase());
        break;
      case 'email':
        out.email = orNull(value.toLowerCase());
        break;
      default:
        out[key] = orNull(value) as string;
    }
  }
  return out;
}

/** Every client field as stored: 11-digit CPF, phone and CEP digits, UF upper case, optional ones null. */
export interface ClientFields {
  fullName: string;
  cpf: string;
  rg: string | null;
  email: string | null;
  phone: string;
  contactPhone: string | null;
  cep: string | null;
  street: string | null;
  number: string | null;
  complement: string | null;
  neighborhood: string | null;
  city: string | null;
  state: string | null;
  /** 'yyyy-MM-dd'. */
  birthDate: string | null;
  notes: string | null;
}

const EMPTY_OPTIONALS: Omit<ClientFields, 'fullName' | 'cpf' | 'phone'> = {
  rg: null,
  email: null,
  contactPhone: null,
  cep: null,
  street: null,
  number: null,
  complement: null,
  neighborhood: null,
  city: null,
  state: null,
  birthDate: null,
  notes: null,
};

/**
 * What POST /api/clients and the client form send: CPF and CEP masked or as digits, an empty
 * e-mail (the booking form sends one) as none. Shared by form, procedure and shim.
 */
export const clientInputSchema = v.pipe(
  v.object(entries, T.required),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const message = clientRulesError(dataset.value);
    if (message) addIssue({ message });
  }),
  v.transform(
    (d): ClientFields => ({ ...EMPTY_OPTIONALS, ...(normalize(d) as Pick<ClientFields, 'fullName' | 'cpf' | 'phone'>) }),
  ),
);

/** A path id: a missing one is looked up as '' and so answers 404 like any unknown id. */
const idField = v.optional(v.pipe(v.string(T.clientNotFound), v.maxLength(64, T.clientNotFound)), '');

/**
 * What PUT /api/clients/{id} sends: any subset of the fields (the booking form leaves the e-mail
 * out). A missing field keeps its stored value; a present one replaces it (null or '' clears an
 * optional field).
 */
export const clientUpdateSchema = v.pipe(
  v.object({ ...entries, id: idField }, T.required),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const message = clientRulesError(dataset.value, true);
    if (message) addIssue({ message });
  }),
  v.transform(({ id, ...fields }) => ({ id, fields: normalize(fields) })),
);

export type ClientInput = v.InferInput<typeof clientInputSchema>;

export const clientIdSchema = v.object({ id: idField }, T.clientNotFound);

/** A CPF to look up, masked or as digits; anything but 11 digits is refused. */
export const cpfSearchSchema = v.object(
  {
    cpf: v.pipe(
      v.string(T.invalidCpf),
      v.maxLength(20, T.invalidCpf),
      v.check((s) => /^[\d\s.-]*$/.test(s), T.invalidCpf),
      v.transform(onlyDigits),
      v.length(11, T.invalidCpf),
    ),
  },
  T.invalidCpf,
);

/** The first rule a client form breaks, or null when it can be saved. */
export function clientInputError(input: unknown): string | null {
  const result = v.safeParse(clientInputSchema, input);
  return result.success ? null : (result.issues[0]?.message ?? T.required);
}
