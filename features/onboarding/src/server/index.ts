export { onboardingServerFeature } from './feature.ts';
export type { OnboardingApi, OnboardingRouter } from './router.ts';
