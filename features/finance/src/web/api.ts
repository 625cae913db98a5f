import { featureApi } from '@agenda/trpc/client';
import type { FinanceApi } from '../server/router.ts';

export const { client, trpc } = featureApi<FinanceApi>();
