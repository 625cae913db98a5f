import { isValidDateString, isValidTimeString } from '@agenda/br';
import * as v from 'valibot';
import { CONFIRMATIONS_TEXTS as T } from './texts.ts';

/** A patient link's token: any short text (a malformed one is simply not found). */
export const tokenSchema = v.object({ token: v.pipe(v.string(), v.maxLength(200)) });
/** 'Cancelar' and 'Preciso remarcar': the token and an optional reason. */
export const answerWithReasonSchema = v.object({
  token: v.pipe(v.string(), v.maxLength(200)),
  reason: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(500, 'O motivo pode ter até 500 caracteres')))),
});
export const appointmentIdSchema = v.object({ id: v.string() });
export const sentSchema = v.object({ appointmentId: v.string() });
/** The reminders' day; absent → the clinic's next working day. */
export const remindersSchema = v.object({
  date: v.optional(v.pipe(v.string(), v.check(isValidDateString, T.invalidDate))),
});

const token = v.pipe(v.string(), v.maxLength(200));
const date = v.pipe(v.string(T.invalidDate), v.check(isValidDateString, T.invalidDate));

/** 'Remarcar': the free slots of a range (default: the next two weeks). */
export const patientSlotsSchema = v.object({ token, from: v.optional(date), to: v.optional(date) });

/** 'Remarcar': the chosen slot. */
export const patientRescheduleSchema = v.object(
  {
    token,
    date: v.optional(date, ''),
    startTime: v.optional(v.pipe(v.string(T.invalidTime), v.check(isValidTimeString, T.invalidTime)), ''),
  },
  T.invalidBody,
);

/** The clinic's policy: until how many hours before the appointment the patient may reschedule (0 to 720). */
export const patientLinkPolicySchema = v.object(
  {
    rescheduleUntilHours: v.pipe(
      v.number(T.invalidPolicy),
      v.integer(T.invalidPolicy),
      v.minValue(0, T.invalidPolicy),
      v.maxValue(720, T.invalidPolicy),
    ),
  },
  T.invalidBody,
);
