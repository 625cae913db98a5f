import { brazilianMobile, isValidCpf, isValidDateString, isValidTimeString, onlyDigits } from '@agenda/br';
import * as v from 'valibot';
import { BOOKING_TEXTS as T } from './texts.ts';

// The public endpoints' inputs. Every message is pt-BR and names the field a patient fixes.

const slug = v.pipe(v.string(T.pageNotFound), v.maxLength(60, T.pageNotFound));
const id = (message: string) => v.pipe(v.string(message), v.maxLength(36, message));
const date = (message: string) => v.pipe(v.string(message), v.trim(), v.check(isValidDateString, message));
const optionalText = (max: number, message: string) =>
  v.pipe(
    v.optional(v.nullable(v.string(message)), ''),
    v.transform((s) => (s ?? '').trim()),
    v.maxLength(max, message),
  );

export const pageSchema = v.object({ slug });

/** 'qualquer' / absent / blank: any offered professional. */
const professionalId = v.pipe(
  v.optional(v.nullable(v.string(T.professionalNotOffered)), null),
  v.transform((s) => (s && s !== 'qualquer' ? s : null)),
  v.nullable(v.pipe(v.string(), v.maxLength(36, T.professionalNotOffered))),
);

export const slotsQuerySchema = v.object({
  slug,
  serviceId: id(T.serviceRequired),
  professionalId,
  from: date(T.invalidDate),
  to: date(T.invalidDate),
});

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A patient's booking; the CPF leaves as its 11 digits and the mobile as its 11 national digits. */
export const bookingEntries = {
  serviceId: id(T.serviceRequired),
  professionalId,
  date: date(T.invalidDate),
  startTime: v.pipe(v.string(T.invalidTime), v.trim(), v.check(isValidTimeString, T.invalidTime)),
  fullName: v.pipe(
    v.string(T.fullNameRequired),
    v.trim(),
    v.minLength(3, T.fullNameRequired),
    v.maxLength(150, T.fullNameTooLong),
    v.check((s) => !/[\p{Cc}<>]/u.test(s), T.fullNameRequired),
  ),
  cpf: v.pipe(
    v.string(T.invalidCpf),
    v.trim(),
    v.maxLength(14, T.invalidCpf),
    v.check(isValidCpf, T.invalidCpf),
    v.transform(onlyDigits),
  ),
  phone: v.pipe(
    v.string(T.invalidPhone),
    v.maxLength(20, T.invalidPhone),
    v.check((s) => brazilianMobile(s) !== null, T.invalidPhone),
    v.transform((s) => (brazilianMobile(s) ?? '').slice(2)),
  ),
  email: v.pipe(
    optionalText(254, T.invalidEmail),
    v.check((s) => s === '' || EMAIL.test(s), T.invalidEmail),
    v.transform((s) => (s === '' ? null : s.toLowerCase())),
  ),
  birthDate: v.pipe(
    optionalText(10, T.invalidBirthDate),
    v.check((s) => s === '' || (isValidDateString(s) && s >= '1900-01-01'), T.invalidBirthDate),
    v.transform((s) => (s === '' ? null : s)),
  ),
  // Absent is false, so that it reaches the check (valibot skips an absent optional key without default).
  consent: v.pipe(
    v.optional(v.unknown(), false),
    v.check((c) => c === true, T.consentRequired),
  ),
  /** The honeypot: people never see it, so anything in it is a machine's. */
  website: v.optional(v.unknown()),
};
export const bookingSchema = v.object({ slug, ...bookingEntries });
export type BookingInput = v.InferOutput<typeof bookingSchema>;

const loose = v.pipe(
  v.optional(v.nullable(v.string()), null),
  v.transform((s) => (s ? s.slice(0, 60) : null)),
);
/** The server-rendered page's one read per step: whatever is missing or malformed is simply not asked. */
export const pageViewSchema = v.object({
  slug,
  serviceId: loose,
  professionalId,
  from: v.pipe(
    loose,
    v.transform((s) => (s && isValidDateString(s) ? s : null)),
  ),
  days: v.pipe(v.optional(v.number(), 0), v.integer(), v.minValue(0), v.maxValue(31)),
});
