import { featureApi } from '@agenda/api-client/trpc';
import type { TeamApi } from '../server/router.ts';

export const { client, trpc } = featureApi<TeamApi>();
