import type { WebFeature } from '@agenda/ui';

/** 'Retornos': who is due back for a service with a return interval. */
export const recallsWebFeature: WebFeature = {
  key: 'recalls',
  routes: [{ path: '/recalls', permission: 'agenda', load: () => import('./recalls-page.tsx').then((m) => m.RecallsPage) }],
  nav: [{ to: '/recalls', label: 'Retornos', icon: '🔁', order: 22, permission: 'agenda' }],
};
