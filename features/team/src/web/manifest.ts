import type { WebFeature } from '@agenda/ui';

export const teamWebFeature: WebFeature = {
  key: 'team',
};
