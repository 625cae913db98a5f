import { isValidTimeString, multilineTextSchema, reaisSchema, textSchema, timeToMinutes } from '@agenda/br';
import * as v from 'valibot';
import { SERVICES_TEXTS as T } from './texts.ts';

/** §9: a new service starts at 60 min, R$ 0,00, 08:00 to 18:00; duration moves in 15-minute steps. */
export const SERVICE_DEFAULTS = {
  duration: 60,
  price: 0,
  startTime: '08:00',
  endTime: '18:00',
  durationStep: 15,
  durationMin: 15,
} as const;

/** A service longer than a day has no meaning for an appointment (end = start + duration, modulo 24 h). */
export const MAX_DURATION_MINUTES = 24 * 60;
/** Keeps centavos inside a PostgreSQL integer with a wide margin. */
export const MAX_PRICE_REAIS = 999_999.99;
export const MAX_NAME_LENGTH = 120;
export const MAX_DESCRIPTION_LENGTH = 1000;
/** A return interval longer than five years is not a recall any clinic keeps. */
export const MAX_RECALL_MONTHS = 60;

export const WEEKDAY_FLAGS = [
  'mondayEnabled',
  'tuesdayEnabled',
  'wednesdayEnabled',
  'thursdayEnabled',
  'fridayEnabled',
  'saturdayEnabled',
  'sundayEnabled',
] as const;
export type WeekdayFlag = (typeof WEEKDAY_FLAGS)[number];
export type WeekdayFlags = Record<WeekdayFlag, boolean>;

export const WEEKDAY_LABELS: Record<WeekdayFlag, string> = {
  mondayEnabled: 'Seg',
  tuesdayEnabled: 'Ter',
  wednesdayEnabled: 'Qua',
  thursdayEnabled: 'Qui',
  fridayEnabled: 'Sex',
  saturdayEnabled: 'Sáb',
  sundayEnabled: 'Dom',
};

/** The flag of a weekday as `weekdayOf` numbers it (0 = Sunday … 6 = Saturday). */
export function weekdayFlagOf(weekday: number): WeekdayFlag {
  return WEEKDAY_FLAGS[(weekday + 6) % 7] as WeekdayFlag;
}

export const trimmedText = (message: string, max: number, tooLong: string) => textSchema(max, message, tooLong);
/** Optional free text: missing, null or blank is null. */
export const optionalText = (max: number, tooLong: string, invalid: string) =>
  v.pipe(
    v.nullish(multilineTextSchema(max, invalid, tooLong), ''),
    v.transform((s) => (s === '' ? null : s)),
  );
/** A path id: a missing one is looked up as '' and so answers 404 like any unknown id. */
export const idField = (notFound: string) => v.optional(v.pipe(v.string(notFound), v.maxLength(64, notFound)), '');
const dayFlag = v.optional(v.boolean(T.invalidDayFlag), true);
const time = (fallback: string) =>
  v.pipe(v.nullish(v.string(T.invalidTime), fallback), v.trim(), v.check(isValidTimeString, T.invalidTime));

/**
 * Name, type, a duration above 0 and a price not below 0 are required, all with the spec's one
 * warning; each field's issue comes in this order, so that warning wins over the others.
 */
const serviceEntries = {
  name: v.pipe(v.nullish(trimmedText(T.fillRequired, MAX_NAME_LENGTH, T.nameTooLong), ''), v.nonEmpty(T.fillRequired)),
  serviceTypeId: v.pipe(v.nullish(textSchema(64, T.fillRequired), ''), v.nonEmpty(T.fillRequired)),
  duration: v.pipe(
    v.number(T.fillRequired),
    v.gtValue(0, T.fillRequired),
    v.integer(T.wholeMinutes),
    v.maxValue(MAX_DURATION_MINUTES, T.durationTooLong),
  ),
  price: v.pipe(reaisSchema(T.fillRequired), v.minValue(0, T.fillRequired), v.maxValue(MAX_PRICE_REAIS, T.priceTooHigh)),
  description: optionalText(MAX_DESCRIPTION_LENGTH, T.descriptionTooLong, T.invalidDescription),
  mondayEnabled: dayFlag,
  tuesdayEnabled: dayFlag,
  wednesdayEnabled: dayFlag,
  thursdayEnabled: dayFlag,
  fridayEnabled: dayFlag,
  saturdayEnabled: dayFlag,
  sundayEnabled: dayFlag,
  startTime: time(SERVICE_DEFAULTS.startTime),
  endTime: time(SERVICE_DEFAULTS.endTime),
  /** null or blank: no return. Absent on an update: kept as it was (clients written before it existed). */
  recallMonths: v.optional(
    v.nullable(
      v.pipe(
        v.number(T.invalidRecallMonths),
        v.integer(T.invalidRecallMonths),
        v.minValue(1, T.invalidRecallMonths),
        v.maxValue(MAX_RECALL_MONTHS, T.invalidRecallMonths),
      ),
    ),
  ),
};

function endAfterStart<D extends { startTime: string; endTime: string }>() {
  // Runs even when a field failed a check; a malformed time already has its own issue.
  const ordered = (d: D) =>
    !isValidTimeString(d.startTime) || !isValidTimeString(d.endTime) || timeToMinutes(d.endTime) > timeToMinutes(d.startTime);
  return v.check<D, string>(ordered, T.endAfterStart);
}

/** What POST /services and the service form send (price in reais). Shared by form, procedure and shim. */
export const serviceInputSchema = v.pipe(v.object(serviceEntries, T.fillRequired), endAfterStart());

export const serviceUpdateSchema = v.pipe(
  v.object({ ...serviceEntries, id: idField(T.serviceNotFound) }, T.fillRequired),
  endAfterStart(),
);

export type ServiceFields = v.InferOutput<typeof serviceInputSchema>;

export const serviceIdSchema = v.object({ id: idField(T.serviceNotFound) }, T.serviceNotFound);

/** The first rule a service form breaks (the spec's warning first), or null when it can be saved. */
export function serviceInputError(input: unknown): string | null {
  const result = v.safeParse(serviceInputSchema, input);
  return result.success ? null : (result.issues[0]?.message ?? T.fillRequired);
}

/** Whole minutes, as the list shows them: '60 min'. */
export function formatDuration(minutes: number): string {
  return `${minutes} min`;
}

/** 'Seg a Sex', 'Todos os dias', 'Seg, Qua, Sex', 'Nenhum dia'. */
export function describeDays(flags: WeekdayFlags): string {
  const on = WEEKDAY_FLAGS.map((flag) => flags[flag]);
  const count = on.filter(Boolean).length;
  if (count === 0) return T.noDays;
  if (count === 7) return T.everyDay;
  const first = on.indexOf(true);
  const last = on.lastIndexOf(true);
  const label = (i: number) => WEEKDAY_LABELS[WEEKDAY_FLAGS[i] as WeekdayFlag];
  if (count >= 3 && last - first + 1 === count) return `${label(first)} a ${label(last)}`;
  return WEEKDAY_FLAGS.filter((flag) => flags[flag])
    .map((flag) => WEEKDAY_LABELS[flag])
    .join(', ');
}
