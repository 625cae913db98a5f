import type { Em } from '@agenda/db';
import { tabNames } from '@agenda/auth/server';
import { toClientData } from './answers.ts';
import { type AppointmentsOfClient, clientAppointments } from './client-history.service.ts';
import type { TabActor } from './client-tabs.service.ts';
import { loadClient } from './clients.service.ts';
import { ClientTabDataSchema } from './entities/client-tab-data.entity.ts';
import { ClientTabHistorySchema } from './entities/client-tab-history.entity.ts';

export type ExportPart = (em: Em, companyId: string, clientId: string) => Promise<Record<string, unknown>>;

/**
 * LGPD (art. 18): everything the clinic holds about one client in one JSON — the record, every tab
 * with its change history, the appointments, and each other feature's part (clinical, financial).
 */
export async function exportClient(
  em: Em,
  companyId: string,
  clientId: string,
  deps: { appointments: readonly AppointmentsOfClient[]; parts: readonly ExportPart[]; actor: TabActor },
): Promise<Record<string, unknown>> {
  return em.transactional(async (tx) => {
    const client = await loadClient(tx, companyId, clientId);
    const [rows, history] = await Promise.all([
      tx.find(ClientTabDataSchema, { clientId: client.id }, { orderBy: { createdAt: 'asc' } }),
      tx.find(ClientTabHistorySchema, { clientId: client.id }, { orderBy: { createdAt: 'asc', id: 'asc' } }),
    ]);
    const tabIds = [...new Set([...rows.map((r) => r.tabId), ...history.map((h) => h.tabId)])];
    const tabName = await tabNames(tx, tabIds);
    const appointments = await clientAppointments(tx, companyId, client.id, deps.appointments);
    const parts: Record<string, unknown> = {};
    for (const part of deps.parts) Object.assign(parts, await part(tx, companyId, client.id));
    for (const listener of deps.actor.audit) {
      await listener(tx, companyId, {
        userId: deps.actor.userId,
        clientId: client.id,
        resource: 'client_export',
        resourceId: null,
        action: 'read',
      });
    }
    return {
      exportedAt: new Date().toISOString(),
      client: toClientData(client),
      tabs: tabIds.map((tabId) => {
        const row = rows.find((r) => r.tabId === tabId);
        return {
          tabId,
          tabName: tabName.get(tabId) ?? null,
          data: row?.data ?? {},
          notes: row?.notes ?? null,
          lastModifiedBy: row?.lastModifiedBy ?? null,
          updatedAt: row?.updatedAt.toISOString() ?? null,
          history: history
            .filter((h) => h.tabId === tabId)
            .map((h) => ({
              action: h.action,
              description: h.description,
              user: h.userName,
              timestamp: h.createdAt.toISOString(),
              changes: h.changes,
            })),
        };
      }),
      appointments,
      ...parts,
    };
  });
}
