import { clientAlertSlot } from '@agenda/clients/manifest';
import { memberActionSlot } from '@agenda/team/manifest';
import { type WebFeature, fill, topBarSlot } from '@agenda/ui';
import { lazy } from 'react';
import { appointmentActionSlot, dashboardPanelSlot } from './slots.ts';

// The slots calendar offers, for the features that fill them (from the manifest: decision 029).
export { type AppointmentActionSlotProps, appointmentActionSlot, dashboardPanelSlot } from './slots.ts';

// The urgent-room button (badge and waiting-room drawer) comes with the calendar's chunk.
const UrgentRoomButton = lazy(() => import('./urgent-room.tsx').then((m) => ({ default: m.UrgentRoomButton })));
const ClientAttendance = lazy(() => import('./client-attendance.tsx').then((m) => ({ default: m.ClientAttendance })));
const ReassignButton = lazy(() => import('./reassign-button.tsx').then((m) => ({ default: m.ReassignButton })));

export const calendarWebFeature: WebFeature = {
  key: 'calendar',
  routes: [
    {
      path: '/dashboard',
      load: () => import('./dashboard-page.tsx').then((m) => m.DashboardPage),
      prefetch: () => void import('./prefetch.ts').then((m) => m.prefetchDashboard()),
      // The panels other features put on the dashboard load with it, not after it.
      slots: [dashboardPanelSlot],
    },
    // The waiting-room TV (decision 054): any staff session, read-only.
    { path: '/painel', load: () => import('./call-panel-page.tsx').then((m) => m.CallPanelPage), permission: 'agenda' },
  ],
  nav: [{ to: '/dashboard', label: 'Agenda', icon: '📅', order: 10 }],
  offers: [appointmentActionSlot, dashboardPanelSlot],
  fills: [
    fill({ slot: topBarSlot, id: 'calendar.urgent-room', component: UrgentRoomButton, order: 10 }),
    // A member who left with appointments still to come: each goes to another professional.
    // No-shows and late cancellations on the client's record (decision 054).
    fill({ slot: clientAlertSlot, id: 'calendar.attendance', permission: 'agenda', component: ClientAttendance }),
    fill({ slot: memberActionSlot, id: 'calendar.reassign', permission: 'team', component: ReassignButton }),
  ],
};
