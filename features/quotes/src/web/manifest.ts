import { clientViewTabSlot } from '@agenda/clients/manifest';
import { financeReportsSlot } from '@agenda/finance/manifest';
import { type WebFeature, fill } from '@agenda/ui';
import { lazy } from 'react';

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
  ],
};
