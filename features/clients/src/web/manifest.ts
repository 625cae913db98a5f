import type { WebFeature } from '@agenda/ui';

export const clientsWebFeature: WebFeature = {
  key: 'clients',
  routes: [
    {
      path: '/clients',
      load: () => import('./clients-page.tsx').then((m) => m.ClientsPage),
      prefetch: () => void import('./prefetch.ts').then((m) => m.prefetchClients()),
    },
  ],
  nav: [{ to: '/clients', label: 'Clientes', icon: '👥', order: 20 }],
};
