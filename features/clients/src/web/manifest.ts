import type { WebFeature } from '@agenda/ui';

export const clientsWebFeature: WebFeature = {
  key: 'clients',
  routes: [{ path: '/clients', load: () => import('./clients-page.tsx').then((m) => m.ClientsPage) }],
  nav: [{ to: '/clients', label: 'Clientes', icon: '👥', order: 20 }],
};
