import { router, tenantProcedure } from '@agenda/trpc';
import { firstSteps, setFirstStepsDismissed } from './first-steps.service.ts';

export const onboardingRouter = router({
  /** `{ dismissed, steps: [{ key, done }] }`. */
  steps: tenantProcedure.meta({ permission: 'company' }).query(({ ctx }) => firstSteps(ctx.em, ctx.companyId)),
  dismiss: tenantProcedure.meta({ permission: 'company' }).mutation(async ({ ctx }) => {
    await setFirstStepsDismissed(ctx.em, ctx.companyId, true);
    return firstSteps(ctx.em, ctx.companyId);
  }),
  restore: tenantProcedure.meta({ permission: 'company' }).mutation(async ({ ctx }) => {
    await setFirstStepsDismissed(ctx.em, ctx.companyId, false);
    return firstSteps(ctx.em, ctx.companyId);
  }),
});

export type OnboardingRouter = typeof onboardingRouter;
const mounted = (onboarding: OnboardingRouter) => router({ onboarding });
export type OnboardingApi = ReturnType<typeof mounted>;
