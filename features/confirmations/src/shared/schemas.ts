import { isValidDateString } from '@agenda/br';
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
