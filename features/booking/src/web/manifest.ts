import { type AppointmentActionSlotProps, appointmentActionSlot, dashboardPanelSlot } from '@agenda/calendar/manifest';
import { settingsTabSlot } from '@agenda/settings/manifest';
import { type WebFeature, fill } from '@agenda/ui';
import { lazy } from 'react';

const SettingsTab = lazy(() => import('./settings-tab.tsx').then((m) => ({ default: m.BookingSettingsTab })));
const loadPanel = () => import('./online-bookings-panel.tsx');
const OnlineBookingsPanel = lazy(() => loadPanel().then((m) => ({ default: m.OnlineBookingsPanel })));
const TypedData = lazy(() => import('./typed-data.tsx').then((m) => ({ default: m.TypedData })));

/**
 * Online booking on the staff side: its tab in the agenda's settings (the owner), the dashboard's
 * 'Novos agendamentos online', and what a patient typed in the appointment detail. The public page
 * (/agendar/{slug}) is rendered by the server, not here.
 */
export const bookingWebFeature: WebFeature = {
  key: 'booking',
  fills: [
    fill({
      slot: settingsTabSlot,
      id: 'booking.settings',
      label: 'Agendamento online',
      icon: '🌐',
      permission: 'settings',
      component: SettingsTab,
    }),
    fill({
      slot: dashboardPanelSlot,
      id: 'booking.online-bookings',
      permission: 'agenda',
      component: OnlineBookingsPanel,
      // The list leaves with the signed-in shell (prefetch.ts travels in its chunk), beside the code.
      prefetch: () => {
        void loadPanel();
        void import('./prefetch.ts').then((m) => m.prefetchOnlineBookings());
      },
    }),
    fill<AppointmentActionSlotProps>({
      slot: appointmentActionSlot,
      id: 'booking.typed-data',
      permission: 'agenda',
      component: TypedData,
    }),
  ],
};
