import { featureApi } from '@agenda/trpc/client';
import type { DocumentsApi } from '../server/router.ts';

export const { client, trpc } = featureApi<DocumentsApi>();
