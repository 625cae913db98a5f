export { clientsServerFeature } from './feature.ts';
import { ClientSchema } from './entities/client.entity.ts';

export type { ClientsApi, ClientsRouter } from './router.ts';
export { findClient, hasClients } from './clients.service.ts';
export { clientSummary, toClientData } from './answers.ts';
export { seedDemoClients } from './demo-clients.seeder.ts';
export { ClientSchema };
export type { Client } from './entities/client.entity.ts';
export { CLIENT_BRIEF_SQL, clientsByName } from './read-model.ts';
export { clientPageSql } from './client-list.service.ts';
