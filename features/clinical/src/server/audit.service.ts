import { randomUUID } from 'node:crypto';
import { userNames } from '@agenda/auth/server';
import type { ClientDataAccess, CompanyStatementRunner } from '@agenda/clients/server';
import { type Em, type Sql, isUuid, runSql, sql } from '@agenda/db';
import type { AuditEventData, AuditFilters, AuditMember } from '../shared/records.ts';
import type { Actor } from './actor.ts';
import { AuditEventSchema } from './entities/audit-event.entity.ts';

/** Appends one row to the audit trail, on the caller's EntityManager (and so its transaction). */
export async function appendAudit(em: Em, companyId: string, access: ClientDataAccess): Promise<void> {
  let userName = access.userName ?? null;
  if (userName === null && access.userId && isUuid(access.userId)) {
    userName = (await userNames(em, companyId, [access.userId])).get(access.userId) ?? null;
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
    changes: access.changes?.length ? access.changes : null,
    detail: access.detail ?? null,
    createdAt: new Date(),
  });
}

/**
 * Appends one row for a hot read (the clients list and search), as one statement of its own on the
 * request's tenant connection: its own implicit transaction, after the read's round trip.
 */
export async function appendSearchAudit(db: CompanyStatementRunner, access: ClientDataAccess): Promise<void> {
  await runSql(
    db,
    sql`insert into clinical_audit_event
      (id, company_id, client_id, user_id, user_name, resource, resource_id, action, detail, created_at)
      values (${randomUUID()}, ${db.companyId}, ${access.clientId}, ${access.userId}, ${access.userName ?? null},
              ${access.resource}, ${access.resourceId}, ${access.action}, ${access.detail ?? null}, now())`,
    'agenda_audit_search',
  );
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

interface AuditRow {
  id: string;
  created_at: Date;
  user_id: string | null;
  user_name: string | null;
  resource: string;
  resource_id: string | null;
  action: AuditEventData['action'];
  changes: AuditEventData['changes'];
  detail: string | null;
}

/**
 * The client's whole trail, newest first (by the table's own sequence, so same-millisecond rows keep
 * their order), filtered by who, which action and which days of the company's calendar.
 */
export async function listAudit(
  em: Em,
  actor: Pick<Actor, 'companyId' | 'timeZone'>,
  clientId: string,
  filters: AuditFilters = {},
): Promise<AuditEventData[]> {
  const where: Sql[] = [sql`company_id = ${actor.companyId}`, sql`client_id = ${clientId}`];
  if (filters.userId) where.push(sql`user_id = ${filters.userId}`);
  if (filters.action) where.push(sql`action = ${filters.action}`);
  if (filters.from) where.push(sql`created_at >= (${filters.from}::date)::timestamp at time zone ${actor.timeZone}`);
  if (filters.to) where.push(sql`created_at < (${filters.to}::date + 1)::timestamp at time zone ${actor.timeZone}`);
  const rows = await runSql<AuditRow>(
    em,
    sql`select id, created_at, user_id, user_name, resource, resource_id, action, changes, detail
          from clinical_audit_event where ${sql.join(where, ' and ')} order by seq desc`,
  );
  return rows.map((r) => ({
    id: r.id,
    at: new Date(r.created_at).toISOString(),
    userId: r.user_id,
    userName: r.user_name,
    resource: r.resource,
    resourceId: r.resource_id,
    action: r.action,
    changes: r.changes ?? null,
    detail: r.detail,
  }));
}

/** Everyone on the client's trail (the 'Quem' filter's choices), by name. */
export async function auditMembers(em: Em, companyId: string, clientId: string): Promise<AuditMember[]> {
  const rows = await runSql<{ user_id: string; user_name: string | null }>(
    em,
    sql`select user_id, max(user_name) as user_name from clinical_audit_event
         where company_id = ${companyId} and client_id = ${clientId} and user_id is not null group by user_id order by 2`,
  );
  return rows.map((r) => ({ id: r.user_id, name: r.user_name ?? '—' }));
}

export async function hasAuditTrail(em: Em, companyId: string, clientId: string): Promise<boolean> {
  return (await em.count(AuditEventSchema, { companyId, clientId })) > 0;
}
