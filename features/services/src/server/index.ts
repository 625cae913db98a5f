import { ServiceSchema } from './entities/service.entity.ts';
import { ServiceTypeSchema } from './entities/service-type.entity.ts';

export { servicesRouter } from './router.ts';
export type { ServicesApi, ServicesRouter } from './router.ts';
export { mountServicesRest } from './rest.ts';
export { findBookableService } from './services.service.ts';
export { serviceSummary } from './answers.ts';
export { seedDemoServices } from './demo-services.seeder.ts';
export { ServiceSchema, ServiceTypeSchema };
export type { Service } from './entities/service.entity.ts';
export type { ServiceType } from './entities/service-type.entity.ts';

export const servicesEntities = [ServiceTypeSchema, ServiceSchema];
