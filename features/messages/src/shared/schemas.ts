import { dateSchema, timeSchema } from '@agenda/br';
import * as v from 'valibot';
import { MESSAGES_TEXTS as T } from './texts.ts';

/** A path or query id: a missing or malformed one is looked up as given and so answers 404 like any unknown id. */
const idField = (notFound: string) => v.optional(v.pipe(v.string(notFound), v.maxLength(64, notFound)), '');

/** GET /api/messages: the reminders of a day's appointments (the clinic's today by default), or of one appointment. */
export const messageListSchema = v.object({
  date: v.optional(dateSchema(T.invalidDate)),
  appointmentId: v.optional(v.pipe(v.string(T.appointmentNotFound), v.maxLength(64, T.appointmentNotFound))),
});
export type MessageListInput = v.InferOutput<typeof messageListSchema>;

/** POST /api/messages/{id}/resend */
export const messageIdSchema = v.object({ id: idField(T.messageNotFound) });

/** The clinic's reminder and channel settings; the token is write-only (never answered back). */
export const messageSettingsSchema = v.object({
  reminderHours: v.pipe(
    v.array(
      v.pipe(v.number(T.invalidHours), v.integer(T.invalidHours), v.minValue(1, T.invalidHours), v.maxValue(168, T.invalidHours)),
      T.invalidHours,
    ),
    v.minLength(1, T.invalidHours),
    v.maxLength(4, T.invalidHours),
    v.check((hours) => new Set(hours).size === hours.length, T.invalidHours),
  ),
  quietStart: timeSchema(T.invalidQuiet),
  quietEnd: timeSchema(T.invalidQuiet),
  whatsappPhoneNumberId: v.nullable(v.pipe(v.string(T.invalidPhoneNumberId), v.regex(/^\d{5,30}$/, T.invalidPhoneNumberId))),
  /** Absent: keep the stored token; null: remove it. */
  whatsappToken: v.optional(
    v.nullable(v.pipe(v.string(T.invalidToken), v.minLength(8, T.invalidToken), v.maxLength(1000, T.invalidToken))),
  ),
  whatsappTemplate: v.pipe(v.string(T.invalidTemplate), v.regex(/^[a-z0-9_]{1,512}$/, T.invalidTemplate)),
  emailEnabled: v.boolean(),
});
export type MessageSettingsInput = v.InferOutput<typeof messageSettingsSchema>;
