import { dateSchema, isValidTimeString, multilineTextSchema, timeSchema } from '@agenda/br';
import * as v from 'valibot';
import { SERIES_SCOPES } from './series.ts';
import { CALENDAR_TEXTS as T } from './texts.ts';
import { endsAfterStart } from './time-rules.ts';
import { URGENCY_LEVELS } from './urgency.ts';

export const MAX_NOTES_LENGTH = 2000;
export const MAX_REASON_LENGTH = 500;
export const MAX_URGENCY_DESCRIPTION_LENGTH = 500;
export const MAX_PERIOD_DAYS = 366;
/** Free slots: `to` at most this many days after `from`. */
export const MAX_FREE_SLOT_DAYS = 31;

const dateField = dateSchema(T.invalidDate);
const timeField = timeSchema(T.invalidTime);
/** A path id: a missing or malformed one is looked up and answers 404 like any unknown id. */
const idField = v.optional(v.pipe(v.string(T.notFound), v.maxLength(64, T.notFound)), '');
const requiredId = (message: string) =>
  v.pipe(v.nullish(v.string(message), ''), v.trim(), v.nonEmpty(message), v.maxLength(64, message));
/** Optional free text: missing, null or blank is null. */
const optionalText = (max: number, tooLong: string) =>
  v.pipe(
    v.nullish(multilineTextSchema(max, T.invalidBody, tooLong), ''),
    v.transform((s) => (s === '' ? null : s)),
  );

const DAY_MS = 86_400_000;
const daysBetween = (a: string, b: string) => Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / DAY_MS);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MAX_FILTERED_PROFESSIONALS = 100;
const professionalFilterId = v.pipe(v.string(T.invalidProfessionalFilter), v.trim(), v.regex(UUID, T.invalidProfessionalFilter));

/**
 * `GET /api/appointments?startDate&endDate[&professionalId=a,b]`: both dates included, at most a
 * year; tRPC takes `professionalIds` (an array), REST one comma-separated `professionalId`. Either
 * becomes `professionalIds`, null for every professional.
 */
export const periodSchema = v.pipe(
  v.object(
    {
      startDate: dateField,
      endDate: dateField,
      professionalIds: v.optional(
        v.pipe(v.array(professionalFilterId, T.invalidProfessionalFilter), v.maxLength(MAX_FILTERED_PROFESSIONALS)),
      ),
      professionalId: v.optional(v.pipe(v.string(T.invalidProfessionalFilter), v.maxLength(MAX_FILTERED_PROFESSIONALS * 40))),
    },
    T.invalidDate,
  ),
  v.check((p) => p.endDate >= p.startDate, T.invalidPeriod),
  v.check((p) => daysBetween(p.startDate, p.endDate) < MAX_PERIOD_DAYS, T.periodTooLong),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const { professionalIds, professionalId, ...period } = dataset.value;
    const listed =
      professionalId
        ?.split(',')
        .map((id) => id.trim())
        .filter(Boolean) ?? [];
    if (listed.some((id) => !UUID.test(id))) {
      addIssue({ message: T.invalidProfessionalFilter });
      return NEVER;
    }
    const ids = [...new Set([...(professionalIds ?? []), ...listed].map((id) => id.toLowerCase()))];
    return { ...period, professionalIds: ids.length ? ids : null };
  }),
);
export type PeriodInput = v.InferOutput<typeof periodSchema>;

/** A series member's change: this one only (the default), or this one and the later open members of its series. */
const scopeField = v.optional(v.picklist(SERIES_SCOPES, T.invalidScope));

/** An end time, when given, must come after the start on the same day (else it went past midnight). */
export function endAfterStart<D extends { startTime: string; endTime: string | null }>() {
  return v.check<D, string>(
    (d) =>
      d.endTime === null ||
      !isValidTimeString(d.startTime) ||
      !isValidTimeString(d.endTime) ||
      endsAfterStart(d.startTime, d.endTime),
    T.pastMidnight,
  );
}

/** Who attends: required when the clinic has several active professionals (the service decides). */
const professionalField = v.pipe(
  v.nullish(v.pipe(v.string(T.professionalNotFound), v.trim(), v.maxLength(64, T.professionalNotFound)), ''),
  v.transform((id) => (id === '' ? null : id)),
);

const optionalEnd = v.pipe(
  v.nullish(timeField, null),
  v.transform((t) => t ?? null),
);

/**
 * 'Agendar mesmo assim': the booking overlaps another of the same client on purpose (a joint
 * procedure). Without it, such a booking is refused (409).
 */
const allowClientOverlapField = v.optional(v.boolean(T.invalidOverride), false);

/** tRPC's way to send the Idempotency-Key header: a repeated request answers the first answer. */
export const idempotencyKeyField = v.optional(
  v.pipe(
    v.string(T.invalidIdempotencyKey),
    v.trim(),
    v.nonEmpty(T.invalidIdempotencyKey),
    v.maxLength(200, T.invalidIdempotencyKey),
  ),
);

/** What a booking names: client, service, professional, date, times and notes (one appointment or a series). */
export const bookingFields = {
  allowClientOverlap: allowClientOverlapField,
  idempotencyKey: idempotencyKeyField,
  clientId: requiredId(T.clientRequired),
  serviceId: requiredId(T.serviceRequired),
  professionalId: professionalField,
  date: dateField,
  startTime: timeField,
  endTime: optionalEnd,
  notes: optionalText(MAX_NOTES_LENGTH, T.notesTooLong),
};

/** `POST /api/appointments`; without an end time the service's duration sets it. */
export const createAppointmentSchema = v.pipe(v.object(bookingFields, T.invalidBody), endAfterStart());
export type CreateAppointment = v.InferOutput<typeof createAppointmentSchema>;

/**
 * `POST /api/appointments/{id}/reschedule`: date, startTime, endTime, notes as the spec sends them.
 * `notes` carries the reason there; `reason` is accepted too. Without an end time, the
 * appointment's own duration sets it; without a professional, it stays with its own.
 */
export const rescheduleSchema = v.pipe(
  v.object(
    {
      id: idField,
      professionalId: professionalField,
      date: dateField,
      startTime: timeField,
      endTime: optionalEnd,
      reason: optionalText(MAX_REASON_LENGTH, T.reasonTooLong),
      notes: optionalText(MAX_REASON_LENGTH, T.reasonTooLong),
      scope: scopeField,
      allowClientOverlap: allowClientOverlapField,
    },
    T.invalidBody,
  ),
  endAfterStart(),
);
export type Reschedule = v.InferOutput<typeof rescheduleSchema>;

/** Statuses `PUT /api/appointments/{id}` accepts; COMPLETED comes from finalizing (a later feature). */
export const UPDATABLE_STATUSES = ['CONFIRMED', 'CANCELLED', 'OVERDUE', 'NO_SHOW'] as const;

/** `PUT /api/appointments/{id}`: `{ status: 'OVERDUE' }` as the spec sends it, or new notes. */
export const updateAppointmentSchema = v.object(
  {
    id: idField,
    status: v.optional(v.picklist(UPDATABLE_STATUSES, T.invalidStatus)),
    notes: v.optional(optionalText(MAX_NOTES_LENGTH, T.notesTooLong)),
    /** With status CANCELLED: the later open members of the series too (FOLLOWING). */
    scope: scopeField,
  },
  T.invalidBody,
);
export type UpdateAppointment = v.InferOutput<typeof updateAppointmentSchema>;

export const appointmentIdSchema = v.object({ id: idField }, T.notFound);

/** `GET /api/clients/{clientId}/attendance`: an unknown or malformed id is not found. */
export const clientAttendanceSchema = v.object({ clientId: idField }, T.notFound);

/** `PATCH /api/appointments/{id}/cancel`, with an optional body `{ scope }`. */
export const cancelSchema = v.object({ id: idField, scope: scopeField }, T.invalidBody);
export type CancelInput = v.InferOutput<typeof cancelSchema>;

/** Setting an urgency: level and description; the server stamps reportedAt. */
export const urgencySchema = v.object(
  {
    id: idField,
    level: v.picklist(URGENCY_LEVELS, T.invalidUrgencyLevel),
    description: v.pipe(
      v.nullish(
        multilineTextSchema(MAX_URGENCY_DESCRIPTION_LENGTH, T.urgencyDescriptionRequired, T.urgencyDescriptionTooLong),
        '',
      ),
      v.nonEmpty(T.urgencyDescriptionRequired),
    ),
  },
  T.invalidBody,
);
export type UrgencyInput = v.InferOutput<typeof urgencySchema>;

/** `GET /api/appointments/upcoming?professionalId=`: a professional's appointments still to come. */
export const upcomingOfSchema = v.object(
  {
    professionalId: v.pipe(
      v.string(T.professionalNotFound),
      v.trim(),
      v.nonEmpty(T.professionalNotFound),
      v.maxLength(64, T.professionalNotFound),
    ),
  },
  T.invalidBody,
);

/**
 * `GET /api/appointments/free-slots?serviceId&professionalId?&from&to`: the service's free slots (at
 * most 31 days, checked by the server); tRPC may name several `professionalIds`, REST one `professionalId`,
 * and the new-appointment modal asks with `walkIns` (no cut at the present time).
 */
export const freeSlotsSchema = v.pipe(
  v.object(
    {
      serviceId: requiredId(T.serviceNotFound),
      professionalId: v.optional(
        v.pipe(
          v.string(T.invalidProfessionalFilter),
          v.trim(),
          v.check((id) => id === '' || UUID.test(id), T.invalidProfessionalFilter),
        ),
      ),
      professionalIds: v.optional(v.pipe(v.array(professionalFilterId), v.maxLength(MAX_FILTERED_PROFESSIONALS))),
      from: dateField,
      to: dateField,
      /** Staff booking a patient who is already here: the slots that have begun are offered too. */
      walkIns: v.optional(v.boolean(T.invalidBody)),
    },
    T.invalidBody,
  ),
  v.transform(({ professionalId, professionalIds, ...rest }) => ({
    ...rest,
    professionalIds: [...(professionalIds ?? []), ...(professionalId ? [professionalId] : [])],
  })),
);
