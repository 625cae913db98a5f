import * as v from 'valibot';

// The REST answers of professionals, for the API's OpenAPI document (loose objects, so a field added
// later does not break a client).

const professional = v.looseObject({
  id: v.string(),
  memberId: v.nullable(v.string()),
  name: v.string(),
  registration: v.nullable(v.string()),
  specialty: v.nullable(v.string()),
  color: v.string(),
  workingHours: v.array(v.looseObject({ weekday: v.number(), start: v.string(), end: v.string() })),
  followsClinicHours: v.boolean(),
  serviceIds: v.array(v.string()),
  allServices: v.boolean(),
  active: v.boolean(),
});

export const professionalsAnswer = v.object({ professionals: v.array(professional) });
export const professionalAnswer = v.object({ professional });
