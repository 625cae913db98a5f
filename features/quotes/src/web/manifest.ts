import { clientHistorySectionSlot, clientViewTabSlot } from '@agenda/clients/manifest';
import { financeReportsSlot } from '@agenda/finance/manifest';
import { type FinalizeCheckoutSlotProps, finalizeCheckoutSlot } from '@agenda/finalize/manifest';
import { type WebFeature, fill } from '@agenda/ui';
import { lazy } from 'react';

const CheckoutInstallments = lazy(() => import('./checkout-installments.tsx').then((m) => ({ default: m.CheckoutInstallments })));
const PlansHistory = lazy(() => import('./plans-history.tsx').then((m) => ({ default: m.PlansHistory })));
const QuotesReport = lazy(() => import('./quotes-report.tsx').then((m) => ({ default: m.QuotesReport })));
const QuotesTab = lazy(() => import('./quotes-tab.tsx').then((m) => ({ default: m.QuotesTab })));

/** 'Orçamentos': the quotes tab of the patient's record. */
export const quotesWebFeature: WebFeature = {
  key: 'quotes',
  fills: [
    fill({
      slot: clientViewTabSlot,
      id: 'quotes.tab',
      permission: 'quotes',
      label: 'Orçamentos',
      icon: '📝',
      order: 60,
      component: QuotesTab,
    }),
    // Relatórios' 'Orçamentos', after finance's own reports (the owner's `finance`).
    fill({ slot: financeReportsSlot, id: 'quotes.report', permission: 'finance', label: 'Orçamentos', component: QuotesReport }),
    // 'Histórico' of the patient: the approved plans with their installments.
    fill({ slot: clientHistorySectionSlot, id: 'quotes.history', permission: 'quotes', component: PlansHistory }),
    // The visit's checkout pays the patient's installments: receiving them is `receivables`.
    fill<FinalizeCheckoutSlotProps>({
      slot: finalizeCheckoutSlot,
      id: 'quotes.checkout-installments',
      permission: 'receivables',
      component: CheckoutInstallments,
    }),
  ],
};
