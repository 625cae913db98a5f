import { type AppointmentActionSlotProps, appointmentActionSlot } from '@agenda/calendar/manifest';
import { type WebFeature, fill } from '@agenda/ui';
import { lazy } from 'react';

const FinalizeButton = lazy(() => import('./finalize-button.tsx').then((m) => ({ default: m.FinalizeButton })));

/** Finalize owns /products (the catalogue from products, the sales analysis of its own) and the detail's button. */
export const finalizeWebFeature: WebFeature = {
  key: 'finalize',
  routes: [{ path: '/products', load: () => import('./products-page.tsx').then((m) => m.ProductsPage) }],
  nav: [{ to: '/products', label: 'Produtos', icon: '📦', order: 30 }],
  fills: [fill<AppointmentActionSlotProps>({ slot: appointmentActionSlot, id: 'finalize.button', component: FinalizeButton })],
};
