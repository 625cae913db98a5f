import * as v from 'valibot';
import { APPOINTMENT_STATUSES } from './status.ts';
import { URGENCY_LEVELS } from './urgency.ts';

// The REST answers of appointments, for the API's OpenAPI document (the fields of part 1 §3 and
// part 2 §3.2; loose objects, so a field added later does not break a client).

const appointment = {
  id: v.string(),
  date: v.string(),
  startTime: v.string(),
  endTime: v.string(),
  status: v.picklist(APPOINTMENT_STATUSES),
  notes: v.nullable(v.string()),
  createdAt: v.string(),
  client: v.looseObject({ id: v.string(), fullName: v.string(), phone: v.string(), notes: v.nullable(v.string()) }),
  service: v.looseObject({ id: v.string(), name: v.string(), duration: v.number(), price: v.number() }),
  professionalId: v.string(),
  professional: v.looseObject({ id: v.string(), name: v.string(), color: v.string() }),
  urgency: v.nullable(v.looseObject({ level: v.picklist(URGENCY_LEVELS), description: v.string(), reportedAt: v.string() })),
  seriesId: v.nullable(v.string()),
  origin: v.picklist(['STAFF', 'ONLINE']),
  arrivedAt: v.nullable(v.string()),
  calledAt: v.nullable(v.string()),
};

export const appointmentsAnswer = v.object({ appointments: v.array(v.looseObject(appointment)) });
export const appointmentAnswer = v.object({ appointment: v.looseObject(appointment) });
/** Booked or rescheduled: `warnings` says what does not refuse it (the client booked with someone else then). */
export const bookedAppointmentAnswer = v.object({ appointment: v.looseObject(appointment), warnings: v.array(v.string()) });
/** With its history (`events`: who did what, when). */
export const appointmentDetailsAnswer = v.object({
  appointment: v.looseObject({
    ...appointment,
    events: v.array(v.looseObject({ id: v.string(), kind: v.string(), userName: v.nullable(v.string()), at: v.string() })),
  }),
});

/** `GET /api/appointments/free-slots`: each free slot and who is free then. */
export const freeSlotsAnswer = v.object({
  slots: v.array(
    v.looseObject({ date: v.string(), startTime: v.string(), endTime: v.string(), professionalIds: v.array(v.string()) }),
  ),
});

const occurrence = v.looseObject({
  date: v.string(),
  startTime: v.string(),
  endTime: v.string(),
  available: v.boolean(),
  reason: v.optional(v.string()),
});
/** A series' preview (200): every date of the rule, bookable or why not. */
export const seriesPreviewAnswer = v.object({ occurrences: v.array(occurrence) });
/** A series created (201): its rule (with the RFC 5545 text), the appointments made and the dates skipped. */
export const seriesCreatedAnswer = v.object({
  series: v.looseObject({ id: v.string(), rule: v.looseObject({ frequency: v.string(), rrule: v.string() }) }),
  appointments: v.array(v.looseObject(appointment)),
  skipped: v.array(occurrence),
});

/** `GET /api/waiting-room`: today's arrivals not yet called, urgencies first (decision 054). */
export const waitingRoomAnswer = v.object({
  patients: v.array(
    v.looseObject({
      appointmentId: v.string(),
      firstName: v.string(),
      professional: v.string(),
      arrivedAt: v.string(),
      waitingMinutes: v.number(),
      urgency: v.nullable(v.looseObject({ level: v.picklist(URGENCY_LEVELS), description: v.string() })),
    }),
  ),
});

/** `GET /api/clients/{clientId}/attendance`: no-shows and late cancellations (decision 054). */
export const clientAttendanceAnswer = v.object({
  attendance: v.looseObject({ noShows: v.number(), lateCancellations: v.number() }),
});

/** `GET /api/call-panel`: today's latest calls, the newest first. */
export const callPanelAnswer = v.object({
  calls: v.array(
    v.looseObject({
      appointmentId: v.string(),
      firstName: v.string(),
      professional: v.string(),
      room: v.string(),
      calledAt: v.string(),
    }),
  ),
});
