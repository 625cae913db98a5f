import type { WebFeature } from '@agenda/ui';

export const productsWebFeature: WebFeature = {
  key: 'products',
};
