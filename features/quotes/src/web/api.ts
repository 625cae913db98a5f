import { featureApi } from '@agenda/trpc/client';
import type { QuotesApi } from '../server/router.ts';

export const { client, trpc } = featureApi<QuotesApi>();
