import { featureApi } from '@agenda/client/trpc';
import type { OnboardingApi } from '../server/router.ts';

export const { client, trpc } = featureApi<OnboardingApi>();
