import type { ServerFeature } from '@agenda/trpc';
import { OnboardingStateSchema } from './entities/onboarding-state.entity.ts';
import { seedDemoOnboarding } from './first-steps.service.ts';
import { Migration20261128000900_onboarding } from './migrations/Migration20261128000900_onboarding.ts';
import { onboardingRest } from './rest.ts';
import { onboardingRouter } from './router.ts';

export const onboardingServerFeature = {
  key: 'onboarding',
  router: onboardingRouter,
  entities: [OnboardingStateSchema],
  migrations: [{ name: 'Migration20261128000900_onboarding', class: Migration20261128000900_onboarding }],
  rest: onboardingRest,
  seedDemo: seedDemoOnboarding,
} satisfies ServerFeature<'onboarding'>;
