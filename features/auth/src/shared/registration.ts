import { TEXT_MAX, isUf, textSchema } from '@agenda/br';
import * as v from 'valibot';
import { AUTH_TEXTS as T } from './texts.ts';

/** Plans a company may sign up for. */
export const PLANS = ['basic'] as const;
export const BUSINESS_DAYS = [1, 2, 3, 4, 5] as const;

const text = (max: number = TEXT_MAX.name) => v.optional(textSchema(max, T.fillRequired, T.fieldTooLong), '');
const optionalText = v.optional(v.nullable(textSchema(TEXT_MAX.short, T.fillRequired, T.fieldTooLong)), null);
/** A UF when given: blank is allowed here (the lookup may not find one), anything else must be one of the 27. */
const uf = v.optional(
  v.pipe(
    textSchema(2, T.invalidState),
    v.check((s) => s === '' || isUf(s), T.invalidState),
  ),
  '',
);

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
  if (new Set(d.businessDays).size !== d.businessDays.length) return T.invalidBusinessDays;
  return null;
}

const registrationObject = v.object({
  fullName: text(),
  email: v.optional(v.pipe(textSchema(254, T.fillRequired, T.fieldTooLong), v.toLowerCase()), ''),
  phone: text(30),
  password: v.optional(v.pipe(v.string(), v.maxLength(1024, T.fieldTooLong))),
  cep: text(9),
  street: text(),
  number: text(20),
  complement: optionalText,
  neighborhood: text(TEXT_MAX.short),
  city: text(TEXT_MAX.short),
  state: uf,
  companyName: text(),
  companyPhone: text(30),
  companyCep: text(9),
  companyStreet: text(),
  companyNumber: text(20),
  companyComplement: optionalText,
  companyNeighborhood: text(TEXT_MAX.short),
  companyCity: text(TEXT_MAX.short),
  companyState: uf,
  businessTypeId: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(64, T.businessTypeNotFound))), null),
  businessDays: v.optional(
    v.pipe(
      v.array(
        v.pipe(
          v.number(T.invalidBusinessDays),
          v.check((d) => (BUSINESS_DAYS as readonly number[]).includes(d), T.invalidBusinessDays),
        ),
        T.invalidBusinessDays,
      ),
      v.maxLength(BUSINESS_DAYS.length, T.invalidBusinessDays),
    ),
    [],
  ),
  plan: v.optional(v.picklist(PLANS, T.invalidPlan), 'basic'),
  firebaseId: v.optional(v.pipe(v.string(), v.maxLength(128, T.uidMismatch)), ''),
  idToken: v.optional(v.pipe(v.string(), v.maxLength(8192, T.missingToken)), ''),
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

const clinicIdSchema = v.pipe(v.string(T.notAMember), v.nonEmpty(T.notAMember), v.maxLength(64, T.notAMember));

export const loginSchema = v.object(
  {
    idToken: v.pipe(v.string(T.missingToken), v.nonEmpty(T.missingToken), v.maxLength(8192, T.missingToken)),
    /** The clinic to work in; without it, the one signed into last. */
    companyId: v.optional(clinicIdSchema),
  },
  T.missingToken,
);

export const switchClinicSchema = v.object({ companyId: clinicIdSchema }, T.notAMember);

export const cepParamSchema = v.object({
  cep: v.pipe(
    v.string(T.invalidCep),
    v.maxLength(20, T.invalidCep),
    v.transform((s) => s.replace(/\D/g, '')),
    v.length(8, T.invalidCep),
  ),
});
