import { EntitySchema, type TenantEntity, tenantFilter, tenantProperties } from '@agenda/db';

/** A freed slot offered to one entry of the list; its token is the patient's link. */
export interface WaitlistOffer extends TenantEntity {
  entryId: string;
  token: string;
  professionalId: string;
  serviceId: string;
  date: string;
  startTime: string;
  endTime: string;
  status: 'aberta' | 'aceita' | 'preenchida' | 'encerrada';
  expiresAt: Date;
  acceptedAt: Date | null;
  appointmentId: string | null;
}

export const WaitlistOfferSchema = new EntitySchema<WaitlistOffer>({
  name: 'WaitlistOffer',
  tableName: 'waitlist_offer',
  filters: tenantFilter,
  properties: {
    ...tenantProperties,
    entryId: { type: 'uuid' },
    token: { type: 'string', columnType: 'text' },
    professionalId: { type: 'uuid' },
    serviceId: { type: 'uuid' },
    date: { type: 'string', columnType: 'date' },
    startTime: { type: 'string', columnType: 'text' },
    endTime: { type: 'string', columnType: 'text' },
    status: { type: 'string', columnType: 'text' },
    expiresAt: { type: 'Date', columnType: 'timestamptz' },
    acceptedAt: { type: 'Date', columnType: 'timestamptz', nullable: true },
    appointmentId: { type: 'uuid', nullable: true },
  },
});
