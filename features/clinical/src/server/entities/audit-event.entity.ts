import { EntitySchema, tenantFilter } from '@agenda/db';
import type { ClientDataAccess } from '@agenda/trpc';

export interface AuditEvent {
  id: string;
  companyId: string;
  clientId: string;
  userId: string | null;
  userName: string | null;
  resource: string;
  resourceId: string | null;
  action: ClientDataAccess['action'];
  createdAt: Date;
}

/** One read or write of a client's health data. Append-only: the database refuses updates and deletes. */
export const AuditEventSchema = new EntitySchema<AuditEvent>({
  name: 'ClinicalAuditEvent',
  tableName: 'clinical_audit_event',
  filters: tenantFilter,
  properties: {
    id: { type: 'uuid', primary: true },
    companyId: { type: 'uuid' },
    clientId: { type: 'uuid' },
    userId: { type: 'uuid', nullable: true },
    userName: { type: 'string', columnType: 'text', nullable: true },
    resource: { type: 'string', columnType: 'text' },
    resourceId: { type: 'string', columnType: 'text', nullable: true },
    action: { type: 'string', columnType: 'text' },
    createdAt: { type: 'Date', columnType: 'timestamptz' },
  },
});
