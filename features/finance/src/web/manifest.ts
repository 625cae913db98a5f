import { type WebFeature, fill, topBarSlot } from '@agenda/ui';
import { lazy } from 'react';

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
  fills: [fill({ slot: topBarSlot, id: 'finance.reports', permission: 'finance', component: ReportsButton, order: 30 })],
};
