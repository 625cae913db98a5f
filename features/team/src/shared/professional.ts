import { isValidTimeString, textSchema, timeToMinutes } from '@agenda/br';
import * as v from 'valibot';
import { commissionSchema } from './commission.ts';
import { PROFESSIONAL_TEXTS as T } from './professional-texts.ts';

/** The agenda colours a professional is given from: distinct from one another and legible with white text. */
export const PROFESSIONAL_COLORS = [
  '#2563eb',
  '#059669',
  '#d97706',
  '#dc2626',
  '#7c3aed',
  '#db2777',
  '#0e7490',
  '#4d7c0f',
  '#9333ea',
  '#475569',
] as const;
export type ProfessionalColor = (typeof PROFESSIONAL_COLORS)[number];
export const isProfessionalColor = (color: string): color is ProfessionalColor =>
  (PROFESSIONAL_COLORS as readonly string[]).includes(color);

/** One weekday's hours of a professional: 0 = Sunday … 6 = Saturday, 'HH:mm'. */
export interface WorkingHours {
  weekday: number;
  start: string;
  end: string;
}

/** A professional as every answer carries it (`{ professionals }`, `{ professional }`). */
export interface ProfessionalData {
  id: string;
  /** The member of the team who is this professional; null for one with no account. */
  memberId: string | null;
  name: string;
  /** Council registration, e.g. 'CRO-SP 12345'. */
  registration: string | null;
  specialty: string | null;
  color: string;
  /** The hours they attend, one range per weekday they work (the clinic's own when followsClinicHours). */
  workingHours: WorkingHours[];
  /** True when no hours of their own were set: they follow the clinic's days and hours, as these change. */
  followsClinicHours: boolean;
  /** The services they perform (every bookable one when allServices). */
  serviceIds: string[];
  /** True when no list was chosen: every service, those added later included. */
  allServices: boolean;
  active: boolean;
}

export const MAX_NAME_LENGTH = 120;
export const MAX_REGISTRATION_LENGTH = 60;
export const MAX_SPECIALTY_LENGTH = 120;
const MAX_SERVICES = 500;

const optionalText = (max: number, tooLong: string) =>
  v.pipe(
    v.nullish(textSchema(max, T.invalidText, tooLong), ''),
    v.transform((s) => (s === '' ? null : s)),
  );

const time = v.pipe(v.string(T.invalidWorkingHours), v.trim(), v.check(isValidTimeString, T.invalidWorkingHours));
const range = v.pipe(
  v.object(
    {
      weekday: v.pipe(
        v.number(T.invalidWorkingHours),
        v.integer(T.invalidWorkingHours),
        v.minValue(0, T.invalidWorkingHours),
        v.maxValue(6, T.invalidWorkingHours),
      ),
      start: time,
      end: time,
    },
    T.invalidWorkingHours,
  ),
  // Runs even when a time above was refused (valibot keeps checking a typed value): compare valid ones only.
  v.check(
    (r) => !isValidTimeString(r.start) || !isValidTimeString(r.end) || timeToMinutes(r.end) > timeToMinutes(r.start),
    T.hoursEndAfterStart,
  ),
);

/** null: the clinic's hours. Otherwise at least one weekday, one range each, sorted by weekday. */
const workingHoursField = v.nullable(
  v.pipe(
    v.array(range, T.invalidWorkingHours),
    v.minLength(1, T.noWorkingHours),
    v.check((list) => new Set(list.map((r) => r.weekday)).size === list.length, T.oneRangePerDay),
    v.transform((list) => [...list].sort((a, b) => a.weekday - b.weekday)),
  ),
);

/** null: every service. Otherwise at least one (an empty list would leave the professional unbookable). */
const serviceIdsField = v.nullable(
  v.pipe(
    v.array(v.pipe(v.string(T.serviceNotFound), v.maxLength(64, T.serviceNotFound)), T.noServices),
    v.minLength(1, T.noServices),
    v.maxLength(MAX_SERVICES, T.noServices),
    v.transform((ids) => [...new Set(ids)]),
  ),
);

const fields = {
  name: v.pipe(textSchema(MAX_NAME_LENGTH, T.nameRequired, T.nameTooLong), v.nonEmpty(T.nameRequired)),
  registration: optionalText(MAX_REGISTRATION_LENGTH, T.registrationTooLong),
  specialty: optionalText(MAX_SPECIALTY_LENGTH, T.specialtyTooLong),
  color: v.picklist(PROFESSIONAL_COLORS, T.invalidColor),
  workingHours: workingHoursField,
  serviceIds: serviceIdsField,
  memberId: v.nullable(v.pipe(v.string(T.memberNotFound), v.maxLength(64, T.memberNotFound))),
  active: v.boolean(T.invalidBody),
};

/** `POST /api/professionals`: a name at least; no colour picks the next free one, no hours or services follow the clinic. */
export const createProfessionalSchema = v.object(
  {
    name: v.optional(fields.name, ''),
    registration: fields.registration,
    specialty: fields.specialty,
    color: v.optional(fields.color),
    workingHours: v.optional(fields.workingHours, null),
    serviceIds: v.optional(fields.serviceIds, null),
    memberId: v.optional(fields.memberId, null),
  },
  T.invalidBody,
);
export type CreateProfessional = v.InferOutput<typeof createProfessionalSchema>;

/** `PUT /api/professionals/{id}`: the fields sent change, the others stay. */
export const updateProfessionalSchema = v.object(
  {
    id: v.optional(v.pipe(v.string(T.notFound), v.maxLength(64, T.notFound)), ''),
    name: v.optional(fields.name),
    registration: v.optional(fields.registration),
    specialty: v.optional(fields.specialty),
    color: v.optional(fields.color),
    workingHours: v.optional(fields.workingHours),
    serviceIds: v.optional(fields.serviceIds),
    memberId: v.optional(fields.memberId),
    active: v.optional(fields.active),
    /** The 'repasse' (the owner's alone): replaces every rate of the professional. */
    commission: v.optional(commissionSchema),
  },
  T.invalidBody,
);
export type UpdateProfessional = v.InferOutput<typeof updateProfessionalSchema>;

/** The fields a professional may change on their own profile without the team permission. */
export const OWN_FIELDS: readonly (keyof UpdateProfessional)[] = ['id', 'workingHours'];
