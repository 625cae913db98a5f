import { router } from '@agenda/trpc';

export const productsRouter = router({});

export type ProductsRouter = typeof productsRouter;
/** The shape the browser's products client sees (the router mounted under `products`). */
const mounted = (products: ProductsRouter) => router({ products });
export type ProductsApi = ReturnType<typeof mounted>;
