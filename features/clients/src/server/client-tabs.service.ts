import { companyTab } from '@agenda/auth/server';
import { type Em, PG_UNIQUE_VIOLATION, make, pgErrorCode } from '@agenda/db';
import { badRequest, conflict, notFound } from '@agenda/trpc';
import type { ClientDataAccess } from './points.ts';
import { configFields, parseTabConfig } from '../shared/tab-config.ts';
import { diffTabData } from '../shared/tab-history.ts';
import { validateTabData } from '../shared/tab-rules.ts';
import type { ClientTabDataAnswer, TabHistoryAnswer } from '../shared/tab-schemas.ts';
import { CLIENTS_TEXTS as T } from '../shared/texts.ts';
import { loadClient } from './clients.service.ts';
import { type ClientTabData, ClientTabDataSchema } from './entities/client-tab-data.entity.ts';
import { ClientTabHistorySchema } from './entities/client-tab-history.entity.ts';

/** The audit trail's listeners (the clinical feature's contribution), told in the access's transaction. */
export type DataAccessListener = (em: Em, companyId: string, access: ClientDataAccess) => Promise<void>;

export interface TabActor {
  userId: string;
  userName: string;
  audit: readonly DataAccessListener[];
}

/** Tells the audit trail of one access, in `em`'s transaction. */
export async function tellAudit(em: Em, companyId: string, actor: TabActor, access: Omit<ClientDataAccess, 'userId'>) {
  for (const listener of actor.audit) {
    await listener(em, companyId, { userId: actor.userId, userName: actor.userName, ...access });
  }
}

/** A tab of the company's business type; any other id is a 404. */
export async function findCompanyTab(em: Em, companyId: string, tabId: string) {
  const tab = await companyTab(em, companyId, tabId);
  if (!tab) throw notFound(T.tabNotFound);
  return tab;
}

function toAnswer(tabId: string, row: ClientTabData | null): ClientTabDataAnswer {
  return {
    tabId,
    data: row?.data ?? {},
    notes: row?.notes ?? null,
    lastModifiedBy: row?.lastModifiedBy ?? null,
    updatedAt: row ? row.updatedAt.toISOString() : null,
  };
}

/** Every tab the client has data in. */
export async function listClientTabData(em: Em, companyId: string, clientId: string, actor: TabActor) {
  return em.transactional(async (tx) => {
    const client = await loadClient(tx, companyId, clientId);
    const rows = await tx.find(ClientTabDataSchema, { clientId: client.id }, { orderBy: { createdAt: 'asc' } });
    await tellAudit(tx, companyId, actor, { clientId: client.id, resource: 'client_tab', resourceId: null, action: 'read' });
    return rows.map((row) => toAnswer(row.tabId, row));
  });
}

export async function getClientTabData(em: Em, companyId: string, clientId: string, tabId: string, actor: TabActor) {
  return em.transactional(async (tx) => {
    const client = await loadClient(tx, companyId, clientId);
    const tab = await findCompanyTab(tx, companyId, tabId);
    const row = await tx.findOne(ClientTabDataSchema, { clientId: client.id, tabId: tab.id });
    await tellAudit(tx, companyId, actor, { clientId: client.id, resource: 'client_tab', resourceId: tab.id, action: 'read' });
    return toAnswer(tab.id, row);
  });
}

/**
 * The data a save may keep: a form tab's data checked against its fields, a module tab's kept as sent.
 * The anamnesis tab keeps nothing here: the patient's one anamnesis is the clinical module's record.
 */
function acceptedData(fieldConfig: unknown, raw: Record<string, unknown>): Record<string, unknown> {
  const config = parseTabConfig(fieldConfig);
  if (config.kind === 'module' && config.type === 'anamnesis') throw conflict(T.anamnesisIsClinical);
  if (config.kind === 'module') return raw;
  const result = validateTabData(configFields(config), raw);
  if (result.error !== null) throw badRequest(result.error);
  return result.data;
}

/**
 * Saves a client's tab and, in the same transaction, appends what changed field by field to its
 * history (nothing when nothing changed). The saver is the signed-in user.
 */
export async function saveClientTabData(
  em: Em,
  companyId: string,
  input: { clientId: string; tabId: string; data: Record<string, unknown>; notes: string | null },
  actor: TabActor,
): Promise<ClientTabDataAnswer> {
  try {
    return await em.transactional(async (tx) => {
      const client = await loadClient(tx, companyId, input.clientId);
      const tab = await findCompanyTab(tx, companyId, input.tabId);
      const data = acceptedData(tab.fieldConfig, input.data);
      const row = await tx.findOne(
        ClientTabDataSchema,
        { clientId: client.id, tabId: tab.id },
        { lockMode: 3 /* LockMode.PESSIMISTIC_WRITE: one save of a tab at a time */ },
      );
      const changes = diffTabData({ data: row?.data ?? {}, notes: row?.notes ?? null }, { data, notes: input.notes });
      const access = { clientId: client.id, resource: 'client_tab', resourceId: tab.id } as const;
      if (!changes.length) {
        await tellAudit(tx, companyId, actor, { ...access, action: 'read' });
        return toAnswer(tab.id, row);
      }
      const who = { lastModifiedById: actor.userId, lastModifiedBy: actor.userName };
      const saved = row
        ? tx.assign(row, { data, notes: input.notes, ...who })
        : make(tx, ClientTabDataSchema, { companyId, clientId: client.id, tabId: tab.id, data, notes: input.notes, ...who });
      make(tx, ClientTabHistorySchema, {
        companyId,
        clientId: client.id,
        tabId: tab.id,
        action: row ? 'updated' : 'created',
        description: row ? T.tabUpdated(tab.name, changes.length) : T.tabCreated(tab.name),
        userId: actor.userId,
        userName: actor.userName,
        changes,
      });
      await tx.flush();
      await tellAudit(tx, companyId, actor, { ...access, action: row ? 'update' : 'create' });
      return toAnswer(tab.id, saved);
    });
  } catch (error) {
    // Two first saves of one tab at once: the unique key refuses the second.
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw conflict(T.tabSaveConflict);
    throw error;
  }
}

/** The tab's change history, newest first, with the tab's and the client's names. */
export async function clientTabHistory(
  em: Em,
  companyId: string,
  clientId: string,
  tabId: string,
  actor: TabActor,
): Promise<TabHistoryAnswer> {
  return em.transactional(async (tx) => {
    const client = await loadClient(tx, companyId, clientId);
    const tab = await findCompanyTab(tx, companyId, tabId);
    const entries = await tx.find(
      ClientTabHistorySchema,
      { clientId: client.id, tabId: tab.id },
      { orderBy: { createdAt: 'desc', id: 'desc' } },
    );
    await tellAudit(tx, companyId, actor, {
      clientId: client.id,
      resource: 'client_tab_history',
      resourceId: tab.id,
      action: 'read',
    });
    return {
      history: entries.map((e) => ({
        id: e.id,
        action: e.action,
        description: e.description,
        user: e.userName,
        timestamp: e.createdAt.toISOString(),
        changes: e.changes,
      })),
      tabName: tab.name,
      clientName: client.fullName,
    };
  });
}
