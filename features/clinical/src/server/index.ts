export { clinicalServerFeature } from './feature.ts';
export type { ClinicalApi, ClinicalRouter } from './router.ts';
export { seedDemoClinical } from './demo-clinical.seeder.ts';
export { moveTabAnamneses } from './migrations/Migration20261128000000_one_anamnesis.ts';
