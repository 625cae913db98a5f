import { addDays } from '@agenda/br';
import { type Em, make, withoutTenant } from '@agenda/db';
import { type Client, ClientSchema } from './entities/client.entity.ts';
import { demoClientFields } from './demo-clients.data.ts';
import { companyToday } from './clients.service.ts';

/**
 * A dozen realistic patients for a demo clinic, registered over the last months (a few within the
 * 'Novos' window). Idempotent: a company that already has clients gets them back unchanged.
 */
export async function seedDemoClients(em: Em, companyId: string): Promise<Client[]> {
  const existing = await em.find(ClientSchema, { companyId }, { ...withoutTenant, orderBy: { fullName: 'asc', id: 'asc' } });
  if (existing.length > 0) return existing;
  const today = await companyToday(em, companyId);
  return em.transactional(async (tx) => {
    const clients = demoClientFields().map((fields, i) =>
      make(tx, ClientSchema, { companyId, ...fields, registrationDate: addDays(today, -(i * 17)), archivedAt: null }),
    );
    await tx.flush();
    return clients;
  });
}
