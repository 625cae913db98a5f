import { EntitySchema, type TenantEntity, tenantFilter, tenantProperties } from '@agenda/db';

/** A professional's subscribed calendar; its address's token is kept only as a hash. */
export interface CalendarFeed extends TenantEntity {
  professionalId: string;
  tokenHash: string;
  createdBy: string | null;
}

export const CalendarFeedSchema = new EntitySchema<CalendarFeed>({
  name: 'CalendarFeed',
  tableName: 'calendar_feed',
  filters: tenantFilter,
  uniques: [{ name: 'calendar_feed_company_id_professional_id_key', properties: ['companyId', 'professionalId'] }],
  properties: {
    ...tenantProperties,
    professionalId: { type: 'uuid' },
    tokenHash: { type: 'string', columnType: 'text', unique: true },
    createdBy: { type: 'uuid', nullable: true },
  },
});
