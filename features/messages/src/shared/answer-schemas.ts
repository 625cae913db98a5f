import * as v from 'valibot';

// The REST answers of 'Mensagens', for the API's OpenAPI document (loose objects: a field added later
// does not break a client).

export const messageAnswer = v.looseObject({
  id: v.string(),
  appointmentId: v.string(),
  channel: v.string(),
  kind: v.string(),
  scheduledFor: v.string(),
  status: v.string(),
  sentAt: v.nullable(v.string()),
});

export const messagesAnswer = v.object({ messages: v.array(messageAnswer) });
export const messageOneAnswer = v.object({ message: messageAnswer });

export const messageSettingsAnswer = v.looseObject({
  reminderHours: v.array(v.number()),
  quietStart: v.string(),
  quietEnd: v.string(),
  whatsappPhoneNumberId: v.nullable(v.string()),
  whatsappConfigured: v.boolean(),
  whatsappTemplate: v.string(),
  emailEnabled: v.boolean(),
  preview: v.string(),
});
