import { featureApi } from '@agenda/trpc/client';
import type { OnboardingApi } from '../server/router.ts';

export const { client, trpc } = featureApi<OnboardingApi>();
