import { featureApi } from '@agenda/api-client/trpc';
import type { WaitlistApi } from '../server/router.ts';

export const { client, trpc } = featureApi<WaitlistApi>();
