import { featureApi } from '@agenda/client/trpc';
import type { TeamApi } from '../server/router.ts';

export const { client, trpc } = featureApi<TeamApi>();
