import { type WebFeature, fill, topBarSlot } from '@agenda/ui';
import { lazy } from 'react';
import { financeReportsSlot } from './slots.ts';

// The slot finance offers, for the features that fill it (from the manifest: decision 029).
export { type ReportsPeriod, financeReportsSlot } from './slots.ts';

// The top bar's 'Relatórios' opens the Relatórios tab; its tiny chunk holds no chart code.
const ReportsButton = lazy(() => import('./reports-button.tsx').then((m) => ({ default: m.ReportsButton })));

// Each role sees its own tabs of the page: the owner all, reception 'Cobrança', a professional 'Minha produção'.
export const financeWebFeature: WebFeature = {
  key: 'finance',
  routes: [
    {
      path: '/financial',
      load: () => import('./financial-page.tsx').then((m) => m.FinancialPage),
      prefetch: (search) => void import('./prefetch.ts').then((m) => m.prefetchFinancial(search)),
    },
  ],
  nav: [{ to: '/financial', label: 'Financeiro', icon: '💰', order: 25, permission: ['finance', 'receivables', 'production'] }],
  offers: [financeReportsSlot],
  fills: [fill({ slot: topBarSlot, id: 'finance.reports', permission: 'finance', component: ReportsButton, order: 30 })],
};
