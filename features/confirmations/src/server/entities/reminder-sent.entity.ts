import { EntitySchema, type TenantEntity, tenantFilter, tenantProperties } from '@agenda/db';

/** 'Mensagem enviada': who opened the WhatsApp reminder of an appointment, when, and for which slot. */
export interface ReminderSent extends TenantEntity {
  appointmentId: string;
  /** The slot the message named: after a reschedule the row no longer counts (a new message is due). */
  slotDate: string;
  slotStartTime: string;
  sentBy: string | null;
  sentAt: Date;
}

export const ReminderSentSchema = new EntitySchema<ReminderSent>({
  name: 'ReminderSent',
  tableName: 'reminder_sent',
  filters: tenantFilter,
  properties: {
    ...tenantProperties,
    appointmentId: { type: 'uuid' },
    slotDate: { type: 'string', columnType: 'date' },
    slotStartTime: { type: 'string', columnType: 'text' },
    sentBy: { type: 'uuid', nullable: true },
    sentAt: { type: 'Date', columnType: 'timestamptz' },
  },
});
