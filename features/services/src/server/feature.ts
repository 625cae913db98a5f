import type { ServerFeature } from '@agenda/trpc';
import { seedDemoServices } from './demo-services.seeder.ts';
import { ServiceTypeSchema } from './entities/service-type.entity.ts';
import { ServiceSchema } from './entities/service.entity.ts';
import { Migration20261125000300_services } from './migrations/Migration20261125000300_services.ts';
import { Migration20261126000300_services_tenant_keys } from './migrations/Migration20261126000300_services_tenant_keys.ts';
import { Migration20261202000400_service_recall } from './migrations/Migration20261202000400_service_recall.ts';
import { servicesRest } from './rest.ts';
import { servicesRouter } from './router.ts';

export const servicesServerFeature = {
  key: 'services',
  router: servicesRouter,
  entities: [ServiceTypeSchema, ServiceSchema],
  migrations: [
    { name: 'Migration20261125000300_services', class: Migration20261125000300_services },
    { name: 'Migration20261126000300_services_tenant_keys', class: Migration20261126000300_services_tenant_keys },
    { name: 'Migration20261202000400_service_recall', class: Migration20261202000400_service_recall },
  ],
  rest: servicesRest,
  seedDemo: seedDemoServices,
} satisfies ServerFeature<'services'>;
