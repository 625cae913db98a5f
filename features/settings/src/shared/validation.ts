// One set of rules for the dialog's add buttons, the tRPC inputs and the REST shims.
import { compareDates, isValidDateString, isValidTimeString, textSchema, timeSchema } from '@agenda/br';
import * as v from 'valibot';
import { BLOCK_TYPES, CUSTOM_HOLIDAY_TYPES } from './model.ts';
import { APPOINTMENT_COLOR_COUNT, HEX_COLOR_RE } from './palette.ts';
import { SETTINGS_TEXTS as T } from './texts.ts';

export const MAX_TEXT = 200;
export const MAX_RANGE_DAYS = 366;

const blank = (value: string | null | undefined): boolean => !value?.trim();

// ------------------------------------------------------------------ rules

export interface HolidayDraft {
  name: string;
  date: string;
}

export function holidayError(d: HolidayDraft): string | null {
  if (blank(d.name) || blank(d.date)) return T.holidayRequired;
  if (!isValidDateString(d.date)) return T.invalidDate;
  return null;
}

function periodError(startDate: string, endDate: string): string | null {
  if (!isValidDateString(startDate) || !isValidDateString(endDate)) return T.invalidDate;
  if (compareDates(endDate, startDate) < 0) return T.endBeforeStart;
  return null;
}

export interface BridgeDraft {
  name: string;
  startDate: string;
  endDate: string;
}

export function bridgeError(d: BridgeDraft): string | null {
  if (blank(d.name) || blank(d.startDate) || blank(d.endDate)) return T.bridgeRequired;
  return periodError(d.startDate, d.endDate);
}

export interface BlockDraft {
  title: string;
  startDate: string;
  endDate: string;
  allDay: boolean;
  startTime?: string | null;
  endTime?: string | null;
}

export function blockError(d: BlockDraft): string | null {
  if (blank(d.title) || blank(d.startDate) || blank(d.endDate)) return T.blockRequired;
  const period = periodError(d.startDate, d.endDate);
  if (period) return period;
  if (d.allDay) return null;
  if (blank(d.startTime) || blank(d.endTime)) return T.blockTimesRequired;
  if (!isValidTimeString(d.startTime ?? '') || !isValidTimeString(d.endTime ?? '')) return T.invalidTime;
  if ((d.endTime ?? '') <= (d.startTime ?? '')) return T.endTimeBeforeStart;
  return null;
}

export interface UnblockDraft {
  date: string;
  reason: string;
}

export function unblockError(d: UnblockDraft): string | null {
  if (blank(d.date) || blank(d.reason)) return T.unblockRequired;
  if (!isValidDateString(d.date)) return T.invalidDate;
  return null;
}

export function lunchBreakError(d: { lunchBreakStart: string; lunchBreakEnd: string }): string | null {
  if (!isValidTimeString(d.lunchBreakStart) || !isValidTimeString(d.lunchBreakEnd)) return T.invalidTime;
  if (d.lunchBreakEnd <= d.lunchBreakStart) return T.lunchEndBeforeStart;
  return null;
}

/** Days from `startDate` to `endDate`, both counted. */
export function daysInRange(startDate: string, endDate: string): number {
  const ms = Date.parse(`${endDate}T00:00:00Z`) - Date.parse(`${startDate}T00:00:00Z`);
  return Math.round(ms / 86_400_000) + 1;
}

export function dateRangeError(d: { startDate: string; endDate: string }): string | null {
  if (blank(d.startDate) || blank(d.endDate)) return T.rangeRequired;
  const period = periodError(d.startDate, d.endDate);
  if (period) return period;
  if (daysInRange(d.startDate, d.endDate) > MAX_RANGE_DAYS) return T.rangeTooLong;
  return null;
}

// ---------------------------------------------------------------- schemas

/** A field the rule above reports as missing when absent: absent → ''. */
const text = (message: string) => v.optional(textSchema(MAX_TEXT, message, T.tooLong), '');
const flag = v.boolean(T.invalidFlag);
const color = v.pipe(v.string(T.invalidColor), v.regex(HEX_COLOR_RE, T.invalidColor));
const time = timeSchema(T.invalidTime);
const optionalTime = v.optional(v.nullable(textSchema(5, T.invalidTime)), null);
/** An edited date: blank keeps the rule's 'required' message; the rule checks the calendar (1900–2100). */
const optionalDate = (message: string) => v.optional(textSchema(10, message, T.invalidDate));
const holidayType = v.picklist(CUSTOM_HOLIDAY_TYPES, T.invalidHolidayType);
const blockType = v.picklist(BLOCK_TYPES, T.invalidBlockType);
const id = v.pipe(v.string(T.badRequest), v.maxLength(64, T.badRequest));
/**
 * On a new holiday, bridge or block: 'Cancelar agendamentos' — the active appointments it covers are
 * cancelled in the same call and transaction that saves it (false: they are kept, drawn over it).
 */
const cancelAppointments = v.optional(flag, false);

/** Runs a rule on the typed value; its message becomes the first issue (the 400 answer). */
function rule<T>(check: (value: T) => string | null) {
  return v.rawCheck<T>(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const message = check(dataset.value);
    if (message) addIssue({ message });
  });
}

export const settingsPatchSchema = v.object(
  {
    primaryColor: v.optional(color),
    secondaryColor: v.optional(color),
    blockedDayColor: v.optional(color),
    appointmentColors: v.optional(v.pipe(v.array(color, T.invalidColors), v.length(APPOINTMENT_COLOR_COUNT, T.invalidColors))),
    nationalHolidays: v.optional(flag),
    stateHolidays: v.optional(flag),
    cityHolidays: v.optional(flag),
    lunchBreakEnabled: v.optional(flag),
    lunchBreakStart: v.optional(time),
    lunchBreakEnd: v.optional(time),
  },
  T.badRequest,
);
export type SettingsPatch = v.InferOutput<typeof settingsPatchSchema>;

const holidayCreateObject = v.object(
  {
    name: text(T.holidayRequired),
    date: text(T.holidayRequired),
    type: v.optional(holidayType, 'CUSTOM'),
    recurring: v.optional(flag, false),
    enabled: v.optional(flag, true),
    cancelAppointments,
  },
  T.holidayRequired,
);
export const holidayCreateSchema = v.pipe(holidayCreateObject, rule<v.InferOutput<typeof holidayCreateObject>>(holidayError));
/** A holiday to save (the request less its 'Cancelar agendamentos' flag). */
export type HolidayCreate = Omit<v.InferOutput<typeof holidayCreateSchema>, 'cancelAppointments'>;

export const holidayUpdateSchema = v.object({
  id,
  name: v.optional(textSchema(MAX_TEXT, T.holidayRequired, T.tooLong)),
  date: optionalDate(T.holidayRequired),
  type: v.optional(holidayType),
  recurring: v.optional(flag),
  enabled: v.optional(flag),
});
export type HolidayUpdate = v.InferOutput<typeof holidayUpdateSchema>;

const bridgeCreateObject = v.object(
  {
    name: text(T.bridgeRequired),
    startDate: text(T.bridgeRequired),
    endDate: text(T.bridgeRequired),
    enabled: v.optional(flag, true),
    cancelAppointments,
  },
  T.bridgeRequired,
);
export const bridgeCreateSchema = v.pipe(bridgeCreateObject, rule<v.InferOutput<typeof bridgeCreateObject>>(bridgeError));
export type BridgeCreate = Omit<v.InferOutput<typeof bridgeCreateSchema>, 'cancelAppointments'>;

export const bridgeUpdateSchema = v.object({
  id,
  name: v.optional(textSchema(MAX_TEXT, T.bridgeRequired, T.tooLong)),
  startDate: optionalDate(T.bridgeRequired),
  endDate: optionalDate(T.bridgeRequired),
  enabled: v.optional(flag),
});
export type BridgeUpdate = v.InferOutput<typeof bridgeUpdateSchema>;

const blockCreateObject = v.object(
  {
    title: text(T.blockRequired),
    startDate: text(T.blockRequired),
    endDate: text(T.blockRequired),
    type: v.optional(blockType, 'VACATION'),
    allDay: v.optional(flag, true),
    startTime: optionalTime,
    endTime: optionalTime,
    enabled: v.optional(flag, true),
    cancelAppointments,
  },
  T.blockRequired,
);
export const blockCreateSchema = v.pipe(blockCreateObject, rule<v.InferOutput<typeof blockCreateObject>>(blockError));
export type BlockCreate = Omit<v.InferOutput<typeof blockCreateSchema>, 'cancelAppointments'>;

export const blockUpdateSchema = v.object({
  id,
  title: v.optional(textSchema(MAX_TEXT, T.blockRequired, T.tooLong)),
  startDate: optionalDate(T.blockRequired),
  endDate: optionalDate(T.blockRequired),
  type: v.optional(blockType),
  allDay: v.optional(flag),
  startTime: v.optional(v.nullable(textSchema(5, T.invalidTime))),
  endTime: v.optional(v.nullable(textSchema(5, T.invalidTime))),
  enabled: v.optional(flag),
});
export type BlockUpdate = v.InferOutput<typeof blockUpdateSchema>;

const unblockCreateObject = v.object(
  {
    date: text(T.unblockRequired),
    reason: text(T.unblockRequired),
    enabled: v.optional(flag, true),
  },
  T.unblockRequired,
);
export const unblockCreateSchema = v.pipe(unblockCreateObject, rule<v.InferOutput<typeof unblockCreateObject>>(unblockError));
export type UnblockCreate = v.InferOutput<typeof unblockCreateSchema>;

export const unblockUpdateSchema = v.object({
  id,
  date: optionalDate(T.unblockRequired),
  reason: v.optional(textSchema(MAX_TEXT, T.unblockRequired, T.tooLong)),
  enabled: v.optional(flag),
});
export type UnblockUpdate = v.InferOutput<typeof unblockUpdateSchema>;

export const idSchema = v.object({ id });

/** `year` absent means the current year in the company's time zone. */
export const yearSchema = v.object({
  year: v.optional(
    v.pipe(v.number(T.invalidYear), v.integer(T.invalidYear), v.minValue(1900, T.invalidYear), v.maxValue(2199, T.invalidYear)),
  ),
});

const dateRangeObject = v.object({ startDate: text(T.rangeRequired), endDate: text(T.rangeRequired) }, T.rangeRequired);
export const dateRangeSchema = v.pipe(dateRangeObject, rule<v.InferOutput<typeof dateRangeObject>>(dateRangeError));

const timeOrNull = v.optional(
  v.nullable(
    v.pipe(
      v.string(T.rangeRequired),
      v.check((t) => t === '' || isValidTimeString(t), T.rangeRequired),
    ),
  ),
  null,
);
const blockedPeriodObject = v.object({ ...dateRangeObject.entries, startTime: timeOrNull, endTime: timeOrNull }, T.rangeRequired);
/** A period about to be blocked: whole days, or a time range on each of its days. */
export const blockedPeriodSchema = v.pipe(blockedPeriodObject, rule<v.InferOutput<typeof blockedPeriodObject>>(dateRangeError));

/** A period about to be blocked: whole days, or a time range on each of its days. */
export interface BlockedPeriod {
  startDate: string;
  endDate: string;
  startTime?: string | null;
  endTime?: string | null;
}

/** An active appointment that falls inside a period about to be blocked (the dialog lists them). */
export interface AppointmentInPeriod {
  id: string;
  date: string;
  startTime: string;
  endTime: string;
  clientName: string;
  serviceName: string;
}
