import { featureApi } from '@agenda/client/trpc';
import type { QuotesApi } from '../server/router.ts';

export const { client, trpc } = featureApi<QuotesApi>();
