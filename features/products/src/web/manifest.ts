import type { WebFeature } from '@agenda/ui';
import { productsPageTabSlot } from './slots.ts';

// The slot products offers, for the features that fill it (from the manifest: decision 029).
export { productsPageTabSlot } from './slots.ts';

/** Products owns /products: the catalogue and its stock; other features add tabs through `productsPageTabSlot`. */
export const productsWebFeature: WebFeature = {
  key: 'products',
  routes: [{ path: '/products', permission: 'products', load: () => import('./products-page.tsx').then((m) => m.ProductsPage) }],
  nav: [{ to: '/products', label: 'Produtos', icon: '📦', order: 30, permission: 'products' }],
  offers: [productsPageTabSlot],
};
