import { EntitySchema, type TenantEntity, tenantFilter, tenantProperties } from '@agenda/db';

/**
 * What a patient typed when booking online, kept as typed: an existing patient's record is never
 * overwritten by it, so staff compare the two. Also the consent (when, which privacy text) and
 * whether staff have seen the booking.
 */
export interface BookingRequest extends TenantEntity {
  appointmentId: string;
  clientId: string;
  /** The booking created the client (no record had this CPF). */
  newClient: boolean;
  fullName: string;
  cpf: string;
  /** The 11 national digits of the mobile. */
  phone: string;
  email: string | null;
  birthDate: string | null;
  /** The appointment's date when booked: the per-CPF and per-phone limits count future ones. */
  slotDate: string;
  consentAt: Date;
  consentVersion: string;
  seenAt: Date | null;
  seenBy: string | null;
}

export const BookingRequestSchema = new EntitySchema<BookingRequest>({
  name: 'BookingRequest',
  tableName: 'booking_request',
  filters: tenantFilter,
  properties: {
    ...tenantProperties,
    appointmentId: { type: 'uuid' },
    clientId: { type: 'uuid' },
    newClient: { type: 'boolean' },
    fullName: { type: 'string', columnType: 'text' },
    cpf: { type: 'string', columnType: 'text' },
    phone: { type: 'string', columnType: 'text' },
    email: { type: 'string', columnType: 'text', nullable: true },
    birthDate: { type: 'date', columnType: 'date', nullable: true },
    slotDate: { type: 'string', columnType: 'date' },
    consentAt: { type: 'Date', columnType: 'timestamptz' },
    consentVersion: { type: 'string', columnType: 'text' },
    seenAt: { type: 'Date', columnType: 'timestamptz', nullable: true },
    seenBy: { type: 'uuid', nullable: true },
  },
});
