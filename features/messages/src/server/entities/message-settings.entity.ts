import { ArrayType, EntitySchema, type TenantEntity, tenantFilter, tenantProperties } from '@agenda/db';

/** A clinic's reminders (which, quiet hours) and channels (its WhatsApp number and token). */
export interface MessageSettings extends TenantEntity {
  reminderHours: number[];
  quietStart: string;
  quietEnd: string;
  whatsappPhoneNumberId: string | null;
  whatsappToken: string | null;
  whatsappTemplate: string;
  emailEnabled: boolean;
}

export const MessageSettingsSchema = new EntitySchema<MessageSettings>({
  name: 'MessageSettings',
  tableName: 'message_settings',
  filters: tenantFilter,
  properties: {
    ...tenantProperties,
    reminderHours: { type: ArrayType, columnType: 'integer[]', default: "'{24,2}'" },
    quietStart: { type: 'string', columnType: 'text', default: "'20:00'" },
    quietEnd: { type: 'string', columnType: 'text', default: "'08:00'" },
    whatsappPhoneNumberId: { type: 'string', columnType: 'text', nullable: true },
    whatsappToken: { type: 'string', columnType: 'text', nullable: true },
    whatsappTemplate: { type: 'string', columnType: 'text', default: "'lembrete_consulta'" },
    emailEnabled: { type: 'boolean', default: true },
  },
});
