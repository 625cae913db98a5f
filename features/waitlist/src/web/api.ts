import { featureApi } from '@agenda/client/trpc';
import type { WaitlistApi } from '../server/router.ts';

export const { client, trpc } = featureApi<WaitlistApi>();
