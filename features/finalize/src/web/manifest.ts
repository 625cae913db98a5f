import type { WebFeature } from '@agenda/ui';

export const finalizeWebFeature: WebFeature = {
  key: 'finalize',
};
