import { featureApi } from '@agenda/api-client/trpc';
import type { QuotesApi } from '../server/router.ts';

export const { client, trpc } = featureApi<QuotesApi>();
