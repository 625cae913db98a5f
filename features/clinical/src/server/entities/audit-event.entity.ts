import { EntitySchema, tenantFilter } from '@agenda/db';
import type { ClientDataAccess, FieldChange } from '@agenda/clients/server';

export interface AuditEvent {
  id: string;
  companyId: string;
  clientId: string | null;
  userId: string | null;
  userName: string | null;
  resource: string;
  resourceId: string | null;
  action: ClientDataAccess['action'];
  changes: FieldChange[] | null;
  detail: string | null;
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
    clientId: { type: 'uuid', nullable: true },
    userId: { type: 'uuid', nullable: true },
    userName: { type: 'string', columnType: 'text', nullable: true },
    resource: { type: 'string', columnType: 'text' },
    resourceId: { type: 'string', columnType: 'text', nullable: true },
    action: { type: 'string', columnType: 'text' },
    changes: { type: 'json', columnType: 'jsonb', nullable: true },
    detail: { type: 'string', columnType: 'text', nullable: true },
    createdAt: { type: 'Date', columnType: 'timestamptz' },
  },
});
