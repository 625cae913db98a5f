import type { ServerFeature } from '@agenda/trpc';
import { MAX_IMPORT_BYTES } from '../shared/import.ts';
import { CLIENTS_TEXTS } from '../shared/texts.ts';
import { seedDemoClients } from './demo-clients.seeder.ts';
import { ClientImportSchema } from './entities/client-import.entity.ts';
import { ClientTabDataSchema } from './entities/client-tab-data.entity.ts';
import { ClientTabHistorySchema } from './entities/client-tab-history.entity.ts';
import { ClientSchema } from './entities/client.entity.ts';
import { Migration20261125000400_clients } from './migrations/Migration20261125000400_clients.ts';
import { Migration20261126000400_clients_tenant_keys } from './migrations/Migration20261126000400_clients_tenant_keys.ts';
import { Migration20261126100000_client_search_tabs } from './migrations/Migration20261126100000_client_search_tabs.ts';
import { Migration20261126100100_client_search_name } from './migrations/Migration20261126100100_client_search_name.ts';
import { Migration20261127000400_client_list_search } from './migrations/Migration20261127000400_client_list_search.ts';
import { Migration20261128000400_client_import } from './migrations/Migration20261128000400_client_import.ts';
import { Migration20261128000500_client_tab_history_append_only } from './migrations/Migration20261128000500_client_tab_history_append_only.ts';
import { Migration20261222000000_client_search_per_company } from './migrations/Migration20261222000000_client_search_per_company.ts';
import {
  clientAppointmentsPoint,
  clientDataAccessPoint,
  clientExportPoint,
  clientHistoryPoint,
  clientRecordsPoint,
  clientSearchAccessPoint,
} from './points.ts';
import { clientsRest } from './rest.ts';
import { clientsRouter } from './router.ts';

export const clientsServerFeature = {
  key: 'clients',
  router: clientsRouter,
  entities: [ClientSchema, ClientTabDataSchema, ClientTabHistorySchema, ClientImportSchema],
  migrations: [
    { name: 'Migration20261125000400_clients', class: Migration20261125000400_clients },
    { name: 'Migration20261126000400_clients_tenant_keys', class: Migration20261126000400_clients_tenant_keys },
    { name: 'Migration20261126100000_client_search_tabs', class: Migration20261126100000_client_search_tabs },
    { name: 'Migration20261126100100_client_search_name', class: Migration20261126100100_client_search_name },
    { name: 'Migration20261127000400_client_list_search', class: Migration20261127000400_client_list_search },
    { name: 'Migration20261128000400_client_import', class: Migration20261128000400_client_import },
    {
      name: 'Migration20261128000500_client_tab_history_append_only',
      class: Migration20261128000500_client_tab_history_append_only,
    },
    {
      name: 'Migration20261222000000_client_search_per_company',
      class: Migration20261222000000_client_search_per_company,
    },
  ],
  rest: clientsRest,
  // The spreadsheet itself may be 10 MB; the multipart form around it adds a little.
  largeBodies: [{ path: '/api/clients/import', maxBytes: MAX_IMPORT_BYTES + 64 * 1024, message: CLIENTS_TEXTS.importTooLarge }],
  seedDemo: async (em, companyId) => {
    await seedDemoClients(em, companyId);
  },
  offers: [
    clientHistoryPoint,
    clientExportPoint,
    clientRecordsPoint,
    clientAppointmentsPoint,
    clientDataAccessPoint,
    clientSearchAccessPoint,
  ],
} satisfies ServerFeature<'clients'>;
