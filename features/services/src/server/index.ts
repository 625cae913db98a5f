export { servicesServerFeature } from './feature.ts';
import { ServiceSchema } from './entities/service.entity.ts';
import { ServiceTypeSchema } from './entities/service-type.entity.ts';

export type { ServicesApi, ServicesRouter } from './router.ts';
export { findBookableService, hasServices } from './services.service.ts';
export { serviceSummary } from './answers.ts';
export { seedDemoServices } from './demo-services.seeder.ts';
export { ServiceSchema, ServiceTypeSchema };
export type { Service } from './entities/service.entity.ts';
export type { ServiceType } from './entities/service-type.entity.ts';
export { SERVICE_BRIEF_SQL, bookableServices, servicesById } from './read-model.ts';
