import type { WebFeature } from '@agenda/ui';

export const clientsWebFeature: WebFeature = { key: 'clients' };
