import { type AppointmentActionSlotProps, appointmentActionSlot } from '@agenda/calendar/manifest';
import { type WebFeature, fill } from '@agenda/ui';
import { lazy } from 'react';

const PatientLinkButton = lazy(() => import('./patient-link-button.tsx').then((m) => ({ default: m.PatientLinkButton })));

/**
 * 'Confirmações': the next working day's reminders by WhatsApp, and 'Link do paciente' in the
 * appointment detail. The patient's own page (/p/{token}) is rendered by the server, not here.
 */
export const confirmationsWebFeature: WebFeature = {
  key: 'confirmations',
  routes: [
    { path: '/confirmations', permission: 'agenda', load: () => import('./reminders-page.tsx').then((m) => m.RemindersPage) },
  ],
  nav: [{ to: '/confirmations', label: 'Confirmações', icon: '💬', order: 15, permission: 'agenda' }],
  fills: [
    fill<AppointmentActionSlotProps>({
      slot: appointmentActionSlot,
      id: 'confirmations.patient-link',
      permission: 'agenda',
      component: PatientLinkButton,
    }),
  ],
};
