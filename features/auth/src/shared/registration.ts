import * as v from 'valibot';
import { AUTH_TEXTS as T } from './texts.ts';

const text = v.optional(v.pipe(v.string(T.fillRequired), v.trim()), '');
const optionalText = v.optional(v.nullable(v.pipe(v.string(), v.trim())), null);

export interface PersonalStep {
  fullName: string;
  email: string;
  phone: string;
  password: string;
  confirmPassword: string;
  cep: string;
  street: string;
  number: string;
  complement?: string | null;
  neighborhood: string;
  city?: string;
  state?: string;
}

export interface CompanyStep {
  businessTypeId?: string | null;
  companyName: string;
  companyPhone: string;
  companyCep: string;
  companyStreet: string;
  companyNumber: string;
  companyComplement?: string | null;
  companyNeighborhood: string;
  companyCity?: string;
  companyState?: string;
  businessDays: number[];
}

const blank = (value: string | null | undefined) => !value?.trim();

/** Step 1 rules, in the spec's order; the first failing rule's message, or null. */
export function personalStepError(d: PersonalStep): string | null {
  if ([d.fullName, d.email, d.phone, d.password].some(blank)) return T.fillRequired;
  if (d.password !== d.confirmPassword) return T.passwordsDiffer;
  if (d.password.length < 6) return T.passwordTooShort;
  if (blank(d.cep) || blank(d.number)) return T.fillAddress;
  return null;
}

/** Step 2 rules, in the spec's order. */
export function companyStepError(d: CompanyStep): string | null {
  if (blank(d.companyName) || blank(d.companyPhone)) return T.fillCompany;
  if (blank(d.companyCep) || blank(d.companyNumber)) return T.fillCompanyAddress;
  if (d.businessDays.length === 0) return T.pickBusinessDay;
  return null;
}

/**
 * What the server checks of the registration payload: the same rules and messages as the two
 * steps, less the password ones (the identity provider owns the password; it is never stored here).
 */
export function registrationError(d: v.InferOutput<typeof registrationObject>): string | null {
  if ([d.fullName, d.email, d.phone].some(blank)) return T.fillRequired;
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(d.email)) return T.invalidEmail;
  if (blank(d.cep) || blank(d.number)) return T.fillAddress;
  if (blank(d.companyName) || blank(d.companyPhone)) return T.fillCompany;
  if (blank(d.companyCep) || blank(d.companyNumber)) return T.fillCompanyAddress;
  if (d.businessDays.length === 0) return T.pickBusinessDay;
  if (d.businessDays.some((day) => !Number.isInteger(day) || day < 1 || day > 5)) return T.invalidBusinessDays;
  return null;
}

const registrationObject = v.object({
  fullName: text,
  email: v.optional(v.pipe(v.string(T.fillRequired), v.trim(), v.toLowerCase()), ''),
  phone: text,
  password: v.optional(v.string()),
  cep: text,
  street: text,
  number: text,
  complement: optionalText,
  neighborhood: text,
  city: text,
  state: text,
  companyName: text,
  companyPhone: text,
  companyCep: text,
  companyStreet: text,
  companyNumber: text,
  companyComplement: optionalText,
  companyNeighborhood: text,
  companyCity: text,
  companyState: text,
  businessTypeId: v.optional(v.nullable(v.string()), null),
  businessDays: v.optional(v.array(v.number(T.invalidBusinessDays), T.invalidBusinessDays), []),
  plan: v.optional(v.string(), 'basic'),
  firebaseId: v.optional(v.string(), ''),
  idToken: v.optional(v.string(), ''),
});

export const registrationSchema = v.pipe(
  v.object(registrationObject.entries, T.fillRequired),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const message = registrationError(dataset.value);
    if (message) addIssue({ message });
  }),
);

export type RegistrationInput = v.InferInput<typeof registrationSchema>;
export type Registration = v.InferOutput<typeof registrationSchema>;

export const loginSchema = v.object({ idToken: v.pipe(v.string(T.missingToken), v.nonEmpty(T.missingToken)) }, T.missingToken);

export const cepParamSchema = v.object({
  cep: v.pipe(
    v.string(T.invalidCep),
    v.transform((s) => s.replace(/\D/g, '')),
    v.length(8, T.invalidCep),
  ),
});
