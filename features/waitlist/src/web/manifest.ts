import { clientViewTabSlot } from '@agenda/clients/manifest';
import { type WebFeature, fill } from '@agenda/ui';
import { lazy } from 'react';

const ClientWaitlistTab = lazy(() => import('./client-waitlist-tab.tsx').then((m) => ({ default: m.ClientWaitlistTab })));

/** 'Lista de espera': the page of the list, and the client's own tab where reception adds them. */
export const waitlistWebFeature: WebFeature = {
  key: 'waitlist',
  routes: [{ path: '/waitlist', permission: 'waitlist', load: () => import('./waitlist-page.tsx').then((m) => m.WaitlistPage) }],
  nav: [{ to: '/waitlist', label: 'Lista de espera', icon: '⏳', order: 23, permission: 'waitlist' }],
  fills: [
    fill({
      slot: clientViewTabSlot,
      id: 'waitlist.client',
      permission: 'waitlist',
      label: 'Lista de espera',
      icon: '⏳',
      order: 80,
      component: ClientWaitlistTab,
    }),
  ],
};
