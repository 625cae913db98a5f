export { recallsServerFeature } from './feature.ts';
