export { clinicalServerFeature } from './feature.ts';
export type { ClinicalApi, ClinicalRouter } from './router.ts';
export { seedDemoClinical } from './demo-clinical.seeder.ts';
