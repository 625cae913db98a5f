import type { ProductsApi } from '@agenda/products/server';
import type { ServicesApi } from '@agenda/services/server';
import { featureApi } from '@agenda/api-client/trpc';
import type { FinalizeApi } from '../server/router.ts';

export const { client, trpc } = featureApi<FinalizeApi>();
/** The catalogues the finalize modal sells from (their routers, read-only here). */
export const products = featureApi<ProductsApi>();
export const services = featureApi<ServicesApi>();
