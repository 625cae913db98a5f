import { dateSchema, multilineTextSchema } from '@agenda/br';
import * as v from 'valibot';
import { RECALLS_TEXTS as T } from './texts.ts';

export const MAX_REASON_LENGTH = 500;

/** A path or body id: a missing one is looked up as '' and so answers 404 like any unknown id. */
const idField = (notFound: string) => v.optional(v.pipe(v.string(notFound), v.maxLength(64, notFound)), '');

/** `true`, or the query string's 'true'/'false'. */
const flag = v.pipe(
  v.union([v.boolean(), v.picklist(['true', 'false'])], T.invalidStatus),
  v.transform((value) => value === true || value === 'true'),
);

/** GET /api/recalls: `status` due (default) or upcoming, `until` (upcoming only; default today + 30 days). */
export const recallListSchema = v.object({
  status: v.optional(v.picklist(['due', 'upcoming'], T.invalidStatus), 'due'),
  until: v.optional(dateSchema(T.invalidUntil)),
  includeBooked: v.optional(flag, false),
});

/** POST /api/recalls/dismiss: the client's current recall of the service leaves the list, with why. */
export const recallDismissSchema = v.object({
  clientId: idField(T.clientNotFound),
  serviceId: idField(T.serviceNotFound),
  reason: v.pipe(
    v.nullish(multilineTextSchema(MAX_REASON_LENGTH, T.invalidReason, T.reasonTooLong), ''),
    v.nonEmpty(T.reasonRequired),
  ),
});

/** One row of the list, as every answer carries it. */
export interface RecallData {
  clientId: string;
  clientName: string;
  phone: string;
  serviceId: string;
  serviceName: string;
  lastVisit: string;
  dueDate: string;
  /** wa.me with the clinic's RECALL message; null when the phone is not a Brazilian mobile (`whatsappUnavailable` says so). */
  whatsappUrl: string | null;
  whatsappUnavailable: string | null;
  booked: boolean;
}
