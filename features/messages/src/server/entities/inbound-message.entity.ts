import { EntitySchema, type TenantEntity, tenantFilter, tenantProperties } from '@agenda/db';

/** What came back from a patient: what it did (confirmed, cancelled, opted out) or a text for the clinic to read. */
export interface InboundMessage extends TenantEntity {
  outboundMessageId: string | null;
  appointmentId: string | null;
  fromPhone: string;
  text: string;
  action: 'confirmou' | 'cancelou' | 'sair' | 'ler';
  providerMessageId: string;
  receivedAt: Date;
  readAt: Date | null;
}

export const InboundMessageSchema = new EntitySchema<InboundMessage>({
  name: 'InboundMessage',
  tableName: 'inbound_message',
  filters: tenantFilter,
  properties: {
    ...tenantProperties,
    outboundMessageId: { type: 'uuid', nullable: true },
    appointmentId: { type: 'uuid', nullable: true },
    fromPhone: { type: 'string', columnType: 'text' },
    text: { type: 'string', columnType: 'text' },
    action: { type: 'string', columnType: 'text' },
    providerMessageId: { type: 'string', columnType: 'text' },
    receivedAt: { type: 'Date', columnType: 'timestamptz' },
    readAt: { type: 'Date', columnType: 'timestamptz', nullable: true },
  },
});
