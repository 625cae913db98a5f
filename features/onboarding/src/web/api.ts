import { featureApi } from '@agenda/api-client/trpc';
import type { OnboardingApi } from '../server/router.ts';

export const { client, trpc } = featureApi<OnboardingApi>();
