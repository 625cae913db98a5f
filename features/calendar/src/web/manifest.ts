import { type WebFeature, fill, topBarSlot } from '@agenda/ui';
import { lazy } from 'react';

// The urgent-room button (badge and waiting-room drawer) comes with the calendar's chunk.
const UrgentRoomButton = lazy(() => import('./urgent-room.tsx').then((m) => ({ default: m.UrgentRoomButton })));

export const calendarWebFeature: WebFeature = {
  key: 'calendar',
  routes: [
    {
      path: '/dashboard',
      load: () => import('./dashboard-page.tsx').then((m) => m.DashboardPage),
      prefetch: () => void import('./prefetch.ts').then((m) => m.prefetchDashboard()),
    },
  ],
  nav: [{ to: '/dashboard', label: 'Agenda', icon: '📅', order: 10 }],
  fills: [fill({ slot: topBarSlot, id: 'calendar.urgent-room', component: UrgentRoomButton, order: 10 })],
};
