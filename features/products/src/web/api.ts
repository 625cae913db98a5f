import { featureApi } from '@agenda/api-client/trpc';
import type { ProductsApi } from '../server/router.ts';

export const { client, trpc } = featureApi<ProductsApi>();
