export { waitlistServerFeature } from './feature.ts';
export type { WaitlistApi } from './router.ts';
