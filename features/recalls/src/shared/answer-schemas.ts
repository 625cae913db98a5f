import * as v from 'valibot';

// The REST answers of the recall list, for the API's OpenAPI document (loose objects, so a field
// added later does not break a client).

const recall = v.looseObject({
  clientId: v.string(),
  clientName: v.string(),
  phone: v.string(),
  serviceId: v.string(),
  serviceName: v.string(),
  lastVisit: v.string(),
  dueDate: v.string(),
  whatsappUrl: v.nullable(v.string()),
  whatsappUnavailable: v.nullable(v.string()),
  booked: v.boolean(),
});

export const recallsAnswer = v.object({ today: v.string(), recalls: v.array(recall) });
