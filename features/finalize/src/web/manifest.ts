import { type AppointmentActionSlotProps, appointmentActionSlot } from '@agenda/calendar/manifest';
import { productsPageTabSlot } from '@agenda/products/manifest';
import { type WebFeature, fill } from '@agenda/ui';
import { lazy } from 'react';
import { finalizeCheckoutSlot } from './slots.ts';

// The slot the checkout offers, for the features that fill it (this module loads up front anyway).
export { type FinalizeCheckoutSlotProps, finalizeCheckoutSlot } from './slots.ts';

const FinalizeButton = lazy(() => import('./finalize-button.tsx').then((m) => ({ default: m.FinalizeButton })));
const AnalysisTab = lazy(() => import('./analysis-tab.tsx').then((m) => ({ default: m.AnalysisTab })));

/**
 * The detail's 'Finalizar Atendimento' button, and the sales analysis (finalize's records) as a tab of
 * /products. The tab's label is written here, not taken from the texts: every manifest loads up front.
 */
export const finalizeWebFeature: WebFeature = {
  key: 'finalize',
  offers: [finalizeCheckoutSlot],
  fills: [
    fill<AppointmentActionSlotProps>({
      slot: appointmentActionSlot,
      id: 'finalize.button',
      permission: 'finalize',
      component: FinalizeButton,
    }),
    fill({
      slot: productsPageTabSlot,
      id: 'finalize.analysis',
      permission: 'costs',
      label: 'Análise Financeira',
      icon: '📊',
      component: AnalysisTab,
    }),
  ],
};
