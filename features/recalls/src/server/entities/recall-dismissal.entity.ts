import { EntitySchema, type TenantEntity, tenantFilter, tenantProperties } from '@agenda/db';

/** A recall staff dismissed: the client's recall of the service after `lastVisit`, with why and who. */
export interface RecallDismissal extends TenantEntity {
  clientId: string;
  serviceId: string;
  /** 'yyyy-MM-dd': the completed visit whose recall this closes. */
  lastVisit: string;
  reason: string;
  dismissedBy: string | null;
}

export const RecallDismissalSchema = new EntitySchema<RecallDismissal>({
  name: 'RecallDismissal',
  tableName: 'recall_dismissal',
  filters: tenantFilter,
  properties: {
    ...tenantProperties,
    clientId: { type: 'uuid' },
    serviceId: { type: 'uuid' },
    lastVisit: { type: 'string', columnType: 'date' },
    reason: { type: 'string', columnType: 'text' },
    dismissedBy: { type: 'uuid', nullable: true },
  },
});
