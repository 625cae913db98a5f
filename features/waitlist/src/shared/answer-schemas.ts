import * as v from 'valibot';

// The REST answers of the waitlist, for the API's OpenAPI document (loose objects, so a field added
// later does not break a client).

const entry = v.looseObject({
  id: v.string(),
  clientId: v.string(),
  clientName: v.string(),
  serviceId: v.string(),
  serviceName: v.string(),
  professionalIds: v.array(v.string()),
  weekdays: v.array(v.number()),
  periods: v.array(v.string()),
  until: v.string(),
  notes: v.nullable(v.string()),
  status: v.string(),
  createdAt: v.string(),
  openOffers: v.array(
    v.looseObject({
      id: v.string(),
      date: v.string(),
      startTime: v.string(),
      professionalName: v.string(),
      expiresAt: v.string(),
    }),
  ),
});

export const entryAnswer = v.object({ entry });
export const entriesAnswer = v.object({ entries: v.array(entry) });
export const settingsAnswer = v.object({ settings: v.object({ offerHours: v.number(), offersAtOnce: v.number() }) });

const offer = v.looseObject({
  clinicName: v.string(),
  clinicAddress: v.string(),
  firstName: v.string(),
  service: v.string(),
  professional: v.string(),
  date: v.string(),
  startTime: v.string(),
  endTime: v.string(),
  expiresAt: v.string(),
  validUntil: v.object({ date: v.string(), time: v.string() }),
  status: v.string(),
});
export const offerAnswer = v.object({ offer });
export const acceptedAnswer = v.object({ offer, appointmentId: v.string() });
