import { randomUUID } from 'node:crypto';
import { UserSchema } from '@agenda/auth/server';
import { type Em, isUuid } from '@agenda/db';
import type { ClientDataAccess } from '@agenda/trpc';
import type { AuditEventData } from '../shared/records.ts';
import type { Actor } from './actor.ts';
import { AuditEventSchema } from './entities/audit-event.entity.ts';

/** Appends one row to the audit trail, on the caller's EntityManager (and so its transaction). */
export async function appendAudit(
  em: Em,
  companyId: string,
  access: ClientDataAccess & { userName?: string | null },
): Promise<void> {
  let userName = access.userName ?? null;
  if (userName === null && access.userId && isUuid(access.userId)) {
    userName = (await em.findOne(UserSchema, { id: access.userId, companyId }))?.fullName ?? null;
  }
  await em.insert(AuditEventSchema, {
    id: randomUUID(),
    companyId,
    clientId: access.clientId,
    userId: access.userId,
    userName,
    resource: access.resource,
    resourceId: access.resourceId,
    action: access.action,
    createdAt: new Date(),
  });
}

/** The actor touched `resource` of the client. */
export const audit = (
  em: Em,
  actor: Actor,
  clientId: string,
  resource: string,
  action: ClientDataAccess['action'],
  resourceId: string | number | null = null,
) =>
  appendAudit(em, actor.companyId, {
    userId: actor.userId,
    userName: actor.name,
    clientId,
    resource,
    resourceId: resourceId === null ? null : String(resourceId),
    action,
  });

/** The client's trail, newest first (by the table's own sequence, so same-millisecond rows keep their order). */
export async function listAudit(em: Em, companyId: string, clientId: string): Promise<AuditEventData[]> {
  const rows: {
    id: string;
    created_at: Date;
    user_id: string | null;
    user_name: string | null;
    resource: string;
    resource_id: string | null;
    action: AuditEventData['action'];
  }[] = await em.execute(
    `select id, created_at, user_id, user_name, resource, resource_id, action from clinical_audit_event
      where company_id = ? and client_id = ? order by seq desc limit 500`,
    [companyId, clientId],
  );
  return rows.map((r) => ({
    id: r.id,
    at: new Date(r.created_at).toISOString(),
    userId: r.user_id,
    userName: r.user_name,
    resource: r.resource,
    resourceId: r.resource_id,
    action: r.action,
  }));
}

export async function hasAuditTrail(em: Em, companyId: string, clientId: string): Promise<boolean> {
  return (await em.count(AuditEventSchema, { companyId, clientId })) > 0;
}
