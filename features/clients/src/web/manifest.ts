import type { WebFeature } from '@agenda/ui';
import { clientAlertSlot, clientHistorySectionSlot, clientTabSlot, clientViewTabSlot } from './slots.ts';

// The slots clients offers, for the features that fill them: from here, the module the shell loads up
// front anyway, so a filler's manifest pulls in none of the clients screens (decision 029).
export {
  type ClientTabSlotProps,
  clientAlertSlot,
  clientHistorySectionSlot,
  clientTabSlot,
  clientViewTabSlot,
} from './slots.ts';
// Which of them a member sees, for every screen that draws them (the appointment detail too).
export { useVisibleClientTabs } from './visible-tabs.ts';

export const clientsWebFeature: WebFeature = {
  key: 'clients',
  routes: [
    {
      path: '/clients',
      load: () => import('./clients-page.tsx').then((m) => m.ClientsPage),
      prefetch: () => void import('./prefetch.ts').then((m) => m.prefetchClients()),
    },
  ],
  nav: [{ to: '/clients', label: 'Clientes', icon: '👥', order: 20 }],
  offers: [clientTabSlot, clientAlertSlot, clientViewTabSlot, clientHistorySectionSlot],
};
