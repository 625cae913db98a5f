import type { ServerFeature } from '@agenda/trpc';
import { seedDemoClients } from './demo-clients.seeder.ts';
import { ClientSchema } from './entities/client.entity.ts';
import { Migration20261125000400_clients } from './migrations/Migration20261125000400_clients.ts';
import { Migration20261126000400_clients_tenant_keys } from './migrations/Migration20261126000400_clients_tenant_keys.ts';
import { mountClientsRest } from './rest.ts';
import { clientsRouter } from './router.ts';

export const clientsServerFeature = {
  key: 'clients',
  router: clientsRouter,
  entities: [ClientSchema],
  migrations: [
    { name: 'Migration20261125000400_clients', class: Migration20261125000400_clients },
    { name: 'Migration20261126000400_clients_tenant_keys', class: Migration20261126000400_clients_tenant_keys },
  ],
  mountRest: mountClientsRest,
  seedDemo: async (em, companyId) => {
    await seedDemoClients(em, companyId);
  },
} satisfies ServerFeature<'clients'>;
