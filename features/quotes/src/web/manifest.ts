import { clientViewTabSlot } from '@agenda/clients/manifest';
import { type WebFeature, fill } from '@agenda/ui';
import { lazy } from 'react';

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
  ],
};
