import * as v from 'valibot';

// The REST answers of services and service types, for the API's OpenAPI document (part 2 §3.3,
// §3.4; loose objects, so a field added later does not break a client). Price in reais.

const day = v.boolean();
const service = v.looseObject({
  id: v.string(),
  name: v.string(),
  serviceTypeId: v.nullable(v.string()),
  duration: v.number(),
  price: v.number(),
  description: v.nullable(v.string()),
  mondayEnabled: day,
  tuesdayEnabled: day,
  wednesdayEnabled: day,
  thursdayEnabled: day,
  fridayEnabled: day,
  saturdayEnabled: day,
  sundayEnabled: day,
  startTime: v.string(),
  endTime: v.string(),
  recallMonths: v.nullable(v.number()),
  createdAt: v.string(),
  updatedAt: v.string(),
});
const serviceType = v.looseObject({
  id: v.string(),
  name: v.string(),
  description: v.nullable(v.string()),
  icon: v.nullable(v.string()),
  color: v.string(),
  active: v.boolean(),
});

export const servicesAnswer = v.object({ services: v.array(service) });
export const serviceAnswer = v.object({ service });
/** Removed, or archived when appointments use it. */
export const serviceRemovedAnswer = v.object({ ok: v.literal(true), archived: v.boolean() });
export const serviceTypesAnswer = v.object({ serviceTypes: v.array(serviceType) });
export const serviceTypeAnswer = v.object({ serviceType });
