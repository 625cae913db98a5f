import { featureApi } from '@agenda/trpc/client';
import type { RecallsApi } from '../server/router.ts';

export const { client, trpc } = featureApi<RecallsApi>();
