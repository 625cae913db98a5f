export { onboardingServerFeature } from './feature.ts';
