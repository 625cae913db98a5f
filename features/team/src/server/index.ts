export { teamServerFeature } from './feature.ts';
