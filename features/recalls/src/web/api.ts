import { featureApi } from '@agenda/api-client/trpc';
import type { RecallsApi } from '../server/router.ts';

export const { client, trpc } = featureApi<RecallsApi>();
