import type { WebFeature } from '@agenda/ui';

/** Products owns /products: the catalogue and its stock; other features add tabs through `productsPageTabSlot`. */
export const productsWebFeature: WebFeature = {
  key: 'products',
  routes: [{ path: '/products', load: () => import('./products-page.tsx').then((m) => m.ProductsPage) }],
  nav: [{ to: '/products', label: 'Produtos', icon: '📦', order: 30 }],
};
