import * as v from 'valibot';

// The REST answers, for the OpenAPI document (tests check every answer against it).

export const settingsAnswer = v.object({
  settings: v.object({
    enabled: v.boolean(),
    slug: v.string(),
    serviceIds: v.array(v.string()),
    professionalIds: v.array(v.string()),
    minNoticeHours: v.number(),
    maxDaysAhead: v.number(),
    autoConfirm: v.boolean(),
    text: v.string(),
    privacyText: v.string(),
    privacyVersion: v.string(),
  }),
});

/** What anyone may read of a clinic with online booking on: nothing about its patients. */
export const publicPageAnswer = v.object({
  clinic: v.object({ name: v.string(), address: v.string(), text: v.string(), privacyText: v.string() }),
  services: v.array(v.object({ id: v.string(), name: v.string(), duration: v.number(), price: v.number() })),
  professionals: v.array(
    v.object({ id: v.string(), name: v.string(), specialty: v.nullable(v.string()), serviceIds: v.array(v.string()) }),
  ),
});

export const slotsAnswer = v.object({
  slots: v.array(
    v.object({ date: v.string(), startTime: v.string(), endTime: v.string(), professionalIds: v.array(v.string()) }),
  ),
});

export const bookedAnswer = v.object({
  appointment: v.object({
    date: v.string(),
    startTime: v.string(),
    endTime: v.string(),
    professional: v.string(),
    service: v.string(),
    status: v.picklist(['PENDING', 'CONFIRMED']),
  }),
  patientLink: v.string(),
});

export const onlineBookingsAnswer = v.object({
  bookings: v.array(
    v.object({
      appointmentId: v.string(),
      clientId: v.string(),
      clientName: v.string(),
      date: v.string(),
      startTime: v.string(),
      status: v.string(),
      newClient: v.boolean(),
      bookedAt: v.string(),
      differences: v.array(v.object({ field: v.string(), label: v.string(), typed: v.string(), stored: v.string() })),
    }),
  ),
});

export const seenAnswer = v.object({ seenAt: v.string() });
