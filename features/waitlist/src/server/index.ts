export { waitlistServerFeature } from './feature.ts';
