import type { WebFeature } from '@agenda/ui';

export const servicesWebFeature: WebFeature = {
  key: 'services',
  routes: [{ path: '/services', permission: 'catalog', load: () => import('./services-page.tsx').then((m) => m.ServicesPage) }],
  nav: [{ to: '/services', label: 'Serviços', icon: '🧾', order: 40, permission: 'catalog' }],
};
