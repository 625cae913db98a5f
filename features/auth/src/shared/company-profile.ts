import { isBrazilianTimeZone, isValidCnpj, isValidTimeString, onlyDigits, timeToMinutes, ufSchema } from '@agenda/br';
import * as v from 'valibot';
import { COMPANY_TEXTS as T } from './company-texts.ts';

/** Days the company may open: Monday (1) to Saturday (6), the days the week grid draws. */
export const COMPANY_WEEKDAYS = [
  { value: 1, label: 'Seg' },
  { value: 2, label: 'Ter' },
  { value: 3, label: 'Qua' },
  { value: 4, label: 'Qui' },
  { value: 5, label: 'Sex' },
  { value: 6, label: 'Sáb' },
] as const;

const required = (message: string) => v.pipe(v.string(message), v.trim(), v.nonEmpty(message));
const time = v.pipe(v.string(T.invalidHours), v.trim(), v.check(isValidTimeString, T.invalidHours));

export const companyProfileSchema = v.pipe(
  v.object(
    {
      name: required(T.nameRequired),
      cnpj: v.pipe(
        v.optional(v.nullable(v.string(T.invalidCnpj)), null),
        v.transform((s) => (s ? onlyDigits(s) : '')),
        v.check((s) => s === '' || isValidCnpj(s), T.invalidCnpj),
        v.transform((s) => (s === '' ? null : s)),
      ),
      phone: required(T.phoneRequired),
      cep: v.pipe(
        v.string(T.invalidCep),
        v.transform((s) => onlyDigits(s)),
        v.length(8, T.invalidCep),
      ),
      street: required(T.addressRequired),
      number: required(T.addressRequired),
      complement: v.pipe(
        v.optional(v.nullable(v.pipe(v.string(), v.trim())), null),
        v.transform((s) => (s ? s : null)),
      ),
      neighborhood: required(T.addressRequired),
      state: ufSchema(T.invalidState),
      city: required(T.cityRequired),
      businessDays: v.pipe(
        v.array(
          v.pipe(v.number(T.invalidDays), v.integer(T.invalidDays), v.minValue(1, T.invalidDays), v.maxValue(6, T.invalidDays)),
          T.invalidDays,
        ),
        v.minLength(1, T.pickDay),
        v.transform((days) => [...new Set(days)].sort()),
      ),
      openingTime: time,
      closingTime: time,
      timeZone: v.pipe(v.string(T.invalidTimeZone), v.check(isBrazilianTimeZone, T.invalidTimeZone)),
    },
    T.nameRequired,
  ),
  v.check(
    (p) =>
      isValidTimeString(p.openingTime) &&
      isValidTimeString(p.closingTime) &&
      timeToMinutes(p.openingTime) < timeToMinutes(p.closingTime),
    T.invalidHours,
  ),
);

export type CompanyProfileInput = v.InferInput<typeof companyProfileSchema>;
