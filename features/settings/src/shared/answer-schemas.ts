import * as v from 'valibot';
import { BLOCK_TYPES } from './model.ts';

// The REST answers of the agenda settings, for the API's OpenAPI document (part 1 §3; loose
// objects, so a field added later does not break a client).

const settings = v.looseObject({
  primaryColor: v.string(),
  secondaryColor: v.string(),
  blockedDayColor: v.string(),
  appointmentColors: v.array(v.string()),
  nationalHolidays: v.boolean(),
  stateHolidays: v.boolean(),
  cityHolidays: v.boolean(),
  lunchBreakEnabled: v.boolean(),
  lunchBreakStart: v.string(),
  lunchBreakEnd: v.string(),
});
const holiday = v.looseObject({
  id: v.string(),
  name: v.string(),
  date: v.string(),
  type: v.string(),
  recurring: v.boolean(),
  enabled: v.boolean(),
});
const bridge = v.looseObject({
  id: v.string(),
  name: v.string(),
  startDate: v.string(),
  endDate: v.string(),
  enabled: v.boolean(),
});
const block = v.looseObject({
  id: v.string(),
  title: v.string(),
  startDate: v.string(),
  endDate: v.string(),
  type: v.picklist(BLOCK_TYPES),
  allDay: v.boolean(),
  startTime: v.nullable(v.string()),
  endTime: v.nullable(v.string()),
  enabled: v.boolean(),
});
const unblock = v.looseObject({ id: v.string(), date: v.string(), reason: v.string(), enabled: v.boolean() });
/** A holiday of the calendar (national, state, city) or of the company (custom). */
const calendarHoliday = v.looseObject({ date: v.string(), name: v.string(), type: v.string() });
/** How many appointments the new item's period cancelled (when asked to). */
const cancelled = v.number();

export const settingsAnswer = v.object({ settings });
export const allSettingsAnswer = v.object({
  settings,
  holidays: v.array(holiday),
  bridges: v.array(bridge),
  blocks: v.array(block),
  unblocks: v.array(unblock),
});
export const holidaysAnswer = v.object({ holidays: v.array(holiday) });
export const holidayAnswer = v.object({ holiday });
export const holidayCreatedAnswer = v.object({ holiday, cancelled });
export const bridgesAnswer = v.object({ bridges: v.array(bridge) });
export const bridgeAnswer = v.object({ bridge });
export const bridgeCreatedAnswer = v.object({ bridge, cancelled });
export const blocksAnswer = v.object({ blocks: v.array(block) });
export const blockAnswer = v.object({ block });
export const blockCreatedAnswer = v.object({ block, cancelled });
export const unblocksAnswer = v.object({ unblocks: v.array(unblock) });
export const unblockAnswer = v.object({ unblock });

export const yearHolidaysAnswer = v.object({ holidays: v.array(calendarHoliday) });
export const locationHolidaysAnswer = v.object({
  year: v.number(),
  state: v.string(),
  city: v.string(),
  cityKnown: v.boolean(),
  holidays: v.array(calendarHoliday),
});
export const blockedDaysAnswer = v.object({
  days: v.array(v.looseObject({ date: v.string(), reason: v.string(), name: v.string() })),
  ranges: v.array(v.looseObject({ date: v.string(), start: v.string(), end: v.string(), reason: v.string(), name: v.string() })),
});
export const periodAppointmentsAnswer = v.object({
  appointments: v.array(
    v.looseObject({
      id: v.string(),
      date: v.string(),
      startTime: v.string(),
      endTime: v.string(),
      clientName: v.string(),
      serviceName: v.string(),
    }),
  ),
});

export const messagesAnswer = v.object({ templates: v.object({ CONFIRMATION: v.string(), RECALL: v.string() }) });

export const pixKeyAnswer = v.object({
  pixKey: v.nullable(v.looseObject({ keyType: v.string(), key: v.string(), beneficiary: v.string(), city: v.string() })),
});
