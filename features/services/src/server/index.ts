export { servicesServerFeature } from './feature.ts';
export type { ServicesApi } from './router.ts';
export { findBookableService, hasServices } from './services.service.ts';
export { serviceSummary } from './answers.ts';
export { seedDemoServices } from './demo-services.seeder.ts';
export type { Service } from './entities/service.entity.ts';
export { SERVICE_BRIEF_SQL, SERVICE_RECALL_SQL, bookableServices, servicesById, serviceTypesById } from './read-model.ts';
export { type ServiceWindowRow, serviceWindowSql } from './service-window-read.ts';
