import { featureApi } from '@agenda/client/trpc';
import type { ProductsApi } from '../server/router.ts';

export const { client, trpc } = featureApi<ProductsApi>();
