import { EntitySchema, type TenantEntity, tenantFilter, tenantProperties } from '@agenda/db';
import type { MessageStatus } from '../../shared/statuses.ts';

/** What a direct message says and to whom, written once when another feature asks for it. */
export interface DirectPayload {
  phone: string | null;
  email: string | null;
  subject: string;
  text: string;
  /** The approved WhatsApp template and its body parameters; `{link}` in them is the patient's address. */
  template: string;
  parameters: string[];
  /** The path of the public page the message links to (the server's public address is put before it). */
  linkPath: string;
}

/** One message of the outbox: a reminder of an appointment, by kind, its channel and where it stands. */
export interface OutboundMessage extends TenantEntity {
  /** The appointment a reminder names; null for a direct message (see `payload`). */
  appointmentId: string | null;
  /** A direct message's row in the feature that asked for it (a waitlist offer). */
  sourceId: string | null;
  /** A direct message's content, filled when it was asked for. */
  payload: DirectPayload | null;
  kind: string;
  channel: string;
  /** The slot the reminder names: a move re-arms it for the new one. */
  slotDate: string;
  slotStartTime: string;
  scheduledFor: Date;
  /** When the poller may take it: `scheduledFor`, then later after a failed attempt. */
  dueAt: Date;
  status: MessageStatus;
  attempts: number;
  claimedUntil: Date | null;
  recipient: string | null;
  providerMessageId: string | null;
  sentAt: Date | null;
  deliveredAt: Date | null;
  readAt: Date | null;
  lastError: string | null;
}

export const OutboundMessageSchema = new EntitySchema<OutboundMessage>({
  name: 'OutboundMessage',
  tableName: 'outbound_message',
  filters: tenantFilter,
  properties: {
    ...tenantProperties,
    appointmentId: { type: 'uuid', nullable: true },
    sourceId: { type: 'uuid', nullable: true },
    payload: { type: 'json', columnType: 'jsonb', nullable: true },
    kind: { type: 'string', columnType: 'text' },
    channel: { type: 'string', columnType: 'text' },
    slotDate: { type: 'string', columnType: 'date' },
    slotStartTime: { type: 'string', columnType: 'text' },
    scheduledFor: { type: 'Date', columnType: 'timestamptz' },
    dueAt: { type: 'Date', columnType: 'timestamptz' },
    status: { type: 'string', columnType: 'text' },
    attempts: { type: 'integer', default: 0 },
    claimedUntil: { type: 'Date', columnType: 'timestamptz', nullable: true },
    recipient: { type: 'string', columnType: 'text', nullable: true },
    providerMessageId: { type: 'string', columnType: 'text', nullable: true },
    sentAt: { type: 'Date', columnType: 'timestamptz', nullable: true },
    deliveredAt: { type: 'Date', columnType: 'timestamptz', nullable: true },
    readAt: { type: 'Date', columnType: 'timestamptz', nullable: true },
    lastError: { type: 'string', columnType: 'text', nullable: true },
  },
});
