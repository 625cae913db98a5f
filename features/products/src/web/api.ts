import { featureApi } from '@agenda/trpc/client';
import type { ProductsApi } from '../server/router.ts';

export const { client, trpc } = featureApi<ProductsApi>();
