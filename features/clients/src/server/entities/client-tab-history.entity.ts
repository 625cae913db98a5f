import { EntitySchema, type TenantEntity, tenantFilter, tenantProperties } from '@agenda/db';
import type { TabChange, TabHistoryAction } from '../../shared/tab-history.ts';

/** One save of a client tab, field by field; append-only (a trigger refuses updates). */
export interface ClientTabHistory extends TenantEntity {
  clientId: string;
  tabId: string;
  action: TabHistoryAction;
  description: string;
  userId: string | null;
  userName: string | null;
  changes: TabChange[];
}

export const ClientTabHistorySchema = new EntitySchema<ClientTabHistory>({
  name: 'ClientTabHistory',
  tableName: 'client_tab_history',
  filters: tenantFilter,
  indexes: [
    {
      name: 'client_tab_history_client_tab_idx',
      expression:
        'create index client_tab_history_client_tab_idx on client_tab_history (company_id, client_id, tab_id, created_at desc)',
    },
  ],
  properties: {
    ...tenantProperties,
    clientId: { type: 'uuid' },
    tabId: { type: 'uuid' },
    action: { type: 'string', columnType: 'text' },
    description: { type: 'string', columnType: 'text' },
    userId: { type: 'uuid', nullable: true },
    userName: { type: 'string', columnType: 'text', nullable: true },
    changes: { type: 'json', columnType: 'jsonb' },
  },
});
