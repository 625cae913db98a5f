import { EntitySchema, type TenantEntity, tenantFilter, tenantProperties } from '@agenda/db';

/** What a client's tab form holds: one row per client and tab of the business type. */
export interface ClientTabData extends TenantEntity {
  clientId: string;
  tabId: string;
  /** Field name → value, validated against the tab's config at each save. */
  data: Record<string, unknown>;
  notes: string | null;
  lastModifiedById: string | null;
  /** The name of the user who saved last, as it was then. */
  lastModifiedBy: string | null;
}

export const ClientTabDataSchema = new EntitySchema<ClientTabData>({
  name: 'ClientTabData',
  tableName: 'client_tab_data',
  filters: tenantFilter,
  uniques: [{ name: 'client_tab_data_client_tab_key', properties: ['companyId', 'clientId', 'tabId'] }],
  properties: {
    ...tenantProperties,
    clientId: { type: 'uuid' },
    tabId: { type: 'uuid' },
    data: { type: 'json', columnType: 'jsonb' },
    notes: { type: 'string', columnType: 'text', nullable: true },
    lastModifiedById: { type: 'uuid', nullable: true },
    lastModifiedBy: { type: 'string', columnType: 'text', nullable: true },
  },
});
