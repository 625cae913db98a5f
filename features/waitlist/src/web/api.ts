import { featureApi } from '@agenda/trpc/client';
import type { WaitlistApi } from '../server/router.ts';

export const { client, trpc } = featureApi<WaitlistApi>();
