import * as v from 'valibot';

// The REST answers, for the OpenAPI document.

const status = v.picklist(['PENDING', 'CONFIRMED', 'ARRIVED', 'IN_SERVICE', 'CANCELLED', 'COMPLETED', 'OVERDUE', 'NO_SHOW']);

/** What the patient's link shows: the clinic, the slot and the patient's first name, nothing else of them. */
export const publicAppointmentAnswer = v.object({
  appointment: v.object({
    clinicName: v.string(),
    clinicAddress: v.string(),
    date: v.string(),
    startTime: v.string(),
    endTime: v.string(),
    professional: v.string(),
    service: v.string(),
    firstName: v.string(),
    status,
    rescheduleRequested: v.boolean(),
  }),
});

export const patientLinkAnswer = v.object({
  url: v.string(),
  whatsappUrl: v.nullable(v.string()),
  /** Why there is no WhatsApp link (the phone is not a Brazilian mobile). */
  whatsappMissing: v.nullable(v.string()),
  expiresAt: v.string(),
});

const reminder = v.object({
  appointmentId: v.string(),
  clientName: v.string(),
  phone: v.string(),
  startTime: v.string(),
  endTime: v.string(),
  professional: v.string(),
  service: v.string(),
  status,
  rescheduleRequested: v.boolean(),
  sentAt: v.nullable(v.string()),
  sentBy: v.nullable(v.string()),
  link: v.nullable(v.string()),
  whatsappUrl: v.nullable(v.string()),
  whatsappMissing: v.nullable(v.string()),
});
export const remindersAnswer = v.object({ date: v.string(), reminders: v.array(reminder) });
export const reminderSentAnswer = v.object({ sentAt: v.string(), sentBy: v.nullable(v.string()) });

/** The patient's reschedule: the free slots offered. */
export const patientSlotsAnswer = v.object({
  appointment: publicAppointmentAnswer.entries.appointment,
  slots: v.array(v.looseObject({ date: v.string(), startTime: v.string(), endTime: v.string() })),
  rescheduleUntilHours: v.number(),
  movable: v.boolean(),
});

/** Rescheduled: the appointment, and its new link (the old one signed the old slot). */
export const patientRescheduledAnswer = v.object({
  appointment: publicAppointmentAnswer.entries.appointment,
  token: v.string(),
});

export const patientLinkPolicyAnswer = v.object({ policy: v.object({ rescheduleUntilHours: v.number() }) });
