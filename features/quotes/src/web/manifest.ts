import type { WebFeature } from '@agenda/ui';

/** 'Orçamentos': the quotes tab of the patient's record (filled in by the web screens). */
export const quotesWebFeature: WebFeature = {
  key: 'quotes',
  routes: [],
};
