import { dashboardPanelSlot } from '@agenda/calendar/manifest';
import { clientViewTabSlot } from '@agenda/clients/manifest';
import { type WebFeature, fill } from '@agenda/ui';
import { lazy } from 'react';

const loadPanel = () => import('./waitlist-panel.tsx');
const WaitlistPanel = lazy(() => loadPanel().then((m) => ({ default: m.WaitlistPanel })));
const ClientWaitlistTab = lazy(() => import('./client-waitlist-tab.tsx').then((m) => ({ default: m.ClientWaitlistTab })));

/**
 * 'Lista de espera': the page of the list, reached from the agenda's panel (while anyone waits) and
 * from the client's own tab, where reception adds them. No top-bar entry: the bar is full at 1366 px.
 */
export const waitlistWebFeature: WebFeature = {
  key: 'waitlist',
  routes: [{ path: '/waitlist', permission: 'waitlist', load: () => import('./waitlist-page.tsx').then((m) => m.WaitlistPage) }],
  fills: [
    fill({
      slot: dashboardPanelSlot,
      id: 'waitlist.panel',
      permission: 'waitlist',
      component: WaitlistPanel,
      // Its code and the list travel with the dashboard's own: arriving after the week, the panel
      // was the page's largest paint and pushed the agenda down.
      prefetch: () => {
        void loadPanel();
        void import('./prefetch.ts').then((m) => m.prefetchPanelWaitlist());
      },
    }),
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
