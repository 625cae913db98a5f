import type { Em } from '@agenda/db';
import { loadClient } from './clients.service.ts';
import { ClientTabDataSchema } from './entities/client-tab-data.entity.ts';
import { ClientTabHistorySchema } from './entities/client-tab-history.entity.ts';

export type KeepsRecords = (em: Em, companyId: string, clientId: string) => Promise<boolean>;

/**
 * DELETE of a client: one with nothing on record (no appointment, no tab data, no clinical or
 * financial record of any feature) is deleted; one with anything is archived instead — health
 * records are kept for 20 years (Lei 13.787/2018) — and leaves the lists. Archiving twice is a no-op.
 */
export async function removeClient(
  em: Em,
  companyId: string,
  clientId: string,
  recordKeepers: readonly KeepsRecords[],
): Promise<{ ok: true; archived: boolean }> {
  return em.transactional(async (tx) => {
    const client = await loadClient(tx, companyId, clientId);
    if (client.archivedAt) return { ok: true, archived: true };
    const own =
      (await tx.count(ClientTabDataSchema, { clientId: client.id })) > 0 ||
      (await tx.count(ClientTabHistorySchema, { clientId: client.id })) > 0;
    let keep = own;
    for (const keeps of recordKeepers) {
      if (keep) break;
      keep = await keeps(tx, companyId, client.id);
    }
    if (keep) {
      client.archivedAt = new Date();
    } else {
      tx.remove(client);
    }
    await tx.flush();
    return { ok: true, archived: keep };
  });
}
