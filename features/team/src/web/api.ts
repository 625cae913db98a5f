import { featureApi } from '@agenda/trpc/client';
import type { TeamApi } from '../server/router.ts';

export const { client, trpc } = featureApi<TeamApi>();
