import { type RestApp, createCallerFactory, rest } from '@agenda/trpc/rest';
import { onboardingRouter } from './router.ts';

const caller = createCallerFactory(onboardingRouter);

/** GET /api/onboarding → `{ dismissed, steps }`; POST …/dismiss and …/restore answer the same. */
export function mountOnboardingRest(app: RestApp): void {
  app.get(
    '/api/onboarding',
    rest((ctx) => caller(ctx).steps()),
  );
  app.post(
    '/api/onboarding/dismiss',
    rest((ctx) => caller(ctx).dismiss()),
  );
  app.post(
    '/api/onboarding/restore',
    rest((ctx) => caller(ctx).restore()),
  );
}
