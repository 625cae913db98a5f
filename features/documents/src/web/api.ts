import { featureApi } from '@agenda/api-client/trpc';
import type { DocumentsApi } from '../server/router.ts';

export const { client, trpc } = featureApi<DocumentsApi>();
